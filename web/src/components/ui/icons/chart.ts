import type { IconPath } from '../Icon';

export const chartIcon = 'M3 3v18h18M7 16l4-4 4 4 5-6' as IconPath;
