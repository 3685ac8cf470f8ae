import type { ActionLimits } from '../common/action-limits.js';
import type { ShopSettingsProvider } from '../common/settings.js';
import type { Tracing } from '../common/tracing.js';
import type { DatabaseHandle } from '../db/database.js';
import type { ThrottleLimits } from '../modules/auth/index.js';
import type { ChatLimits } from '../modules/chat/index.js';
import type { OrderHooks } from '../modules/orders/index.js';
import type { DeliveryReport } from '../modules/webhooks/index.js';
import type { WebSocketLimits } from '../websocket.js';

export interface StartOptions {
  /** Overrides for the auth throttles (tests use their own). */
  limits?: Partial<ThrottleLimits>;
  /** Test-only seams inside the order transaction (e.g. a failure after the stock decrement). */
  orderHooks?: OrderHooks;
  /** The time invoices are issued at (tests set it, e.g. to cross a financial year). */
  clock?: () => Date;
  /** The shop's editable figures (default: the shop's standard ones). */
  settings?: ShopSettingsProvider;
  /** Chat send limit overrides (tests use their own). */
  chatLimits?: Partial<ChatLimits>;
  /** Per-action limit overrides (tests use their own). */
  actionLimits?: Partial<ActionLimits>;
  /** Overrides for the WebSocket's limits (tests use short ones). */
  webSocket?: WebSocketLimits;
  /** Hears every webhook delivery attempt (the metrics' place; tests). */
  onWebhookDelivery?: (report: DeliveryReport) => void;
  /**
   * The database, already being opened (main.ts starts PostgreSQL while this module loads);
   * by default the server opens it.
   */
  database?: Promise<DatabaseHandle>;
  /** OpenTelemetry, started by main.ts before this module loaded (OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracing?: Tracing | undefined;
}
