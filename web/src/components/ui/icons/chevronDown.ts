import type { IconPath } from '../Icon';

export const chevronDownIcon = 'm6 9 6 6 6-6' as IconPath;
