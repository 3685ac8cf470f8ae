export { Alert } from './Alert';
export { Badge } from './Badge';
export { Breadcrumb } from './Breadcrumb';
export { Button, ButtonLink, type ButtonProps } from './Button';
export { Card } from './Card';
export { chipClass } from './chip';
export { cx } from './cx';
export { DataTable, type DataTableColumn, type DataTableProps, type SortState } from './DataTable';
export { Checkbox, FieldError, FieldLegend, focusFirstInvalid, Select, TextArea, TextField } from './fields';
export {
  Form,
  FormAlert,
  FormError,
  FormSelect,
  FormTextArea,
  FormTextField,
  serverErrorTarget,
  useZodForm,
} from './form';
export { Icon, type IconName } from './Icon';
export { default as layout } from './layout.module.css';
export { ImageWithFallback, MediaFrame } from './ImageWithFallback';
export { LineItem, LineItems } from './LineItems';
export { LocalDate } from './LocalDate';
export { ConfirmDialog, Modal } from './Modal';
export { PageHeader } from './PageHeader';
export { Spinner } from './Spinner';
export { EmptyState, ErrorState, LoadingState } from './states';
export { Stepper } from './Stepper';
export { ToastProvider, useToast, useToastPlacement } from './Toast';
export { Tabs } from './Tabs';
export { useDismiss } from './use-dismiss';
