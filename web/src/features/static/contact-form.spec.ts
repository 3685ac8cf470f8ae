import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/ui/form-errors';
import { contactDefaults, contactSchema } from './contact-form';

const validateContact = (v: { name: string; email: string; message: string }) =>
  schemaErrors(contactSchema, v) ?? {};

describe('contact form', () => {
  it('requires name, e-mail (in the right format) and message', () => {
    expect(validateContact({ name: ' ', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validateContact({ name: 'A', email: 'a@b', message: 'Hi' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(validateContact({ name: 'A', email: 'a b@c.in', message: 'Hi' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(validateContact({ name: 'A', email: 'a@b.in', message: 'Hi' })).toEqual({});
  });
  it('hands on trimmed text', () => {
    expect(contactSchema.parse({ name: ' A ', email: ' a@b.in', message: ' Hi ' })).toEqual({
      name: 'A',
      email: 'a@b.in',
      message: 'Hi',
    });
  });
  it('starts from the logged-in user with an empty message', () => {
    expect(contactDefaults({ name: 'Asha', email: 'asha@x.in' })).toEqual({
      name: 'Asha',
      email: 'asha@x.in',
      message: '',
    });
    expect(contactDefaults(null)).toEqual({ name: '', email: '', message: '' });
  });
});
