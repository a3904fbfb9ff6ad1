import { Migration } from '@mikro-orm/migrations';

/**
 * When an invoice was paid, what the admin's dashboard counts a day's and a week's sales by
 * (its update time moves with any later edit). Invoices paid before it are taken as paid at
 * their last update: their settlement, unless an admin edited them since.
 */
export class Migration20261127051857_invoicePaidTime extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "billing_invoices" add column "paid_at" timestamptz(3) null;`);
    this.addSql(`create index "billing_invoices_paid_at_index" on "billing_invoices" ("paid_at");`);
    this.addSql(`update "billing_invoices" set "paid_at" = "updated_at" where "status" = 'paid';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "billing_invoices_paid_at_index";`);
    this.addSql(`alter table "billing_invoices" drop column "paid_at";`);
  }

}
