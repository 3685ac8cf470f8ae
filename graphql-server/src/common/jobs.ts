import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

/**
 * Work that runs later, or on a schedule, kept in PostgreSQL by pg-boss (its own schema,
 * `pgboss`, made and migrated by pg-boss at start; docs/decisions/jobs-in-postgresql.md).
 *
 * - A **periodic** job has a cron (minute resolution, India's time): pg-boss files one job per
 *   tick however many instances run, and one instance runs it (the queue's `stately` policy: at
 *   most one waiting and one running), so a sweep never runs twice at once.
 * - A **background** job is sent with its data (`send`) and retried with backoff when it throws.
 *
 * A job's `run` is given the time, so a test sets the clock and runs it at once (`runNow`)
 * instead of waiting for a tick. Jobs are idempotent: at-least-once is all pg-boss promises.
 */
export interface JobDefinition<T extends object = Record<string, never>> {
  /** The queue's name: letters, digits, `-`, `_`, `.` (pg-boss's rule). */
  name: string;
  /** Cron for a periodic job (`*\/5 * * * *`: every five minutes); none for a background job. */
  cron?: string;
  /** Attempts after the first when `run` throws (default 3; retried with exponential backoff). */
  retryLimit?: number;
  /** The first retry's delay (default 30 s; doubled each time after). */
  retryDelaySeconds?: number;
  run(data: T, now: Date): Promise<unknown>;
}

export interface JobsOptions {
  /** PostgreSQL's connection string (the shop's own database). */
  url: string;
  log: Logger;
  /**
   * False: definitions are kept and `runNow` works, but nothing is scheduled, sent or worked
   * (`JOBS=off`: tests that do not test jobs, and one-off tools, skip pg-boss's start).
   */
  enabled: boolean;
  /** How often an idle worker asks for work, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** What a service needs of the jobs: filing a background job. */
export type JobSender = Pick<Jobs, 'send'>;

/** The jobs of one process; `close` stops its workers after the jobs in hand finish. */
export class Jobs {
  private readonly definitions = new Map<string, JobDefinition<object>>();

  private constructor(
    private readonly boss: PgBoss | undefined,
    private readonly log: Logger,
    private readonly pollingIntervalSeconds: number,
  ) {}

  static async start(options: JobsOptions): Promise<Jobs> {
    const log = options.log;
    if (!options.enabled) return new Jobs(undefined, log, 0);
    const boss = new PgBoss({
      connectionString: options.url,
      schema: 'pgboss',
      application_name: 'rupee-shop-jobs',
      max: 3,
      // Finished jobs are kept a week for an operator to read, then removed by pg-boss.
      deleteAfterDays: 7,
    });
    boss.on('error', (err) => log.error({ err }, 'jobs: pg-boss error'));
    await boss.start();
    return new Jobs(boss, log, options.pollingIntervalSeconds ?? 2);
  }

  /** Whether jobs are scheduled and worked in this process (false under `JOBS=off`). */
  get enabled(): boolean {
    return this.boss !== undefined;
  }

  /** Registers a job: its queue, its worker on this instance and, for a periodic one, its schedule. */
  async define<T extends object>(definition: JobDefinition<T>): Promise<void> {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    const boss = this.boss;
    if (!boss) return;
    await boss.createQueue(definition.name, {
      name: definition.name,
      policy: definition.cron ? 'stately' : 'standard',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInHours: 1,
    });
    await boss.work<T>(
      definition.name,
      { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const started = Date.now();
        await definition.run(job.data ?? ({} as T), new Date());
        this.log.info({ job: definition.name, ms: Date.now() - started }, 'job done');
      },
    );
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'Asia/Kolkata' });
  }

  /** Files a background job (after the change it follows has committed). */
  async send<T extends object>(name: string, data: T, options: { startAfterSeconds?: number } = {}) {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`);
    if (!this.boss) {
      // No worker here: run it now, in this process, so that the work is not lost.
      await this.runNow(name, data);
      return;
    }
    await this.boss.send(
      name,
      data,
      options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {},
    );
  }

  /** Runs a defined job at once in this process, at `now` (tests set the clock with it). */
  async runNow<T extends object>(name: string, data?: T, now: Date = new Date()): Promise<unknown> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    return definition.run(data ?? {}, now);
  }

  /** The names of the defined jobs (the operator's list, and a test's). */
  names(): string[] {
    return [...this.definitions.keys()];
  }

  async close(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
