/** Every message the storefront's forms show, worded as the shopper spec gives them. */
export const CatalogMessages = {
  reviewIncomplete: 'Please provide a rating and review',
  reviewLogin: 'Please log in to submit a review',
  reviewNoName: 'User profile incomplete. Please update your profile.',
  reviewFailed: 'Failed to submit review',
  reviewDone: 'Review submitted successfully',
  newsletterEmail: 'Please enter a valid email address',
  newsletterDuplicate: 'This email is already subscribed. Try a different email or unsubscribe first.',
  newsletterFailed: 'Subscription failed. Please try again.',
  newsletterDone: 'Subscribed successfully! You will receive exclusive offers.',
  /** The consent the sign-up records (the server's NEWSLETTER_CONSENT_WORDING, word for word). */
  newsletterConsent:
    'Yes, e-mail me offers and news. I can unsubscribe at any time from any of these e-mails or from my profile.',
} as const;
