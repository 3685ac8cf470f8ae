import type { Logger } from '../common/logger.js';

/** Undoes what a start-up step made (closes a pool, stops a worker). */
export type Cleanup = () => Promise<void> | void;

/**
 * Cleanups in the order their things were made. `run` undoes them newest first (the HTTP server
 * before the services it calls, the database last), each failure logged and the rest still run;
 * a second `run` has nothing left to do.
 */
export class Teardown {
  private readonly steps: Cleanup[];

  constructor(
    private readonly log: Logger,
    first: Cleanup[] = [],
  ) {
    this.steps = [...first];
  }

  add(step: Cleanup): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (err) {
        this.log.error({ err }, 'error during shutdown');
      }
    }
  }
}

/** A start-up phase's answer: what it made, and the one cleanup that undoes all of it. */
export interface Phase<T> {
  made: T;
  cleanup: Cleanup;
}

/**
 * Runs a phase with a teardown of its own: `defer` registers the cleanup of each thing it makes.
 * When the phase fails, what it made so far is undone before the error goes on; when it succeeds,
 * its cleanup undoes it all, newest first.
 */
export async function phase<T>(
  log: Logger,
  make: (defer: (step: Cleanup) => void) => Promise<T>,
): Promise<Phase<T>> {
  const own = new Teardown(log);
  try {
    const made = await make((step) => own.add(step));
    return { made, cleanup: () => own.run() };
  } catch (err) {
    await own.run();
    throw err;
  }
}
