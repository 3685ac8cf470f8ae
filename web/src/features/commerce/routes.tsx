import type { RouteObject } from 'react-router-dom';

/** Routes of the commerce feature, mounted under the shared layout by app/router.tsx. */
export const commerceRoutes: RouteObject[] = [];
