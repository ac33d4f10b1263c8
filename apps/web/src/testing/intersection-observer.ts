type Entry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'target'>;

/** A controllable IntersectionObserver for jsdom, which has none: tests decide what is visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: (entries: Entry[], observer: FakeIntersectionObserver) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }

  takeRecords() {
    return [];
  }

  /** Whether a live observer watches a target: an effect may set one up just after the render it follows. */
  static observing(): boolean {
    return FakeIntersectionObserver.instances.some((o) => !o.disconnected && o.targets.size > 0);
  }

  /** Reports `ratio` of every observed target as visible to the live observers. */
  static show(ratio: number) {
    for (const observer of FakeIntersectionObserver.instances.filter((o) => !o.disconnected)) {
      const entries = [...observer.targets].map((target) => ({
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      }));
      if (entries.length > 0) observer.callback(entries, observer);
    }
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }

  /** Leaves jsdom without an IntersectionObserver again, as it comes. */
  static uninstall() {
    // @ts-expect-error jsdom has none: leave it the way it was.
    delete window.IntersectionObserver;
  }
}
