/**
 * Pure helpers of the kit's form layer (unit-tested in form-errors.spec.ts): where a server error
 * belongs, and a schema's issues as one message per field.
 */
import * as z from 'zod/mini';
import { readGraphQLError } from '../../lib/graphql-errors';

/** A failure the submit handler already worded for the form's banner. */
export class FormError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormError';
  }
}

export type ServerErrorTarget = { field: string; message: string } | { field?: undefined; message: string };

/**
 * Where a failed submission's error shows: on the form field the server named (`extensions.field`,
 * renamed through `aliases` when the server's name differs from the form's), or in the form's banner
 * with the server's message, the FormError's message or `fallback` (nothing readable: network down).
 */
export function serverErrorTarget(
  err: unknown,
  fields: readonly string[],
  fallback: string,
  aliases: Readonly<Record<string, string>> = {},
): ServerErrorTarget {
  if (err instanceof FormError) return { message: err.message || fallback };
  const { message, field } = readGraphQLError(err);
  const name = field ? (aliases[field] ?? field) : undefined;
  if (name && message && fields.includes(name)) return { field: name, message };
  return { message: message || fallback };
}

/** The first message per top-level field of a failed parse, in the order the schema reported them. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A schema's verdict on some values: null when they pass, else the first message per field. */
export function schemaErrors(schema: z.core.$ZodType, values: unknown): Record<string, string> | null {
  const parsed = z.safeParse(schema, values);
  return parsed.success ? null : fieldMessages(parsed.error.issues);
}
