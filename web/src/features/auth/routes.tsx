import type { RouteObject } from 'react-router-dom';

/** Routes of the auth feature, mounted under the shared layout by app/router.tsx. */
export const authRoutes: RouteObject[] = [];
