/** A contact message was stored (raised in its transaction, delivered after commit). */
export interface FeedbackSubmitted {
  feedbackId: string;
}

/** An admin deleted a contact message. */
export interface FeedbackDeleted {
  feedbackId: string;
}

export interface FeedbackEvents {
  FeedbackSubmitted: FeedbackSubmitted;
  FeedbackDeleted: FeedbackDeleted;
}
