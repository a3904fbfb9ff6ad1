import { Migration } from '@mikro-orm/migrations';

/** The words of the built-in order mail (notification's dispatcher), as they were when this ran. */
const STOCK_ORDER_SUBJECT = { en: 'Order {{number}}: {{status}}', ru: 'Заказ {{number}}: {{status}}' };
const STOCK_ORDER_BODY = {
  en: 'Hello!\n\n{{next}}\n\nOrder {{number}}\n{{items}}\nTotal: {{total}}\n\nYour order: {{siteUrl}}/billing/invoices/{{invoiceId}}\n\n{{siteName}}',
  ru: 'Здравствуйте!\n\n{{next}}\n\nЗаказ {{number}}\n{{items}}\nИтого: {{total}}\n\nВаш заказ: {{siteUrl}}/billing/invoices/{{invoiceId}}\n\n{{siteName}}',
};

const jsonLiteral = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'`;

/**
 * What a buyer gets is per checkout: a receipt job per invoice (not per order), the language
 * the checkout was made in (its mails are written in it), and on each order the status its
 * buyer was last told of. Jobs already made move to their order's paid invoice (one kept per
 * invoice); orders already paid count as told of their status. The stock order template of
 * the demo (an order id and a bare status, nothing else) takes the words of the built-in one.
 */
export class Migration20261127022305_checkoutReceiptsAndMails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "ecommerce_receipt_jobs" drop constraint "ecommerce_receipt_jobs_order_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders" add column "status_told" text check ("status_told" in ('new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled')) null;`);

    this.addSql(`alter table "billing_invoices" add column "language" text check ("language" in ('en', 'ru')) not null default 'en';`);

    this.addSql(`alter table "ecommerce_receipt_jobs" drop constraint "ecommerce_receipt_jobs_order_id_unique";`);

    this.addSql(`alter table "ecommerce_receipt_jobs" rename column "order_id" to "invoice_id";`);
    this.addSql(`update "ecommerce_receipt_jobs" j set "invoice_id" = paid."invoice_id"
      from (select distinct on (op."order_id") op."order_id", pi."invoice_id"
              from "ecommerce_orders_to_billing_module_payment_intents" op
              join "billing_payment_intents" pi on pi."id" = op."billing_module_payment_intent_id" and pi."status" = 'succeeded'
             order by op."order_id", pi."created_at" desc) paid
      where paid."order_id" = j."invoice_id";`);
    this.addSql(`delete from "ecommerce_receipt_jobs" j where not exists (select 1 from "billing_invoices" i where i."id" = j."invoice_id");`);
    this.addSql(`delete from "ecommerce_receipt_jobs" j using "ecommerce_receipt_jobs" k
      where k."invoice_id" = j."invoice_id" and (k."created_at", k."id") < (j."created_at", j."id");`);
    this.addSql(`update "ecommerce_orders" o set "status_told" = o."status"
      where o."status" in ('approving', 'packaging', 'delivering', 'delivered', 'canceled') and exists (
        select 1 from "ecommerce_orders_to_billing_module_payment_intents" op
          join "billing_payment_intents" pi on pi."id" = op."billing_module_payment_intent_id" and pi."status" = 'succeeded'
         where op."order_id" = o."id");`);
    this.addSql(`update "notification_templates"
        set "subject" = ${jsonLiteral(STOCK_ORDER_SUBJECT)}::jsonb, "body" = ${jsonLiteral(STOCK_ORDER_BODY)}::jsonb
      where "variant" = 'order-status-changed' and "body"->>'en' = 'Hello! Your order {{orderId}} is now {{status}}.';`);
    this.addSql(`alter table "ecommerce_receipt_jobs" add constraint "ecommerce_receipt_jobs_invoice_id_foreign" foreign key ("invoice_id") references "billing_invoices" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_receipt_jobs" add constraint "ecommerce_receipt_jobs_invoice_id_unique" unique ("invoice_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ecommerce_receipt_jobs" drop constraint "ecommerce_receipt_jobs_invoice_id_foreign";`);

    this.addSql(`alter table "billing_invoices" drop column "language";`);

    this.addSql(`alter table "ecommerce_orders" drop column "status_told";`);

    this.addSql(`alter table "ecommerce_receipt_jobs" drop constraint "ecommerce_receipt_jobs_invoice_id_unique";`);

    this.addSql(`alter table "ecommerce_receipt_jobs" rename column "invoice_id" to "order_id";`);
    // A job per order again: each invoice's job for the first of its orders.
    this.addSql(`update "ecommerce_receipt_jobs" j set "order_id" = (select min(op."order_id"::text)::uuid
        from "ecommerce_orders_to_billing_module_payment_intents" op
        join "billing_payment_intents" pi on pi."id" = op."billing_module_payment_intent_id"
       where pi."invoice_id" = j."order_id");`);
    this.addSql(`delete from "ecommerce_receipt_jobs" where "order_id" is null;`);
    this.addSql(`alter table "ecommerce_receipt_jobs" add constraint "ecommerce_receipt_jobs_order_id_foreign" foreign key ("order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_receipt_jobs" add constraint "ecommerce_receipt_jobs_order_id_unique" unique ("order_id");`);
  }

}
