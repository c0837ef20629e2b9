import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** React.lazy for a page, which can also be fetched before it is drawn (see preloadRoute in router.tsx). */
export function lazyPage<P extends object>(load: () => Promise<Module<P>>) {
  // A module imported twice is the same module: the page's lazy() finds it already loaded.
  return Object.assign(lazy(load), { preload: load });
}
