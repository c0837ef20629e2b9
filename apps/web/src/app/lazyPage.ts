import { createElement, lazy, useState, type ComponentType } from 'react';
import type { PrefetchData } from '../lib/prefetch.ts';

type Module<P> = { default: ComponentType<P>; prefetch?: PrefetchData };

/**
 * React.lazy for a page, which can also be fetched, with its data, before it is drawn (preloadRoute in router.tsx).
 * A page already fetched is drawn at once: lazy() alone suspends on its first render even when its module is loaded
 * (it learns so a microtask later), which drew "Loading..." and then the page again, two long tasks on a phone.
 */
export function lazyPage<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (page) => ((loaded = page.default), page),
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Each page keeps the way it started: switching from Lazy to the page itself would remount it and lose its state.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}
