import type { IconPath } from '../Icon';

export const walletIcon =
  'M20 12V8H6a2 2 0 0 1 0-4h12v4M4 6v12a2 2 0 0 0 2 2h14v-4M18 12a2 2 0 0 0 0 4h4v-4z' as IconPath;
