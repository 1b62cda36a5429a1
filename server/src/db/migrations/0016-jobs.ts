import { sql, type Kysely } from 'kysely';

/**
 * The job queue (server/src/jobs/job-queue.ts, docs/radius.md "Cut jobs"): one row per job, in the
 * console's own database so a job is written in the same transaction as the change that calls for
 * it (a suspend and its Disconnect) and outlives a restart.
 * - `key`: at most one unfinished job per (queue, key) (a session has one cut under way);
 * - `run_at`: when it is next due (epoch seconds); `locked_by`/`locked_until`: the instance running
 *   it and until when its claim holds (a crashed instance's claim lapses and another takes the job);
 * - `revision`: bumped when the job is asked again while running, so the runner does not close it
 *   on an answer to the older request;
 * - `outcome`: what the last attempt gave (for a cut: acknowledged, refused, no answer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('queue', 'varchar(60)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'varchar(60)')
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'bigint')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await sql`CREATE UNIQUE INDEX jobs_open_key ON jobs (queue, key) WHERE finished_at IS NULL`.execute(db);
  await sql`CREATE INDEX jobs_due ON jobs (queue, run_at) WHERE finished_at IS NULL`.execute(db);
}
