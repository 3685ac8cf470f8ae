/** The newsletter's events: its mails leave after the change commits (newsletter.listeners.ts). */
export interface NewsletterEvents {
  /** A new or still-unconfirmed address asked to subscribe: the confirmation mail goes. */
  NewsletterConfirmationAsked: { email: string };
  /** An address was confirmed (by its link, or the profile's switch): the welcome mail goes. */
  NewsletterConfirmed: { email: string };
}
