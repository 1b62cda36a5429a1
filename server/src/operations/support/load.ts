import type { Db } from '../../db/schema';

/** Sends one API call: through the balancer (`Cluster.call`) or to one process (`ServerProcess.api`). */
export type Caller = (url: string, body: unknown, token: string) => Promise<{ status: number; body: any; instance?: string }>;

export interface LoadReport {
  sent: number;
  failed: number;
  /** Department names whose create answered 200: each must be in the database. */
  acknowledged: string[];
  /** Department names whose create was sent and not answered 200: stored or not, both are right. */
  unanswered: string[];
  failures: string[];
  /** When each failure came (Date.now()), for the time an outage took to heal. */
  failedAt: number[];
}

let run = 0;

/**
 * `workers` clients through the balancer, each creating a department and reading a page of
 * employees in turn, until stopped: a steady mix of writes and reads.
 */
export function steadyLoad(call: Caller, token: string, workers = 4): { report: LoadReport; stop(): Promise<LoadReport> } {
  const prefix = `L${(run += 1).toString(36)}${Date.now().toString(36).slice(-3)}`;
  const report: LoadReport = { sent: 0, failed: 0, acknowledged: [], unanswered: [], failures: [], failedAt: [] };
  let serial = 0;
  let running = true;
  const send = async (url: string, body: unknown): Promise<boolean> => {
    report.sent += 1;
    try {
      const answer = await call(url, body, token);
      if (answer.status === 200) return true;
      report.failures.push(
        `${url} → ${answer.status} from ${answer.instance ?? 'the server'}: ${JSON.stringify(answer.body)
          .replace(/\\[rn]/g, ' ')
          .slice(0, 80)}`,
      );
    } catch (error) {
      report.failures.push(`${url} → ${(error as Error).message} (${(error as { cause?: Error }).cause?.message ?? ''})`);
    }
    report.failed += 1;
    report.failedAt.push(Date.now());
    return false;
  };
  const worker = async () => {
    while (running) {
      const code = `${prefix}${(serial += 1).toString(36)}`.toUpperCase();
      const name = `Load ${code}`;
      const stored = await send('/department/create', { name, code, headOfDepartment: '' });
      (stored ? report.acknowledged : report.unanswered).push(name);
      await send('/employees', { offset: 0, limit: 10 });
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    report,
    async stop() {
      running = false;
      await done;
      return report;
    },
  };
}

/** The acknowledged names the database does not hold: must be none. */
export async function lostWrites(db: Db, acknowledged: string[]): Promise<string[]> {
  if (acknowledged.length === 0) return [];
  const rows = await db.selectFrom('departments').select('name').where('name', 'in', acknowledged).execute();
  const stored = new Set(rows.map((row) => row.name));
  return acknowledged.filter((name) => !stored.has(name));
}
