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

/** An HSN code: 4, 6 or 8 digits, or empty (none; for a product: its category's applies). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

export const hsnSchema = z.object({
  hsnCode: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || HSN_PATTERN.test(v), CategoryMessages.hsnInvalid),
  ),
});
