import { Migration } from '@mikro-orm/migrations';

/**
 * One-time codes that prove a new login e-mail (sent to the new address; the payload names the
 * account). Another purpose added later drops and re-adds this check with every purpose listed.
 */
export class Migration20261129010000_email_change_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table one_time_codes drop constraint one_time_codes_purpose_check;`);
    this.addSql(`alter table one_time_codes add constraint one_time_codes_purpose_check
      check (purpose in ('register', 'reset', 'email_change'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from one_time_codes where purpose = 'email_change';`);
    this.addSql(`alter table one_time_codes drop constraint one_time_codes_purpose_check;`);
    this.addSql(`alter table one_time_codes add constraint one_time_codes_purpose_check
      check (purpose in ('register', 'reset'));`);
  }
}
