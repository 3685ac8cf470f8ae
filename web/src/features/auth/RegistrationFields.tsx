import { TextArea, TextField } from '../../components/ui';
import type { FieldErrors, RegistrationField, RegistrationForm } from './validation';

/** The six sign-up fields shared by shopper and admin registration. */
export function RegistrationFields({
  form,
  errors,
  onChange,
  disabled,
}: {
  form: RegistrationForm;
  errors: FieldErrors<RegistrationField>;
  onChange: (field: RegistrationField, value: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="auth-form__grid">
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        value={form.name}
        onChange={(e) => onChange('name', e.target.value)}
        error={errors.name}
        required
        disabled={disabled}
      />
      <TextField
        label="Mobile number"
        name="mobileNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint="10 digits"
        value={form.mobileNumber}
        onChange={(e) => onChange('mobileNumber', e.target.value)}
        error={errors.mobileNumber}
        required
        disabled={disabled}
      />
      <TextField
        className="span-2"
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => onChange('email', e.target.value)}
        error={errors.email}
        required
        disabled={disabled}
      />
      <TextArea
        className="span-2"
        label="Address"
        name="address"
        autoComplete="street-address"
        rows={2}
        value={form.address}
        onChange={(e) => onChange('address', e.target.value)}
        error={errors.address}
        required
        disabled={disabled}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        value={form.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.password}
        required
        disabled={disabled}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
        required
        disabled={disabled}
      />
    </div>
  );
}
