import type { RouteObject } from 'react-router';

/** The agent's shop screens (/my-shop…), spread into the signed-in shell by app/routes.tsx. */
export const shopRoutes: RouteObject[] = [];
