import type { IconPath } from '../Icon';

export const menuIcon = 'M3 6h18M3 12h18M3 18h18' as IconPath;
