import type { IconPath } from '../Icon';

export const plusIcon = 'M12 5v14M5 12h14' as IconPath;
