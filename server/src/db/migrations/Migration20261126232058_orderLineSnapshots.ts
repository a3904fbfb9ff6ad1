import { Migration } from '@mikro-orm/migrations';

/**
 * Order lines record what their checkout billed (the product's title, the price of one item,
 * the currency charged) and outlive their product and store (ON DELETE SET NULL instead of
 * CASCADE, which erased paid orders' lines with a deleted product). Lines of orders already
 * past `new` are filled from what is known: the title from the product; the currency from the
 * order's payment intent (a succeeded one first); the price of one item, in an order of one
 * line, from the amount charged divided by the quantity (what its receipt showed), else from
 * the product's price now in that currency.
 */
export class Migration20261126232058_orderLineSnapshots extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_product_id_foreign";`);
    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_store_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_products" add column "product_title" jsonb null, add column "unit_price" numeric null, add column "currency_id" uuid null, add column "currency_slug" text null, add column "currency_symbol" text null;`);
    this.addSql(`alter table "ecommerce_orders_to_products" alter column "product_id" drop not null;`);
    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_product_id_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_store_id_foreign" foreign key ("store_id") references "ecommerce_stores" ("id") on update cascade on delete set null;`);

    // The title in the languages the product has one, else its admin title (as checkout records it).
    this.addSql(`update "ecommerce_orders_to_products" l
      set "product_title" = coalesce(
            (select jsonb_object_agg(t.key, t.value) from jsonb_each_text(p."title") t where btrim(t.value) <> ''),
            jsonb_build_object('en', p."admin_title"))
      from "ecommerce_orders" o, "ecommerce_products" p
      where o."id" = l."order_id" and o."status" <> 'new' and p."id" = l."product_id";`);

    this.addSql(`with "charge" as (
        select distinct on (op."order_id") op."order_id", pi."currency_id", pi."amount"
          from "ecommerce_orders_to_billing_module_payment_intents" op
          join "billing_payment_intents" pi on pi."id" = op."billing_module_payment_intent_id"
         order by op."order_id", (pi."status" = 'succeeded') desc, pi."created_at" desc
      ),
      "line" as (
        select l."id", l."product_id", l."quantity", ch."currency_id", ch."amount", count(*) over (partition by l."order_id") as "lines"
          from "ecommerce_orders_to_products" l
          join "ecommerce_orders" o on o."id" = l."order_id" and o."status" <> 'new'
          join "charge" ch on ch."order_id" = l."order_id"
      ),
      "priced" as (
        select line."id", line."currency_id",
               case when line."lines" = 1 then line."amount" / line."quantity"
                    else (select a."number" from "ecommerce_products_to_attributes" pa
                            join "ecommerce_attributes" a on a."id" = pa."attribute_id" and a."number" is not null
                            join "ecommerce_attribute_keys_to_attributes" ka on ka."attribute_id" = a."id"
                            join "ecommerce_attribute_keys" k on k."id" = ka."attribute_key_id" and k."kind" = 'price'
                            join "ecommerce_attributes_to_billing_module_currencies" ac on ac."attribute_id" = a."id" and ac."billing_module_currency_id" = line."currency_id"
                           where pa."product_id" = line."product_id"
                           order by pa."order_index", pa."created_at" limit 1)
               end as "price"
          from "line"
      )
      update "ecommerce_orders_to_products" l
         set "unit_price" = round(priced."price", least(8, greatest(2, scale(trim_scale(priced."price"))))),
             "currency_id" = c."id", "currency_slug" = c."slug", "currency_symbol" = c."symbol"
        from "priced" join "billing_currencies" c on c."id" = priced."currency_id"
       where l."id" = priced."id" and priced."price" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_product_id_foreign";`);
    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_store_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_products" drop column "product_title", drop column "unit_price", drop column "currency_id", drop column "currency_slug", drop column "currency_symbol";`);

    // Lines whose product is gone cannot be kept by a NOT NULL reference.
    this.addSql(`delete from "ecommerce_orders_to_products" where "product_id" is null;`);
    this.addSql(`alter table "ecommerce_orders_to_products" alter column "product_id" set not null;`);
    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_product_id_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_store_id_foreign" foreign key ("store_id") references "ecommerce_stores" ("id") on update cascade on delete cascade;`);
  }

}
