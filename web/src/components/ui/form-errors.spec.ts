import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldMessages, FormError, schemaErrors, serverErrorTarget } from './form-errors';

function graphQLError(message: string, extensions: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('serverErrorTarget', () => {
  const fields = ['email', 'otp', 'method'];
  it('puts an error on the form field the server named', () => {
    expect(
      serverErrorTarget(graphQLError('Invalid OTP', { code: 'BAD_USER_INPUT', field: 'otp' }), fields, 'x'),
    ).toEqual({ field: 'otp', message: 'Invalid OTP' });
  });
  it("renames the server's field to the form's", () => {
    expect(
      serverErrorTarget(
        graphQLError('Please select a payment method', { field: 'paymentMethod' }),
        fields,
        'x',
        { paymentMethod: 'method' },
      ),
    ).toEqual({ field: 'method', message: 'Please select a payment method' });
  });
  it("shows a field the form does not have, or no field, in the banner with the server's message", () => {
    expect(serverErrorTarget(graphQLError('Bad cursor', { field: 'after' }), fields, 'x')).toEqual({
      message: 'Bad cursor',
    });
    expect(serverErrorTarget(graphQLError('Invalid credentials'), fields, 'x')).toEqual({
      message: 'Invalid credentials',
    });
  });
  it('falls back when nothing readable came back (network down)', () => {
    expect(serverErrorTarget(new TypeError('Failed to fetch'), fields, 'Failed to send OTP')).toEqual({
      message: 'Failed to send OTP',
    });
    expect(serverErrorTarget(graphQLError('', { field: 'otp' }), fields, 'Try again')).toEqual({
      message: 'Try again',
    });
  });
  it("shows a FormError's own words in the banner", () => {
    expect(serverErrorTarget(new FormError('Incorrect email or password.'), fields, 'x')).toEqual({
      message: 'Incorrect email or password.',
    });
  });
});

describe('schema messages per field', () => {
  const schema = z
    .object({
      email: z
        .string()
        .check(z.trim(), z.minLength(1, 'Email is required'), z.regex(/@/, 'Invalid email format')),
      password: z.string(),
      confirm: z.string(),
    })
    .check(
      z.refine((v) => v.password === v.confirm, { message: 'Passwords do not match', path: ['confirm'] }),
    );

  it('keeps the first message of each field, in the order of the rules', () => {
    expect(schemaErrors(schema, { email: '', password: 'a', confirm: 'b' })).toEqual({
      email: 'Email is required',
      confirm: 'Passwords do not match',
    });
    expect(schemaErrors(schema, { email: 'nope', password: 'a', confirm: 'a' })).toEqual({
      email: 'Invalid email format',
    });
  });
  it('answers null when the values pass', () => {
    expect(schemaErrors(schema, { email: 'a@b', password: 'a', confirm: 'a' })).toBeNull();
  });
  it('leaves out issues that name no field', () => {
    expect(
      fieldMessages([
        { code: 'custom', path: [], message: 'whole form', input: null },
        { code: 'custom', path: ['a', 0], message: 'nested', input: null },
      ]),
    ).toEqual({ a: 'nested' });
  });
});
