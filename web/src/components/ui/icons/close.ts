import type { IconPath } from '../Icon';

export const closeIcon = 'M18 6 6 18M6 6l12 12' as IconPath;
