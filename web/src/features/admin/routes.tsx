import type { RouteObject } from 'react-router-dom';

/** Routes of the admin feature, mounted under the shared layout by app/router.tsx. */
export const adminRoutes: RouteObject[] = [];
