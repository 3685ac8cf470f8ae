import type { RouteObject } from 'react-router-dom';

/** Routes of the catalog feature, mounted under the shared layout by app/router.tsx. */
export const catalogRoutes: RouteObject[] = [];
