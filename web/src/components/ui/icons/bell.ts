import type { IconPath } from '../Icon';

export const bellIcon = 'M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0' as IconPath;
