/** The admin spec's words for the feedback list. */
export const FeedbackText = {
  loading: 'Loading feedbacks...',
  empty: 'No feedbacks available.',
  fetchFailed: 'Failed to fetch feedbacks',
  deleteFailed: 'Failed to delete feedback',
  confirm: 'Are you sure you want to delete this feedback?',
  deleted: 'Feedback deleted',
  arrived: (name: string) => `New feedback from ${name}`,
} as const;
