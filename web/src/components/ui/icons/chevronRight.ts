import type { IconPath } from '../Icon';

export const chevronRightIcon = 'm9 18 6-6-6-6' as IconPath;
