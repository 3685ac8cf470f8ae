/** The privacy feature's form rules: the grievance form and the admin's notice form. */
import * as z from 'zod/mini';
import { PrivacyMessages as M } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REQUEST_KINDS = [
  { value: 'grievance', label: 'A complaint (grievance)' },
  { value: 'access', label: 'A copy of my data' },
  { value: 'correction', label: 'Correct my data' },
  { value: 'erasure', label: 'Erase my data' },
  { value: 'consent', label: 'My consent (newsletter)' },
] as const;

export const grievanceSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, M.nameRequired)),
  email: z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.regex(EMAIL, M.emailInvalid)),
  kind: z.string().check(z.minLength(1, M.kindRequired)),
  message: z.string().check(z.trim(), z.minLength(1, M.messageRequired), z.maxLength(5000, M.messageTooLong)),
});

export const noticeSchema = z.object({
  fiduciaryName: z.string().check(z.trim(), z.minLength(1, M.fiduciaryNameRequired)),
  fiduciaryContact: z.string().check(z.trim(), z.minLength(1, M.fiduciaryContactRequired)),
  officerName: z.string().check(z.trim(), z.minLength(1, M.officerNameRequired)),
  officerEmail: z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.regex(EMAIL, M.emailInvalid)),
  body: z.string().check(z.trim(), z.minLength(1, M.bodyRequired)),
});
