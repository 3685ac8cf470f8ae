export { Alert, type AlertProps, type Tone } from './Alert';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export {
  Button,
  ButtonLink,
  buttonClass,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
export { Card, type CardProps } from './Card';
export { cx } from './cx';
export {
  Checkbox,
  focusFirstInvalid,
  Select,
  TextArea,
  TextField,
  type CheckboxProps,
  type SelectOption,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from './fields';
export {
  Form,
  FormAlert,
  FormError,
  FormSelect,
  FormTextArea,
  FormTextField,
  serverErrorTarget,
  useZodForm,
  type FormProps,
  type ZodForm,
} from './form';
export { Icon, type IconName } from './Icon';
export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
export { ConfirmDialog, Modal, type ConfirmDialogProps, type ModalProps } from './Modal';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Spinner, type SpinnerProps } from './Spinner';
export { EmptyState, ErrorState, LoadingState, type EmptyStateProps, type ErrorStateProps } from './states';
export { Stepper, type StepperProps } from './Stepper';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './Toast';
export { VisuallyHidden } from './VisuallyHidden';
