import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';
import styles from './fields.module.css';
import layout from './layout.module.css';

interface FieldBase {
  label: ReactNode;
  /** Error text: sets aria-invalid and is linked through aria-describedby. */
  error?: string | null;
  /** Help text under the control, also linked through aria-describedby. */
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  /** Class for the wrapper. */
  className?: string;
  /** The field sits on a dark panel (the newsletter): its error text is light. */
  onDark?: boolean;
}

function useFieldIds(id: string | undefined, error?: string | null, hint?: ReactNode, describedBy?: string) {
  const auto = useId();
  const controlId = id ?? `f${auto}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const described =
    [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, described };
}

function FieldFrame({
  controlId,
  label,
  hideLabel,
  hint,
  hintId,
  error,
  errorId,
  className,
  onDark,
  children,
}: {
  controlId: string;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string | null;
  errorId: string;
  className?: string;
  onDark?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={cx(styles.label, hideLabel && layout.visuallyHidden)}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cx(styles.error, onDark && styles.onDark)}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A fieldset's legend drawn as a field label (radio groups, star ratings). */
export function FieldLegend({ children }: { children: ReactNode }) {
  return <legend className={styles.label}>{children}</legend>;
}

/** A field's error line, for a control built outside these fields (link it through aria-describedby). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/**
 * After a failed validation: focuses the first control marked aria-invalid inside `root`, in page
 * order, once React has rendered the errors (and re-enabled fields a submission disabled): it looks
 * again for a few frames.
 */
export function focusFirstInvalid(root: HTMLElement | null, frames = 6) {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement & { disabled?: boolean }>('[aria-invalid="true"]');
    if ((!el || el.disabled) && frames > 0) return focusFirstInvalid(root, frames - 1);
    el?.focus();
  });
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>, FieldBase {
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  className,
  onDark,
  inputClassName,
  id,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, onDark }} {...ids}>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.described}
        className={cx(styles.input, inputClassName)}
      />
    </FieldFrame>
  );
}

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>, FieldBase {
  ref?: Ref<HTMLTextAreaElement>;
  inputClassName?: string;
}

export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  className,
  onDark,
  inputClassName,
  id,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, onDark }} {...ids}>
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.described}
        className={cx(styles.input, styles.textarea, inputClassName)}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>, FieldBase {
  ref?: Ref<HTMLSelectElement>;
  /** Options; alternatively pass <option> children. */
  options?: SelectOption[];
  /** A first empty option, e.g. "Select a category". */
  placeholder?: string;
}

export function Select({
  label,
  error,
  hint,
  hideLabel,
  className,
  onDark,
  id,
  required,
  options,
  placeholder,
  children,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, onDark }} {...ids}>
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.described}
        className={cx(styles.input, styles.select)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>,
    Omit<FieldBase, 'hideLabel' | 'onDark'> {
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  error,
  hint,
  className,
  id,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={cx(styles.checkbox, className)}>
      <input
        {...rest}
        id={ids.controlId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.described}
        className={styles.checkboxInput}
      />
      <div>
        <label htmlFor={ids.controlId} className={styles.checkboxLabel}>
          {label}
        </label>
        {hint && (
          <p id={ids.hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={ids.errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
