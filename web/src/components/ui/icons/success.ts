import type { IconPath } from '../Icon';

export const successIcon = 'M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3' as IconPath;
