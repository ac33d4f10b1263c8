import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead, before anything renders it. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy, except that a component whose code was loaded ahead (`preload`) renders in its first render
 * instead of suspending once: a returning user's first screen is then drawn whole, with no fallback in
 * between. Which of the two a mounted screen uses is decided once, so that it is never remounted.
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}
