import type { IconPath } from '../Icon';

export const tagIcon =
  'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01' as IconPath;
