import type { RouteObject } from 'react-router-dom';

/** Routes of the static feature, mounted under the shared layout by app/router.tsx. */
export const staticRoutes: RouteObject[] = [];
