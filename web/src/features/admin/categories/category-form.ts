import * as z from 'zod/mini';
import { CategoryMessages } from '../messages';

/** A category name (add and rename): the server's rules, so most mistakes never leave the page. */
export const categorySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CategoryMessages.nameRequired),
      z.maxLength(40, CategoryMessages.nameTooLong),
    ),
});
