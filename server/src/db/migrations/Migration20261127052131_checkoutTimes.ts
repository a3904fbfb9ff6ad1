import { Migration } from '@mikro-orm/migrations';

/**
 * When an order's checkout was made, beside its number: the admin's orders screen lists and
 * filters orders by it (an order's own `created_at` is when its product went into the cart).
 * Orders already checked out take the time of the invoice of their number.
 */
export class Migration20261127052131_checkoutTimes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "ecommerce_orders" add column "checked_out_at" timestamptz(3) null;`);
    this.addSql(`create index "ecommerce_orders_checked_out_at_index" on "ecommerce_orders" ("checked_out_at");`);
    this.addSql(`update "ecommerce_orders" o set "checked_out_at" = i."created_at"
      from "billing_invoices" i where i."number" = o."number";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "ecommerce_orders_checked_out_at_index";`);
    this.addSql(`alter table "ecommerce_orders" drop column "checked_out_at";`);
  }

}
