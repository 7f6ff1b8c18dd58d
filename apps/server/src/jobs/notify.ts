/**
 * In-process wake-ups: `enqueue` tells the workers of the same process that a queue has work, so they
 * claim at once instead of at their next poll (with PGlite, where workers always run in the server's
 * process, this makes jobs start immediately). Workers in other processes find new jobs by polling; see
 * README.md for why there is no LISTEN/NOTIFY.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

export const wakeSignal = {
  /** Calls `listener` whenever `notify(queue)` is called; returns the unsubscribe function. */
  subscribe(queue: string, listener: Listener): () => void {
    let set = listeners.get(queue);
    if (!set) {
      set = new Set();
      listeners.set(queue, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(queue);
    };
  },
  notify(queue: string): void {
    for (const listener of listeners.get(queue) ?? []) listener();
  },
};
