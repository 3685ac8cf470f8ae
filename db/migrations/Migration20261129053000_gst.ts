import { Migration } from '@mikro-orm/migrations';

/**
 * GST (issue 33): the seller's details in the settings row, HSN codes on categories (overridable
 * per product), the place of supply on shipping addresses (orders and the address book) and an
 * optional buyer GSTIN and business name on orders. Existing orders and addresses have no state
 * (null): their GST is shown as IGST, as before nothing was split.
 */
export class Migration20261129053000_gst extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table site_settings
        add column seller_legal_name text null,
        add column seller_address text null,
        add column seller_state_code text null check (seller_state_code ~ '^[0-9]{2}$'),
        add column seller_gstin text null check (seller_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
        add column invoice_prefix text not null default 'RS' check (invoice_prefix ~ '^[A-Z0-9]{1,3}$');`);
    this.addSql('alter table settings_changes drop constraint if exists settings_changes_section_check;');
    this.addSql(`alter table settings_changes add constraint settings_changes_section_check
      check (section in ('site', 'email', 'promo', 'password', 'seller'));`);
    this.addSql(
      `alter table categories add column hsn_code text null check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');`,
    );
    this.addSql(
      `alter table products add column hsn_code text null check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');`,
    );
    this.addSql(`alter table addresses add column state_code text null check (state_code ~ '^[0-9]{2}$');`);
    this.addSql(`
      alter table orders
        add column shipping_state_code text null check (shipping_state_code ~ '^[0-9]{2}$'),
        add column buyer_gstin text null check (buyer_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
        add column buyer_business_name text null check (char_length(buyer_business_name) <= 200),
        add constraint orders_business_gstin check ((buyer_gstin is null) = (buyer_business_name is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table orders drop constraint if exists orders_business_gstin,
        drop column shipping_state_code, drop column buyer_gstin, drop column buyer_business_name;`);
    this.addSql('alter table addresses drop column state_code;');
    this.addSql(`delete from settings_changes where section = 'seller';`);
    this.addSql('alter table settings_changes drop constraint if exists settings_changes_section_check;');
    this.addSql(`alter table settings_changes add constraint settings_changes_section_check
      check (section in ('site', 'email', 'promo', 'password'));`);
    this.addSql('alter table products drop column hsn_code;');
    this.addSql('alter table categories drop column hsn_code;');
    this.addSql(`
      alter table site_settings drop column seller_legal_name, drop column seller_address,
        drop column seller_state_code, drop column seller_gstin, drop column invoice_prefix;`);
  }
}
