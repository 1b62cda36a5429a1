import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

// CPU seconds by process from /proc, for benches on this shared 2-core machine: where a figure
// depends on what else runs, the CPU each party used says who took the cores.

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** /proc/<pid>/stat's fields after the command name, or null for a process that has ended. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds a process (all its threads) has used, user and system (fields 14 and 15); 0 once it has ended. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : 0;
}

/**
 * CPU seconds of every PostgreSQL process on this machine, ended backends included: a backend that
 * exits hands its time to the postmaster that waits for it (fields 16 and 17), so connections
 * opened and closed meanwhile (an export's) still count.
 */
export function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name !== 'postgres') continue;
    const fields = statFields(Number(entry));
    if (fields) seconds += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / CLOCK_TICKS;
  }
  return seconds;
}

export interface CpuShares {
  seconds: number;
  server: number;
  database: number | null;
  bench: number;
}

/** Starts counting: `done()` answers the CPU seconds the server, PostgreSQL (when used) and this bench process used since. */
export function cpuMeter(serverPid: number, postgres: boolean): { done(): CpuShares } {
  const t0 = performance.now();
  const server = cpuSeconds(serverPid);
  const database = postgres ? postgresCpuSeconds() : 0;
  const bench = process.cpuUsage();
  return {
    done() {
      const own = process.cpuUsage(bench);
      return {
        seconds: (performance.now() - t0) / 1000,
        server: cpuSeconds(serverPid) - server,
        database: postgres ? postgresCpuSeconds() - database : null,
        bench: (own.user + own.system) / 1e6,
      };
    },
  };
}

/** "server 1.4 cores, PostgreSQL 0.9, this bench 0.3 (of 2)": the average cores each used over the span, of this machine's. */
export function formatCpuShares(c: CpuShares): string {
  const share = (value: number) => (value / c.seconds).toFixed(2);
  const database = c.database === null ? '' : `, PostgreSQL ${share(c.database)}`;
  return `CPU in cores: server ${share(c.server)}${database}, bench client ${share(c.bench)} (of ${os.availableParallelism()})`;
}
