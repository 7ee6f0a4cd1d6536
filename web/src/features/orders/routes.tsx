import type { RouteObject } from 'react-router';

/** The order screens (/manage-orders…, /bulk-tracking), spread into the signed-in shell by app/routes.tsx. */
export const orderRoutes: RouteObject[] = [];
