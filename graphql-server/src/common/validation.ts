import { registerDecorator, validate, type ValidatorOptions } from 'class-validator';
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
