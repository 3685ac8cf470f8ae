import * as z from 'zod/mini';
import { WebhookMessages } from '../messages';

/** An endpoint's form (the server checks the URL's addresses and the document again). */
export const webhookSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, WebhookMessages.nameRequired),
      z.maxLength(100, WebhookMessages.nameTooLong),
    ),
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, WebhookMessages.urlRequired),
      z.regex(/^https?:\/\/\S+$/i, WebhookMessages.urlInvalid),
    ),
  document: z.string().check(z.trim(), z.minLength(1, WebhookMessages.documentRequired)),
});

export type WebhookValues = z.infer<typeof webhookSchema>;

export const EXAMPLE_DOCUMENT =
  'subscription {\n  orderPlaced {\n    eventId\n    sequence\n    order { id status totals { totalAmount } }\n  }\n}';
