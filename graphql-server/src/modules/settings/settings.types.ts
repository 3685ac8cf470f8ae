import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PromoKind } from '../promos/index.js';

@ObjectType({ description: "The storefront's site settings (public)." })
export class SiteSettingsView {
  @Field(() => String)
  storeName!: string;

  @Field(() => String, { nullable: true })
  logoUrl!: string | null;

  @Field(() => String)
  contactEmail!: string;
}

@ObjectType({ description: 'A promo code as the admin manages it.' })
export class AdminPromoCode {
  @Field(() => String)
  code!: string;

  @Field(() => PromoKind)
  type!: PromoKind;

  @Field(() => Float, { description: 'Percent for percentage codes; rupees for fixed codes.' })
  value!: number;

  @Field(() => String)
  label!: string;

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true })
  usageLimit!: number | null;

  @Field(() => Int, { description: 'Orders that used the code.' })
  usedCount!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'One settings change: who, when, which section.' })
export class SettingsChangeView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'site, email, promo or password' })
  section!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  actorEmail!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('IndianState', { description: 'A state or union territory and its GST state code.' })
export class IndianStateView {
  @Field(() => String, { description: 'Two digits: the first two of a GSTIN, the place of supply code.' })
  code!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) unionTerritory!: boolean;
}

@ObjectType({ description: 'The seller printed on tax invoices; null fields are not set yet.' })
export class SellerSettingsView {
  @Field(() => String, { nullable: true }) legalName!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'GST state code.' }) stateCode!: string | null;
  @Field(() => String, { nullable: true }) gstin!: string | null;
  @Field(() => String) invoicePrefix!: string;
}

@ObjectType()
export class SellerSettingsPayload {
  @Field(() => String) message!: string;
  @Field(() => SellerSettingsView) seller!: SellerSettingsView;
}

@ObjectType({ description: 'Everything the admin Settings tab shows. The mail password is never returned.' })
export class AdminSettingsView extends SiteSettingsView {
  @Field(() => String, { nullable: true })
  emailUser!: string | null;

  @Field(() => Boolean, { description: 'Whether a mail password is stored (never the password).' })
  emailPassSet!: boolean;

  @Field(() => Boolean, { description: 'Whether SMTP_URL is set (else mail goes to the outbox).' })
  smtpConfigured!: boolean;

  @Field(() => SellerSettingsView, { description: 'The seller on tax invoices.' })
  seller!: SellerSettingsView;

  @Field(() => Float, { description: 'Cash on delivery is offered up to this order value (₹); 0 = off.' })
  codLimit!: number;

  @Field(() => [AdminPromoCode])
  promoCodes!: AdminPromoCode[];

  @Field(() => [SettingsChangeView], { description: 'The last settings changes, newest first.' })
  recentChanges!: SettingsChangeView[];
}

@ObjectType()
export class SiteSettingsPayload {
  @Field(() => String)
  message!: string;

  @Field(() => SiteSettingsView)
  settings!: SiteSettingsView;
}

@ObjectType({ description: 'Saved; and whether the SMTP login with these credentials worked.' })
export class EmailSettingsPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Boolean, { nullable: true, description: 'null when no SMTP server is configured.' })
  smtpLoginOk!: boolean | null;

  @Field(() => String)
  smtpMessage!: string;
}

@ObjectType()
export class PromoCodePayload {
  @Field(() => String)
  message!: string;

  @Field(() => AdminPromoCode)
  promoCode!: AdminPromoCode;
}

@ObjectType()
export class PromoCodeDeletePayload {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  message!: string;
}
