/**
 * A value read from the database and held in the process (an index of names or of title words), read
 * again once `ttlMs` has passed, in the background: the old value answers until the new one is read, and a
 * failed read keeps the old one (the next request after the lifetime tries again). A lifetime of 0 or less
 * keeps nothing: every `get` reads anew (tests and benchmarks turn the memos off that way).
 */
export class Refreshed<T> {
  private value: Promise<T> | null = null;
  private settled: T | null = null;
  private loadedAt = 0;
  private refreshing = false;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value: the first read is waited for (and every read with a lifetime of 0 or less). */
  get(): Promise<T> {
    if (!this.value || this.ttlMs <= 0) return this.reload();
    this.refreshWhenOld();
    return this.value;
  }

  /**
   * The value if one has been read, else null after starting the first read (once): for a caller that has
   * another way to answer meanwhile. With a lifetime of 0 or less, as `get`.
   */
  async peek(): Promise<T | null> {
    if (this.ttlMs <= 0) return this.reload();
    if (!this.value) void this.reload().catch(() => undefined);
    this.refreshWhenOld();
    return this.settled;
  }

  private refreshWhenOld(): void {
    if (this.settled === null || this.refreshing || this.now() - this.loadedAt < this.ttlMs) return;
    this.refreshing = true;
    const next = this.load();
    next.then(
      (value) => {
        this.value = next;
        this.settled = value;
        this.loadedAt = this.now();
        this.refreshing = false;
      },
      () => {
        this.refreshing = false;
      },
    );
  }

  private reload(): Promise<T> {
    const next = this.load();
    this.value = next;
    this.loadedAt = this.now();
    next.then(
      (value) => {
        if (this.value === next) this.settled = value;
      },
      // A failed first read is not kept: the next request tries again.
      () => {
        if (this.value === next) this.value = null;
      },
    );
    return next;
  }
}
