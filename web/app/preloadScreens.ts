// A cold start while signed in: the screen at the address (and its sidebar) starts
// downloading with the app, beside the session read, instead of after it and the layout.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

type Preloadable = { preload: () => Promise<unknown> };

/** A lazy screen (an object), or a component around one that keeps its `preload` (lazyScreens.ts leadingTo). */
const isPreloadable = (type: unknown): type is Preloadable =>
  (typeof type === 'object' || typeof type === 'function') && type !== null && typeof (type as Partial<Preloadable>).preload === 'function';

/** Every lazy screen in a route element: the element itself, its children and its props (a layout's sidebar). */
function preloadIn(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) preloadIn(child);
    return;
  }
  if (!isValidElement(node)) return;
  // A failed download shows where the screen renders (it loads again there), not here.
  if (isPreloadable(node.type)) node.type.preload().catch(() => undefined);
  for (const value of Object.values(node.props as Record<string, unknown>)) preloadIn(value);
}

export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadIn(match.route.element);
}
