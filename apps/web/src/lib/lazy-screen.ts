import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead, before anything renders it. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

const failedScreens = new Set<() => void>();

/** Lets every screen whose code failed to download ask for it again at its next mount. */
export function retryFailedScreens(): void {
  for (const retry of failedScreens) retry();
  failedScreens.clear();
}

/**
 * React.lazy, except that:
 * - a component whose code was loaded ahead (`preload`) renders in its first render instead of suspending
 *   once: a returning user's first screen is then drawn whole, with no fallback in between. Which of the
 *   two a mounted screen uses is decided once, so that it is never remounted;
 * - a failed download can be asked for again. React.lazy throws a failed load's error at every render after
 *   it, so the error screen's Try again could never get the code; `retryFailedScreens` gives each screen
 *   whose download failed a new loader, which the next mount uses. Not at once: a screen that suspends in
 *   a navigation is mounted anew at each try, and would ask again, without end, while the network is down.
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
  const lazyLoad = (): ComponentType<P> =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedScreens.add(() => {
            current = lazyLoad();
          });
          throw error;
        },
      ),
    );
  let current = lazyLoad();
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? current);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}
