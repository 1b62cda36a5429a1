/**
 * At most `perKey` held at once for one key (a user), refused past that; at most `overall` held in
 * all, and past that up to `waiting` more wait for a slot in the order they came, each for at most
 * `waitMs`. In-process: each server instance keeps its own (the employee export's slots).
 */
export type QueuedCapRefusal = 'yours' | 'queue-full' | 'waited-too-long' | 'cancelled';

interface Waiter {
  key: string;
  grant(release: () => void): void;
}

export class QueuedCap {
  private readonly held = new Map<string, number>();
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    readonly perKey: number,
    readonly overall: number,
    readonly waiting: number,
    readonly waitMs: number,
  ) {}

  /** Slots held and waits in line now (tests, metrics). */
  get counts(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /**
   * A release function (safe to call more than once) once a slot is `key`'s, or why not: the key
   * already holds (or waits for) its share, the line is full, the wait passed `waitMs`, or `signal`
   * aborted while waiting (the client went away).
   */
  async acquire(key: string, signal?: AbortSignal): Promise<{ release: () => void } | { refused: QueuedCapRefusal }> {
    // A key counts while it waits too, so one user cannot stand in line twice.
    if ((this.held.get(key) ?? 0) >= this.perKey) return { refused: 'yours' };
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    if (this.running < this.overall && this.queue.length === 0) {
      this.running += 1;
      return { release: this.releaser(key) };
    }
    if (this.queue.length >= this.waiting) {
      this.forget(key);
      return { refused: 'queue-full' };
    }
    return new Promise((resolve) => {
      const leave = (refused: QueuedCapRefusal) => {
        const at = this.queue.indexOf(waiter);
        if (at === -1) return;
        this.queue.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancel);
        this.forget(key);
        resolve({ refused });
      };
      const cancel = () => leave('cancelled');
      const waiter: Waiter = {
        key,
        grant: (release) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', cancel);
          resolve({ release });
        },
      };
      const timer = setTimeout(() => leave('waited-too-long'), this.waitMs);
      signal?.addEventListener('abort', cancel, { once: true });
      this.queue.push(waiter);
      if (signal?.aborted) cancel();
    });
  }

  private releaser(key: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.forget(key);
      // The slot passes to the first in line, or is given back.
      const next = this.queue.shift();
      if (next) next.grant(this.releaser(next.key));
      else this.running -= 1;
    };
  }

  private forget(key: string) {
    const left = (this.held.get(key) ?? 1) - 1;
    if (left > 0) this.held.set(key, left);
    else this.held.delete(key);
  }
}
