import { perServer } from './per-server';

/**
 * At most `running` tasks of one key (a user) at once, up to `waiting` more queued behind them in
 * the order they came; past that a task is refused. In-process, like the export cap: it keeps one
 * user's burst from holding every turn of this instance's event loop, without refusing the
 * ordinary overlap of a few calls.
 */
export class Turns {
  private readonly queues = new Map<string, { active: number; waiting: Array<() => void> }>();

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Runs `task` in its turn; null, without running it, when the key's queue is full. */
  async run<T>(key: string, task: () => Promise<T>): Promise<{ value: T } | null> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = { active: 0, waiting: [] };
      this.queues.set(key, queue);
    }
    if (queue.active >= this.running) {
      if (queue.waiting.length >= this.waiting) return null;
      await new Promise<void>((resolve) => queue!.waiting.push(resolve));
    } else queue.active += 1;
    try {
      return { value: await task() };
    } finally {
      // The turn passes to the next in line, or is given back.
      const next = queue.waiting.shift();
      if (next) next();
      else if ((queue.active -= 1) === 0) this.queues.delete(key);
    }
  }
}

/** One per server, keyed by its deps (so each test app has its own), made on first use. */
export const turnsPerServer = (running: number, waiting: number): ((owner: object) => Turns) => perServer(() => new Turns(running, waiting));
