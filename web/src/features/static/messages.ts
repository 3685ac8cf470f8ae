/** Every message the static pages' forms show. */
export const ContactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
} as const;
