/**
 * The kit's one form layer: react-hook-form driven by a zod schema.
 *
 * - `useZodForm(schema, options)` makes the form; the schema holds the client rules and their
 *   messages, and its output (trimmed, parsed) is what the submit handler receives.
 * - `<Form form onSubmit failureMessage>` validates on submit, focuses the first invalid field (in
 *   page order), and shows a failed submission on the field the server named (GraphQL
 *   `extensions.field`) or in the form's error banner.
 * - `FormTextField`, `FormTextArea`, `FormSelect` wire the kit's fields to the form:
 *   value, error text, aria-invalid. Editing a field clears its error; the rules run again on the
 *   next submit, not while typing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormHTMLAttributes, type ReactNode, type RefObject } from 'react';
import {
  useController,
  useForm,
  type Control,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { Alert } from './Alert';
import {
  focusFirstInvalid,
  Select,
  TextArea,
  TextField,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from './fields';
import { schemaErrors, serverErrorTarget } from './form-errors';

export { FormError, serverErrorTarget } from './form-errors';

const SERVER_ERROR = 'root.server' as const;

export type ZodForm<I extends FieldValues, O extends FieldValues = I> = UseFormReturn<I, unknown, O> & {
  /** The `<form>` element, for focusing the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form-level error (the banner), if any. */
  formError: string | undefined;
  setFormError: (message: string | null) => void;
  /** A failed submission: on the field the server named when the form has it, else in the banner. */
  showServerError: (err: unknown, fallback: string) => void;
  /**
   * Checks the current values against another schema (e.g. a stricter rule at a later step): shows
   * its messages at their fields and focuses the first (unless `focus: false`, when the caller
   * checks several forms and focuses the first problem of the page). True when the values pass.
   */
  checkWith: (schema: z.core.$ZodType, options?: { focus?: boolean }) => boolean;
  /** Focuses the first field marked invalid (after the next render). */
  focusFirstError: () => void;
};

export interface ZodFormOptions<I extends FieldValues, O extends FieldValues> extends Omit<
  UseFormProps<I, unknown, O>,
  'resolver'
> {
  /** Server field names that differ from the form's (`{ paymentMethod: 'method' }`). */
  serverFields?: Readonly<Record<string, string>>;
}

export function useZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  { serverFields, ...options }: ZodFormOptions<z.input<S>, z.output<S>>,
): ZodForm<z.input<S>, z.output<S>> {
  type I = z.input<S>;
  const form = useForm<I, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    // Rules run again on submit only: typing never brings an error back mid-word.
    reValidateMode: 'onSubmit',
    // Focus follows page order (see focusFirstError), not registration order.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const { subscribe, clearErrors, setError, getValues, formState } = form;

  // Editing a field clears its error; the rules run again on the next submit.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === 'change' && name) clearErrors(name as Path<I>);
        },
      }),
    [subscribe, clearErrors],
  );

  const focusFirstError = () => focusFirstInvalid(formRef.current);
  const formError = formState.errors.root?.server?.message;

  return {
    ...form,
    formRef,
    formError,
    setFormError(message) {
      if (message) setError(SERVER_ERROR, { type: 'server', message });
      else clearErrors(SERVER_ERROR);
    },
    showServerError(err, fallback) {
      const target = serverErrorTarget(err, Object.keys(getValues() ?? {}), fallback, serverFields);
      if (target.field) {
        setError(target.field as Path<I>, { type: 'server', message: target.message });
        focusFirstError();
      } else {
        setError(SERVER_ERROR, { type: 'server', message: target.message });
      }
    },
    checkWith(other, { focus = true } = {}) {
      const found = schemaErrors(other, getValues());
      if (!found) return true;
      for (const [field, message] of Object.entries(found))
        setError(field as Path<I>, { type: 'validate', message });
      if (focus) focusFirstError();
      return false;
    },
    focusFirstError,
  };
}

export interface FormProps<I extends FieldValues, O extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: ZodForm<I, O>;
  /** Runs with the schema's output once the rules pass; a throw shows as a server error. */
  onSubmit: (values: O) => unknown;
  /** The banner text when a submission fails without a readable message (network down). */
  failureMessage: string;
  /** Render the banner at the top (default), or leave it to a `<FormAlert>` placed elsewhere. */
  banner?: boolean;
  /** data-testid of the banner. */
  errorTestId?: string;
  children: ReactNode;
}

export function Form<I extends FieldValues, O extends FieldValues>({
  form,
  onSubmit,
  failureMessage,
  banner = true,
  errorTestId,
  children,
  ...rest
}: FormProps<I, O>) {
  const { formRef, formState, handleSubmit, showServerError, focusFirstError } = form;
  const submit = handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (err) {
        showServerError(err, failureMessage);
      }
    },
    () => focusFirstError(),
  );
  return (
    <form
      {...rest}
      ref={formRef}
      noValidate
      aria-busy={formState.isSubmitting || undefined}
      onSubmit={(e) => void submit(e)}
    >
      {banner && <FormAlert form={form} data-testid={errorTestId} />}
      {children}
    </form>
  );
}

/** The form-level error banner (dismissible); `<Form>` renders one at its top unless told not to. */
export function FormAlert<I extends FieldValues, O extends FieldValues>({
  form,
  className,
  ...rest
}: {
  form: ZodForm<I, O>;
  className?: string;
  'data-testid'?: string;
}) {
  if (!form.formError) return null;
  return (
    <Alert
      variant="error"
      onDismiss={() => form.setFormError(null)}
      className={className}
      data-testid={rest['data-testid']}
    >
      {form.formError}
    </Alert>
  );
}

interface Bound<I extends FieldValues, O extends FieldValues> {
  control: Control<I, unknown, O>;
  name: Path<I>;
}

type Wired = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

/**
 * The props that bind a kit field to the form: its ref, name, string value, change (through
 * `parse` when given), blur and error message.
 */
function useBoundField<I extends FieldValues, O extends FieldValues>(
  { control, name }: Bound<I, O>,
  parse: (raw: string) => string = (raw) => raw,
) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return {
    ref,
    name: fieldName,
    value: (value as string | undefined) ?? '',
    onChange: (e: { target: { value: string } }) => onChange(parse(e.target.value)),
    onBlur,
    error: error?.message,
  };
}

export function FormTextField<I extends FieldValues, O extends FieldValues>({
  control,
  name,
  parse,
  ...props
}: Bound<I, O> &
  Omit<TextFieldProps, Wired> & {
    /** Reshapes what was typed before it is stored (digits only, grouping, ...). */
    parse?: (raw: string) => string;
  }) {
  return <TextField {...props} {...useBoundField({ control, name }, parse)} />;
}

export function FormTextArea<I extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<I, O> & Omit<TextAreaProps, Wired>) {
  return <TextArea {...props} {...useBoundField({ control, name })} />;
}

export function FormSelect<I extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<I, O> & Omit<SelectProps, Wired>) {
  return <Select {...props} {...useBoundField({ control, name })} />;
}
