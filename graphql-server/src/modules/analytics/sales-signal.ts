import type { Logger } from '../../common/logger.js';
import type { ShopPubSub } from '../../common/pubsub.js';

/** How long order events are gathered into one "sales changed" signal. */
export const SALES_SIGNAL_WINDOW_MS = 750;

/**
 * Gathers order events into at most one `SALES_CHANGED` publication per window: the first event
 * starts the window, the rest join it, and one signal leaves when it ends (so a steady stream still
 * gives a signal every window, unlike a debounce that waits for quiet). Each instance gathers its own
 * events; the pubsub (Redis when set) carries the signal to the admins on every instance.
 */
export class SalesSignal {
  private pending = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pubSub: ShopPubSub,
    private readonly log: Logger,
    private readonly windowMs = SALES_SIGNAL_WINDOW_MS,
  ) {}

  touch(): void {
    this.pending += 1;
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.windowMs);
    this.timer.unref();
  }

  private flush(): void {
    const events = this.pending;
    this.pending = 0;
    this.timer = undefined;
    try {
      this.pubSub.publish('SALES_CHANGED', { at: new Date().toISOString(), events });
    } catch (err) {
      this.log.error({ err }, 'sales signal failed');
    }
  }

  /** Stops a pending signal (shutdown). */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = 0;
  }
}
