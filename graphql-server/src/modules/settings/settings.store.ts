import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../common/logger.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { openSecret } from '../../common/sealed.js';
import type { ShopSettings, ShopSettingsProvider } from '../../common/settings.js';
import { SiteSettingsRow } from './settings.entity.js';

type Figures = Pick<ShopSettings, 'gstPercent' | 'cancellationFeePercent' | 'returnWindowMs'>;

/**
 * The stored settings as the services read them: loaded once at start, then kept in memory until
 * they change. A change on this instance reloads before the request answers (the settings
 * listener); other instances hear SETTINGS_CHANGED through the pubsub (Redis when configured) and
 * reload within moments. `current()` never touches the database.
 */
export class SettingsStore implements ShopSettingsProvider {
  private cached: ShopSettings | undefined;
  private subscription: AsyncIterator<unknown> | undefined;

  constructor(
    private readonly deps: {
      em: () => EntityManager;
      figures: Figures;
      key: Uint8Array;
      pubSub: ShopPubSub;
      log: Logger;
    },
  ) {}

  current(): ShopSettings {
    if (!this.cached) throw new Error('settings store used before start()');
    return this.cached;
  }

  /** Loads the settings and starts listening for changes made elsewhere. */
  async start(): Promise<void> {
    await this.reload();
    const iterator = this.deps.pubSub.subscribe('SETTINGS_CHANGED')[Symbol.asyncIterator]();
    this.subscription = iterator;
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        await this.reloadWithRetry();
      }
    })();
  }

  /**
   * Reads the settings again because a change made elsewhere may have gone unheard (the pubsub's
   * connection was lost meanwhile).
   */
  resync(): Promise<void> {
    return this.reloadWithRetry();
  }

  /** A reload after a change heard from elsewhere: a failed read is tried again, up to five times. */
  private async reloadWithRetry(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.reload();
        return;
      } catch (err) {
        if (attempt === 5) {
          this.deps.log.error({ err }, 'reloading settings after a change failed; keeping the old copy');
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  async reload(): Promise<ShopSettings> {
    const row = await this.deps
      .em()
      .findOneOrFail(SiteSettingsRow, { id: 1 }, { populate: ['emailPassSealed'], refresh: true });
    const pass = row.emailPassSealed ? openSecret(this.deps.key, row.emailPassSealed) : null;
    if (row.emailPassSealed && pass === null)
      this.deps.log.warn('the stored mail password cannot be opened with this key: using SMTP_URL as it is');
    this.cached = Object.freeze({
      ...this.deps.figures,
      shopName: row.storeName,
      logoUrl: row.logoUrl,
      contactEmail: row.contactEmail,
      codLimitPaise: row.codLimitPaise,
      mailUser: row.emailUser,
      mailLogin: row.emailUser && pass !== null ? { user: row.emailUser, pass } : null,
      seller: Object.freeze({
        legalName: row.sellerLegalName,
        address: row.sellerAddress,
        stateCode: row.sellerStateCode,
        gstin: row.sellerGstin,
        invoicePrefix: row.invoicePrefix,
      }),
    });
    return this.cached;
  }

  async close(): Promise<void> {
    await this.subscription?.return?.();
  }
}
