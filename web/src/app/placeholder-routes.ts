/**
 * Every screen of spec §2 that is not built yet: ONE array, from which the route table makes a route
 * that renders the translated title and "This screen is not available yet." inside the shell.
 * `area` decides who may open it (see navigation.ts).
 */
import type { Area } from '@/lib/access';

export interface PlaceholderRoute {
  path: string;
  /** key under `routes.` in the locale files */
  title: string;
  area: Area;
  /** public routes render without the signed-in shell */
  public?: boolean;
}

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [];
