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
export { Icon, type IconPath } from './Icon';
export { alertIcon } from './icons/alert';
export { bellIcon } from './icons/bell';
export { boxIcon } from './icons/box';
export { cartIcon } from './icons/cart';
export { chartIcon } from './icons/chart';
export { chatIcon } from './icons/chat';
export { checkIcon } from './icons/check';
export { chevronDownIcon } from './icons/chevronDown';
export { chevronRightIcon } from './icons/chevronRight';
export { closeIcon } from './icons/close';
export { editIcon } from './icons/edit';
export { errorIcon } from './icons/error';
export { homeIcon } from './icons/home';
export { imageIcon } from './icons/image';
export { infoIcon } from './icons/info';
export { lockIcon } from './icons/lock';
export { logoutIcon } from './icons/logout';
export { mailIcon } from './icons/mail';
export { menuIcon } from './icons/menu';
export { ordersIcon } from './icons/orders';
export { plusIcon } from './icons/plus';
export { searchIcon } from './icons/search';
export { settingsIcon } from './icons/settings';
export { starIcon } from './icons/star';
export { successIcon } from './icons/success';
export { tagIcon } from './icons/tag';
export { trashIcon } from './icons/trash';
export { userIcon } from './icons/user';
export { usersIcon } from './icons/users';
export { walletIcon } from './icons/wallet';
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
