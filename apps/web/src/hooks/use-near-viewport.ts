import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport: false until it does, then true for good.
 * Where the browser cannot tell (no IntersectionObserver), it is true from the start.
 *
 * The render that follows is a transition: what it draws yields to the browser instead of holding up a
 * scroll. Returns the ref to put on the element.
 */
export function useNearViewport<T extends Element>(margin: string): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (near || !element) return;
    const arrive = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) arrive();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);

  return [ref, near];
}
