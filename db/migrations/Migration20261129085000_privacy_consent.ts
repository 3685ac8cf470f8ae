import { Migration } from '@mikro-orm/migrations';

/** The privacy notice as it stood (the static page, last updated 24 April 2025): version 1. */
const FIRST_NOTICE = `This notice explains what Rupee Shop collects when you use our website, why we collect it, how long we keep it and the rights you have. We follow the Digital Personal Data Protection Act, 2023 and keep only what we need to run the shop.

## What we collect
- Account details: your name, e-mail address, mobile number and delivery address.
- Order details: what you bought, when, the amount paid and the delivery status.
- Payment details: the method you chose and, for cards, only the last four digits. We never store full card numbers or CVVs.
- Messages you send us through the contact form or support chat, and reviews you publish.
- The shipping addresses you save in your address book or use at checkout.

## Why we use it
- To deliver your orders, process returns and refunds, and keep your wallet balance correct.
- To send one-time passwords, your order confirmation, order updates in your notifications and, only if you subscribe and confirm, our offers newsletter.
- To prevent fraud and keep your account secure.

## Who we share it with
The courier receives your name, phone number and address to deliver a parcel. We do not sell your data to anyone.

## Your rights
You can see and correct your profile and saved addresses in User Details. There, under "Your data and privacy", you can download everything we hold about you (a JSON file), change your newsletter consent, or erase your account yourself. You can also write to our grievance officer with the form below: we answer within 90 days.

## Cookies and storage
We keep your sign-in in your browser's local storage so you stay logged in. We use no advertising trackers.`;

/**
 * Consent and the notice (issue 34, second part): newsletter addresses are confirmed by a mailed
 * link before any marketing (double opt-in); each consent records the wording shown; the privacy
 * notice is kept in versions an admin publishes (version 1 is the static page it replaces); a
 * privacy request records when its acknowledgement was mailed.
 */
export class Migration20261129085000_privacy_consent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table newsletter_subscriptions add column confirmed_at timestamptz null;`);
    this.addSql(`alter table consent_log add column wording text not null default '';`);
    this.addSql(`alter table privacy_requests add column acknowledged_at timestamptz null;`);
    this.addSql(`
      create table privacy_notices (
        version integer primary key,
        fiduciary_name text not null,
        fiduciary_contact text not null,
        officer_name text not null,
        officer_email text not null,
        body text not null,
        published_at timestamptz not null default now(),
        published_by uuid null references users (id) on delete set null
      );`);
    this.addSql(
      `insert into privacy_notices (version, fiduciary_name, fiduciary_contact, officer_name, officer_email, body, published_at)
       values (1, 'Rupee Shop', 'privacy@rupeeshop.in', 'Grievance Officer, Rupee Shop', 'privacy@rupeeshop.in', $notice$${FIRST_NOTICE}$notice$, '2025-04-24T00:00:00+05:30');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists privacy_notices;`);
    this.addSql(`alter table privacy_requests drop column if exists acknowledged_at;`);
    this.addSql(`alter table consent_log drop column if exists wording;`);
    this.addSql(`alter table newsletter_subscriptions drop column if exists confirmed_at;`);
  }
}
