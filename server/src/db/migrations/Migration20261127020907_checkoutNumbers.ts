import { Migration } from '@mikro-orm/migrations';

/**
 * A checkout's number for people (1001, 1002, ...): an invoice takes the next of a sequence
 * when it is made, and the orders it bills show it. Invoices already made are numbered in the
 * order they were made; their orders take the number of the invoice that billed them last.
 */
export class Migration20261127020907_checkoutNumbers extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "ecommerce_orders" add column "number" int null;`);
    this.addSql(`create index "ecommerce_orders_number_index" on "ecommerce_orders" ("number");`);

    this.addSql(`alter table "billing_invoices" add column "number" int null;`);
    this.addSql(`alter table "billing_invoices" add constraint "billing_invoices_number_unique" unique ("number");`);

    this.addSql(`create sequence "billing_invoice_numbers" start 1001;`);
    this.addSql(`update "billing_invoices" i set "number" = n."number"
      from (select "id", 1000 + row_number() over (order by "created_at", "id") as "number" from "billing_invoices") n
      where n."id" = i."id";`);
    this.addSql(`select setval('billing_invoice_numbers', greatest(1001, (select coalesce(max("number"), 0) + 1 from "billing_invoices")), false);`);
    this.addSql(`update "ecommerce_orders" o set "number" = last."number"
      from (select distinct on (op."order_id") op."order_id", i."number"
              from "ecommerce_orders_to_billing_module_payment_intents" op
              join "billing_payment_intents" pi on pi."id" = op."billing_module_payment_intent_id"
              join "billing_invoices" i on i."id" = pi."invoice_id"
             order by op."order_id", i."created_at" desc) last
      where last."order_id" = o."id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence "billing_invoice_numbers";`);
    this.addSql(`alter table "billing_invoices" drop constraint "billing_invoices_number_unique";`);
    this.addSql(`alter table "billing_invoices" drop column "number";`);

    this.addSql(`drop index "ecommerce_orders_number_index";`);
    this.addSql(`alter table "ecommerce_orders" drop column "number";`);
  }

}
