import type { Logger } from './logger.js';

/**
 * Work that must not delay an answer (a reset mail: its lookups and writes would tell by their duration whether
 * an address has an account). It starts once the current request handling has yielded, its failures are logged,
 * and shutdown waits for whatever is still running. A job runner can replace it when one exists.
 */
export class AfterResponse {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(what: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.logger.error({ err: { name: (err as Error)?.name, message: (err as Error)?.message }, task: what }, 'background task failed'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every task started so far has finished. */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
