import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export interface RunningRadius {
  child: ChildProcess;
  /** Everything FreeRADIUS printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Whether the FreeRADIUS binary can be run at all (tests skip, with a message, when it cannot). */
export function radiusAvailable(bin: string): boolean {
  return spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts `bin -f -l stdout -d dir` (or `-X`, full debug) and resolves once FreeRADIUS says it is
 * ready; rejects with its output if it exits first or takes longer than `timeoutMs`.
 */
export function startRadius(
  bin: string,
  dir: string,
  options: { debug?: boolean; timeoutMs?: number; echo?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningRadius> {
  const args = options.debug ? ['-X', '-d', dir] : ['-f', '-l', 'stdout', '-d', dir];
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    if (options.echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running: RunningRadius = {
    child,
    output: () => text,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`FreeRADIUS did not get ready in time:\n${text}`));
    }, options.timeoutMs ?? 20_000);
    const check = () => {
      if (text.includes('Ready to process requests')) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(running);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`FreeRADIUS exited with ${code}:\n${text}`));
    });
  });
}
