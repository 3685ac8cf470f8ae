import type { IconPath } from '../Icon';

export const checkIcon = 'M20 6 9 17l-5-5' as IconPath;
