import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { Worker, parentPort, workerData, type MessagePort, type ResourceLimits } from 'node:worker_threads';

// A byte stream produced on a worker thread and read on the main thread (an export): the worker
// writes into `workerOutput()`, the main thread reads `streamFromWorker(...)`. Bytes cross as
// transferred buffers; the worker stops writing while more than a window of bytes is unread (1 MiB
// unless the starter says), so a slow client holds the worker back instead of filling memory.

const WINDOW = 1024 * 1024;

type FromWorker = { kind: 'chunk'; bytes: Uint8Array } | { kind: 'progress'; count: number } | { kind: 'end' } | { kind: 'error'; message: string };
type ToWorker = { kind: 'ack'; bytes: number };

/**
 * The file a worker runs: `server/dist/<name>.js` in the built server (every entry is bundled there
 * beside main.js), else `server/src/<name>.ts` loaded through tsx (tests, `tsx src/main.ts`).
 */
function workerSource(name: string): { code: string } {
  const built = path.join(__dirname, `${name}.js`);
  if (fs.existsSync(built)) return { code: `require(${JSON.stringify(built)})` };
  const source = path.resolve(__dirname, '..', `${name}.ts`);
  return { code: `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)})` };
}

export interface WorkerStreamOptions {
  onProgress?: (count: number) => void;
  onError: (error: Error) => void;
  /** Bytes the worker may write ahead of the reader. */
  window?: number;
  /** The worker's heap limits (its memory counts in the server's). */
  resourceLimits?: ResourceLimits;
}

/** What a worker started by `streamFromWorker` finds in `workerData`. */
interface Started {
  data: unknown;
  window: number;
}

export interface WorkerStream {
  body: Readable;
  /** How the worker ended: its bytes all read, stopped because the reader went away, or failed. */
  ended: Promise<'finished' | 'cancelled' | 'failed'>;
}

/**
 * Starts the worker entry `name` with `data` and answers its output as a stream. Destroying the
 * stream (the client went away) terminates the worker, which closes its database connection with it.
 * `onProgress` hears the counts the worker reports (rows written); `onError` a worker's failure.
 */
export function streamFromWorker(name: string, data: unknown, options: WorkerStreamOptions): WorkerStream {
  const window = options.window ?? WINDOW;
  const worker = new Worker(workerSource(name).code, {
    eval: true,
    workerData: { data, window } satisfies Started,
    resourceLimits: options.resourceLimits,
  });
  let unacknowledged = 0;
  let outcome: 'finished' | 'cancelled' | 'failed' | null = null;
  const acknowledge = () => {
    if (unacknowledged === 0) return;
    worker.postMessage({ kind: 'ack', bytes: unacknowledged } satisfies ToWorker);
    unacknowledged = 0;
  };
  const body = new Readable({
    highWaterMark: window,
    read: acknowledge,
    destroy(error, callback) {
      outcome ??= 'cancelled';
      void worker.terminate();
      callback(error);
    },
  });
  const fail = (error: Error) => {
    if (outcome) return;
    outcome = 'failed';
    options.onError(error);
    body.destroy(error);
  };
  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'chunk') {
      unacknowledged += message.bytes.byteLength;
      if (body.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength))) acknowledge();
    } else if (message.kind === 'progress') options.onProgress?.(message.count);
    else if (message.kind === 'end') {
      outcome ??= 'finished';
      body.push(null);
    } else fail(new Error(message.message));
  });
  worker.on('error', fail);
  const ended = new Promise<'finished' | 'cancelled' | 'failed'>((resolve) => {
    worker.once('exit', (code) => {
      if (!outcome && code !== 0) fail(new Error(`The worker stopped with code ${code}`));
      resolve(outcome ?? 'finished');
    });
  });
  return { body, ended };
}

/**
 * Inside a worker: lowers this thread's scheduling priority (nice 10), so that on a busy machine the
 * event loop, which answers every other request, does not wait behind a download's formatting. On
 * Linux each thread has a nice value of its own; elsewhere (no /proc/thread-self) nothing changes.
 */
export function yieldToEventLoop(): void {
  try {
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(thread, os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not Linux: the thread keeps the server's priority.
  }
}

/** The data `streamFromWorker` started this worker with. */
export const startedWith = <T>(): T => (workerData as Started).data as T;

/** Inside a worker: the writable whose bytes `streamFromWorker`'s stream reads, and a progress report. */
export function workerOutput(port: MessagePort | null = parentPort): {
  out: Writable;
  progress(count: number): void;
  fail(error: unknown): void;
  /** Lets the thread end once its own work is done (the port no longer holds it open). */
  done(): void;
} {
  if (!port) throw new Error('Not on a worker thread');
  const { window } = workerData as Started;
  let unread = 0;
  let waiting: (() => void) | null = null;
  port.on('message', (message: ToWorker) => {
    unread -= message.bytes;
    if (waiting && unread < window) {
      const resume = waiting;
      waiting = null;
      resume();
    }
  });
  const send = (chunk: Buffer) => {
    // A copy of its own: a small Buffer is a view of a shared pool, which cannot be transferred.
    const bytes = new Uint8Array(chunk);
    port.postMessage({ kind: 'chunk', bytes } satisfies FromWorker, [bytes.buffer]);
    unread += bytes.byteLength;
  };
  const out = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      send(chunk);
      if (unread < window) callback();
      else waiting = () => callback();
    },
    final(callback) {
      port.postMessage({ kind: 'end' } satisfies FromWorker);
      callback();
    },
  });
  return {
    out,
    progress: (count) => port.postMessage({ kind: 'progress', count } satisfies FromWorker),
    fail: (error) => port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error) } satisfies FromWorker),
    done: () => port.unref(),
  };
}
