/** The job queue's one table (migration 0016, jobs/job-queue.ts). Times are epoch seconds. */
export interface JobsTable {
  id: string;
  queue: string;
  key: string | null;
  /** The job's own data, JSON. */
  data: string;
  revision: number;
  attempts: number;
  outcome: string | null;
  runAt: number;
  lockedBy: string | null;
  lockedUntil: number | null;
  created: number;
  updated: number;
  finishedAt: number | null;
}

export interface JobTables {
  jobs: JobsTable;
}
