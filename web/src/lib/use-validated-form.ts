import { useState } from 'react';
import { focusFirstInvalid } from '../components/ui';
import { readGraphQLError } from './graphql-errors';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A form of text fields with client rules: a field's error clears when it is edited; `check`
 * runs the rules, shows their messages and focuses the first invalid field; `serverError` puts a
 * server error that names one of the form's fields on that field.
 */
export function useValidatedForm<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (form: T) => FieldErrors<keyof T & string>,
) {
  type Field = keyof T & string;
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function change(field: Field, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  /** True when the form passes its rules; otherwise shows the messages and focuses the first. */
  function check(formEl: HTMLFormElement): boolean {
    const found = validate(form);
    setErrors(found);
    if (!Object.values(found).some(Boolean)) return true;
    focusFirstInvalid(formEl);
    return false;
  }

  /**
   * Shows a server error on the field it names (answering null), or answers its message for a
   * form-level banner ('' when the server gave none).
   */
  function serverError(err: unknown, formEl: HTMLFormElement | null): string | null {
    const { message, field } = readGraphQLError(err);
    if (field && message && field in initial) {
      setErrors((e) => ({ ...e, [field]: message }));
      focusFirstInvalid(formEl);
      return null;
    }
    return message ?? '';
  }

  return { form, setForm, errors, setErrors, change, check, serverError };
}
