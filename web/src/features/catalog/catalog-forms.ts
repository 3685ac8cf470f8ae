/** The storefront forms' schemas (apart from the helpers, so a page without a form ships no zod). */
import * as z from 'zod/mini';
import { CatalogMessages } from './messages';

/** The newsletter form's own check: an e-mail must be given (the server checks its format). */
export const newsletterSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, CatalogMessages.newsletterEmail)),
});

/**
 * The shopper review form's first check: a rating and some text ('Please provide a rating and
 * review', shown at the first of the two that is missing).
 */
export const reviewSchema = z.object({ rating: z.number(), review: z.string().check(z.trim()) }).check(
  z.superRefine((v, ctx) => {
    const path = !v.rating ? 'rating' : !v.review ? 'review' : null;
    if (path) ctx.addIssue({ code: 'custom', path: [path], message: CatalogMessages.reviewIncomplete });
  }),
);

/** The newsletter message for a failed subscription (server message → what the shopper reads). */
export function newsletterErrorMessage(serverMessage: string | null | undefined): string {
  if (serverMessage === 'This email is already subscribed') return CatalogMessages.newsletterDuplicate;
  return serverMessage && serverMessage !== 'Failed to fetch'
    ? serverMessage
    : CatalogMessages.newsletterFailed;
}

/** Then, in the spec's order: a login, and a name on the profile. */
export function reviewAccessError(input: {
  loggedIn: boolean;
  userName: string | null | undefined;
}): string | null {
  if (!input.loggedIn) return CatalogMessages.reviewLogin;
  if (!input.userName?.trim()) return CatalogMessages.reviewNoName;
  return null;
}
