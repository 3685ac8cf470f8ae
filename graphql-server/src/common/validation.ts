import { registerDecorator, validate, type ValidatorOptions } from 'class-validator';
import { LRUCache } from 'lru-cache';
import { badInput, firstValidationFailure } from './errors.js';

export const validatorOptions: ValidatorOptions = {
  forbidUnknownValues: false,
  skipMissingProperties: false,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

/** Validates an input object; throws a BAD_USER_INPUT DomainError carrying the first rule's message. */
export async function assertValid(input: object): Promise<void> {
  const errors = await validate(input, validatorOptions);
  const first = firstValidationFailure(errors);
  if (first) throw badInput(first.message, first.field);
}

/** Per input class, the flat inputs (as JSON) it has accepted; a few thousand at most per class. */
const accepted = new WeakMap<object, LRUCache<string, true>>();
const MAX_ACCEPTED = 2000;

/** An input's JSON when all its values are strings, finite numbers, booleans or null; else undefined. */
function flatKey(input: object): string | undefined {
  for (const value of Object.values(input)) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') continue;
    if (typeof value === 'number' && Number.isFinite(value)) continue;
    return undefined;
  }
  return JSON.stringify(input);
}

/**
 * `assertValid` for a read's GraphQL arguments, which repeat: the same page size and filters
 * arrive request after request, and class-validator's lookup of a class's rules costs more than
 * the rest of an argument's handling. The rules are pure functions of the values, so an input made
 * only of plain values that its class accepted once is accepted again without running them.
 * Anything else (nested inputs, lists, uploads) and every refusal is validated each time. The
 * values are kept, so never for inputs that may carry secrets (a mutation's: passwords, codes).
 */
export async function assertValidArgs(input: object): Promise<void> {
  const key = flatKey(input);
  const known = accepted.get(input.constructor);
  if (key !== undefined && known?.get(key)) return;
  await assertValid(input);
  if (key === undefined) return;
  if (known) known.set(key, true);
  else accepted.set(input.constructor, new LRUCache<string, true>({ max: MAX_ACCEPTED }).set(key, true));
}

/**
 * Builds an input instance from an untrusted REST body: only the class's own declared keys are
 * copied (as given; validation decides), then validated with the same rules as GraphQL.
 */
export async function parseInput<T extends object>(
  InputClass: new () => T,
  body: unknown,
  keys: readonly (keyof T & string)[],
): Promise<T> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const instance = new InputClass();
  for (const key of keys) {
    if (source[key] !== undefined) (instance as Record<string, unknown>)[key] = source[key];
  }
  await assertValid(instance);
  return instance;
}

/** Same e-mail shape the specs ask for: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A string with at least one non-space character. */
export function Required(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'required',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
    });
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one UUID check: ids from clients are compared as UUIDs before any query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** An HSN code as invoices print it: 4, 6 or 8 digits (docs/gst.md). */
export function isHsn(code: string): boolean {
  return /^(\d{4}|\d{6}|\d{8})$/.test(code);
}
