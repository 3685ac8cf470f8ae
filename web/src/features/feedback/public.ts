/** The feedback feature's face: the admin's list of contact messages. */
export { FeedbackTable } from './FeedbackTable';
/** The dashboard's Feedbacks tab (import lazily). */
export const loadFeedbacksTab = async () => ({ default: (await import('./FeedbackTable')).FeedbackTable });
