import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The one row of site and mail settings (id 1). The mail password is sealed, never plain. */
@Entity({ tableName: 'site_settings' })
export class SiteSettingsRow {
  [OptionalProps]?:
    | 'updatedAt'
    | 'logoUrl'
    | 'emailUser'
    | 'emailPassSealed'
    | 'sellerLegalName'
    | 'sellerAddress'
    | 'sellerStateCode'
    | 'sellerGstin'
    | 'invoicePrefix'
    | 'codLimitPaise';

  @PrimaryKey({ type: 'smallint' })
  id: number = 1;

  @Property({ type: 'text' })
  storeName!: string;

  @Property({ type: 'text', nullable: true })
  logoUrl: string | null = null;

  @Property({ type: 'text' })
  contactEmail!: string;

  @Property({ type: 'text', nullable: true })
  emailUser: string | null = null;

  /** AES-256-GCM (`common/sealed.ts`); never leaves the server. */
  @Property({ type: 'text', nullable: true, lazy: true })
  emailPassSealed: string | null = null;

  /** The seller on tax invoices (docs/gst.md). */
  @Property({ type: 'text', nullable: true }) sellerLegalName: string | null = null;
  @Property({ type: 'text', nullable: true }) sellerAddress: string | null = null;
  /** GST state code of the seller's place of business: decides CGST + SGST against IGST. */
  @Property({ type: 'text', nullable: true }) sellerStateCode: string | null = null;
  @Property({ type: 'text', nullable: true }) sellerGstin: string | null = null;
  /** 1 to 3 capitals or digits: `RS` gives invoices `RS/26-27/000001`, credit notes `RSC/…`. */
  @Property({ type: 'text' }) invoicePrefix: string = 'RS';
  /** The largest order value (amount payable) offered cash on delivery, in paise; 0 = off. */
  @Property({ type: 'integer' }) codLimitPaise: number = 1_000_000;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

export type SettingsSection = 'site' | 'email' | 'promo' | 'password' | 'seller';

/** One settings change: who, when, which section, and what in a few words. */
@Entity({ tableName: 'settings_changes' })
export class SettingsChange {
  [OptionalProps]?: 'createdAt' | 'actorId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  section!: SettingsSection;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'text' })
  actorEmail!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
