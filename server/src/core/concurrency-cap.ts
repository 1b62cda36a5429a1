import { perServer } from './per-server';

/**
 * At most `perKey` running at once for one key (a user) and `overall` in all. In-process: each
 * server instance behind a balancer keeps its own count, which is what protects its event loop.
 */
export class ConcurrencyCap {
  private readonly running = new Map<string, number>();
  private total = 0;

  constructor(
    readonly perKey: number,
    readonly overall: number,
  ) {}

  /** A release function (safe to call more than once) when a slot is free for `key`, else null. */
  tryAcquire(key: string): (() => void) | null {
    const mine = this.running.get(key) ?? 0;
    if (mine >= this.perKey || this.total >= this.overall) return null;
    this.running.set(key, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    };
  }
}

/** One cap per server, keyed by its deps (so each test app has its own), made on first use. */
export const capPerServer = (perKey: number, overall: number): ((owner: object) => ConcurrencyCap) =>
  perServer(() => new ConcurrencyCap(perKey, overall));
