import { vi } from 'vitest';

type Size = { width: number; height: number };

function rectOf({ width, height }: Size): DOMRect {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height };
  return { ...rect, toJSON: () => rect };
}

/**
 * jsdom lays nothing out and has no ResizeObserver, so charts measure 0×0 and draw nothing. This gives chart
 * containers (`.recharts-responsive-container`, `.recharts-wrapper`) `chart` and every other element, such as
 * a legend or a label, `text`, and reports sizes through a ResizeObserver, so a test can check what is drawn.
 */
export function installChartLayout(
  chart: Size = { width: 640, height: 256 },
  text: Size = { width: 40, height: 16 },
): () => void {
  const sizeOf = (element: Element) =>
    rectOf(element.matches('.recharts-responsive-container, .recharts-wrapper') ? chart : text);
  const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    return sizeOf(this);
  });

  class SizedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: sizeOf(target) } as unknown as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = SizedResizeObserver;

  return () => {
    measure.mockRestore();
    // @ts-expect-error jsdom has none: leave it the way it was.
    delete window.ResizeObserver;
  };
}
