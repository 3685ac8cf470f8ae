import type { Control } from 'react-hook-form';
import { FormTextArea, FormTextField } from '../../components/ui';
import type { registrationSchema, RegistrationValues } from './validation';
import type * as z from 'zod/mini';
import formStyles from './auth-form.module.css';

type Output = z.output<ReturnType<typeof registrationSchema>>;

/** The six sign-up fields shared by shopper and admin registration. */
export function RegistrationFields({
  control,
  disabled,
}: {
  control: Control<RegistrationValues, unknown, Output>;
  disabled?: boolean;
}) {
  return (
    <div className={formStyles.grid}>
      <FormTextField
        control={control}
        name="name"
        label="Full name"
        autoComplete="name"
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="mobileNumber"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint="10 digits"
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="email"
        className={formStyles.span2}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        disabled={disabled}
      />
      <FormTextArea
        control={control}
        name="address"
        className={formStyles.span2}
        label="Address"
        autoComplete="street-address"
        rows={2}
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </div>
  );
}
