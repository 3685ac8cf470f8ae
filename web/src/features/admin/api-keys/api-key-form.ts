import * as z from 'zod/mini';
import { ApiKeyMessages } from '../messages';

/** The new-key form: a name (the only scope today is catalog:read). */
export const apiKeySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, ApiKeyMessages.nameRequired),
      z.maxLength(80, ApiKeyMessages.nameTooLong),
    ),
});
