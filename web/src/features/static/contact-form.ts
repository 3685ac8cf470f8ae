/** The contact form's checks (all fields required, e-mail format) and its timings. */

export const CONTACT_STATUS_MS = 3000;
export const CONTACT_SUCCESS = 'Message sent successfully!';
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

/** text@text.text with no spaces: the shop's e-mail format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  if (!v.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid email address';
  if (!v.message.trim()) errors.message = 'Message is required';
  return errors;
}

/** The form's starting values: the logged-in user's name and e-mail, an empty message. */
export function contactDefaults(user: { name?: string; email?: string } | null | undefined): ContactValues {
  return { name: user?.name ?? '', email: user?.email ?? '', message: '' };
}
