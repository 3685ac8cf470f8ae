/** The contact form's rules (all fields required, e-mail format) and its timings. */
import * as z from 'zod/mini';
import { ContactMessages as M } from './messages';

/** How long the sent/failed notice stays. */
export const CONTACT_STATUS_MS = 3000;

/** text@text.text with no spaces: the shop's e-mail format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, M.nameRequired)),
  email: z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.regex(EMAIL, M.emailInvalid)),
  message: z.string().check(z.trim(), z.minLength(1, M.messageRequired)),
});

export type ContactValues = z.input<typeof contactSchema>;

/** The form's starting values: the logged-in user's name and e-mail, an empty message. */
export function contactDefaults(user: { name?: string; email?: string } | null | undefined): ContactValues {
  return { name: user?.name ?? '', email: user?.email ?? '', message: '' };
}
