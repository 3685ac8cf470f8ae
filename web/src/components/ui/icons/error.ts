import type { IconPath } from '../Icon';

export const errorIcon = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm3-13-6 6m0-6 6 6' as IconPath;
