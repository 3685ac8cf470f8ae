/** The feedback (contact form) module's face: what the rest of the server may use. */
import { Feedback } from './feedback.entity.js';
import { FeedbackResolver } from './feedback.resolver.js';

export { Feedback } from './feedback.entity.js';
export { FeedbackService } from './feedback.service.js';
export type { FeedbackEvents } from './feedback.events.js';
export { registerFeedbackListeners } from './feedback.listeners.js';

export const feedbackModule = { entities: [Feedback], resolvers: [FeedbackResolver] };
export { exportFeedback, forgetFeedback } from './feedback.privacy.sql.js';
