import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

/**
 * Work that can wait (expiry, e-mails, later erasure) runs on pg-boss, a job queue kept in PostgreSQL
 * (schema `pgboss` of the same database): jobs survive restarts, several API servers share them and each job
 * runs once. This wrapper is all the rest of the code knows of it.
 */
export interface JobOptions {
  /** Not before this time (quiet hours hold e-mails until 07:00 India time). */
  startAfter?: Date;
  /** At most one queued job with this key per queue. */
  singletonKey?: string;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export class Jobs {
  private constructor(private readonly boss: PgBoss, private readonly logger: Logger, private readonly pollSeconds: number) {}

  /** Connects and installs or upgrades pg-boss's own tables (its migrations, in its own schema). */
  static async start(opts: { connectionString: string; logger: Logger; pollSeconds: number; schedule: boolean }): Promise<Jobs> {
    const boss = new PgBoss({
      connectionString: opts.connectionString,
      schema: 'pgboss',
      max: 4,
      application_name: 'matrimony-jobs',
      schedule: opts.schedule,
      // Finished jobs are kept a week for diagnosis, then dropped by pg-boss's own maintenance.
      deleteAfterDays: 7,
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
    });
    boss.on('error', (err) => opts.logger.error({ err: { message: err.message } }, 'job runner error'));
    await boss.start();
    return new Jobs(boss, opts.logger, opts.pollSeconds);
  }

  /** Runs `handler` for each job of the queue; `cron` (UTC) also queues one job on that schedule. */
  async handle<T extends object>(name: string, handler: JobHandler<T>, opts: { cron?: string } = {}): Promise<void> {
    await this.boss.createQueue(name);
    await this.boss.work<T>(name, { pollingIntervalSeconds: this.pollSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data);
        } catch (err) {
          this.logger.error({ job: name, err: { message: (err as Error)?.message } }, 'job failed');
          throw err; // pg-boss retries it
        }
      }
    });
    if (opts.cron) await this.boss.schedule(name, opts.cron, {}, { tz: 'UTC' });
  }

  /** Queues a job; returns its id (null when a singleton of that key is already queued). */
  async send(name: string, data: object, opts: JobOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, { startAfter: opts.startAfter, singletonKey: opts.singletonKey });
  }

  /** Waits until the job has finished (tests and command-line tools); resolves with its final state. */
  async waitFor(name: string, id: string, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job.state;
      if (Date.now() > deadline) return job?.state ?? 'missing';
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Lets running jobs finish (at most 10 s), then closes the connections. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
