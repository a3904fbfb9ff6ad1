import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030526_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "agent_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "agent_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "agent_widgets_created_at_index" on "agent_widgets" ("created_at");`);
    this.addSql(`create index "agent_widgets_variant_index" on "agent_widgets" ("variant");`);
    this.addSql(`alter table "agent_widgets" add constraint "agent_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "analytic_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "analytic_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "analytic_widgets_created_at_index" on "analytic_widgets" ("created_at");`);
    this.addSql(`create index "analytic_widgets_variant_index" on "analytic_widgets" ("variant");`);
    this.addSql(`alter table "analytic_widgets" add constraint "analytic_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "billing_currencies" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "symbol" text null, "is_default" boolean not null default false, constraint "billing_currencies_pkey" primary key ("id"));`);
    this.addSql(`create index "billing_currencies_created_at_index" on "billing_currencies" ("created_at");`);
    this.addSql(`create index "billing_currencies_variant_index" on "billing_currencies" ("variant");`);
    this.addSql(`alter table "billing_currencies" add constraint "billing_currencies_slug_unique" unique ("slug");`);

    this.addSql(`create table "billing_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "billing_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "billing_widgets_created_at_index" on "billing_widgets" ("created_at");`);
    this.addSql(`create index "billing_widgets_variant_index" on "billing_widgets" ("variant");`);
    this.addSql(`alter table "billing_widgets" add constraint "billing_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "blog_articles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "blog_articles_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_articles_created_at_index" on "blog_articles" ("created_at");`);
    this.addSql(`create index "blog_articles_variant_index" on "blog_articles" ("variant");`);
    this.addSql(`alter table "blog_articles" add constraint "blog_articles_slug_unique" unique ("slug");`);

    this.addSql(`create table "blog_categories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "blog_categories_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_categories_created_at_index" on "blog_categories" ("created_at");`);
    this.addSql(`create index "blog_categories_variant_index" on "blog_categories" ("variant");`);
    this.addSql(`alter table "blog_categories" add constraint "blog_categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "blog_categories_to_articles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "category_id" uuid not null, "article_id" uuid not null, constraint "blog_categories_to_articles_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_categories_to_articles_created_at_index" on "blog_categories_to_articles" ("created_at");`);
    this.addSql(`create index "blog_categories_to_articles_variant_index" on "blog_categories_to_articles" ("variant");`);
    this.addSql(`create index "blog_categories_to_articles_order_index_index" on "blog_categories_to_articles" ("order_index");`);
    this.addSql(`create index "blog_categories_to_articles_category_id_index" on "blog_categories_to_articles" ("category_id");`);
    this.addSql(`create index "blog_categories_to_articles_article_id_index" on "blog_categories_to_articles" ("article_id");`);

    this.addSql(`create table "blog_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "blog_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_widgets_created_at_index" on "blog_widgets" ("created_at");`);
    this.addSql(`create index "blog_widgets_variant_index" on "blog_widgets" ("variant");`);
    this.addSql(`alter table "blog_widgets" add constraint "blog_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "blog_widgets_to_articles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "article_id" uuid not null, constraint "blog_widgets_to_articles_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_widgets_to_articles_created_at_index" on "blog_widgets_to_articles" ("created_at");`);
    this.addSql(`create index "blog_widgets_to_articles_variant_index" on "blog_widgets_to_articles" ("variant");`);
    this.addSql(`create index "blog_widgets_to_articles_order_index_index" on "blog_widgets_to_articles" ("order_index");`);
    this.addSql(`create index "blog_widgets_to_articles_widget_id_index" on "blog_widgets_to_articles" ("widget_id");`);
    this.addSql(`create index "blog_widgets_to_articles_article_id_index" on "blog_widgets_to_articles" ("article_id");`);

    this.addSql(`create table "crm_forms" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "crm_forms_pkey" primary key ("id"));`);
    this.addSql(`create index "crm_forms_created_at_index" on "crm_forms" ("created_at");`);
    this.addSql(`create index "crm_forms_variant_index" on "crm_forms" ("variant");`);
    this.addSql(`alter table "crm_forms" add constraint "crm_forms_slug_unique" unique ("slug");`);

    this.addSql(`create table "crm_inputs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "type" text check ("type" in ('default', 'text-default', 'textarea-default', 'number-default')) not null default 'default', "is_required" boolean not null default false, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "label" jsonb not null default '{}', "placeholder" jsonb not null default '{}', constraint "crm_inputs_pkey" primary key ("id"));`);
    this.addSql(`create index "crm_inputs_created_at_index" on "crm_inputs" ("created_at");`);
    this.addSql(`create index "crm_inputs_variant_index" on "crm_inputs" ("variant");`);
    this.addSql(`alter table "crm_inputs" add constraint "crm_inputs_slug_unique" unique ("slug");`);

    this.addSql(`create table "crm_forms_to_inputs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "form_id" uuid not null, "input_id" uuid not null, constraint "crm_forms_to_inputs_pkey" primary key ("id"));`);
    this.addSql(`create index "crm_forms_to_inputs_created_at_index" on "crm_forms_to_inputs" ("created_at");`);
    this.addSql(`create index "crm_forms_to_inputs_variant_index" on "crm_forms_to_inputs" ("variant");`);
    this.addSql(`create index "crm_forms_to_inputs_order_index_index" on "crm_forms_to_inputs" ("order_index");`);
    this.addSql(`create index "crm_forms_to_inputs_form_id_index" on "crm_forms_to_inputs" ("form_id");`);
    this.addSql(`create index "crm_forms_to_inputs_input_id_index" on "crm_forms_to_inputs" ("input_id");`);

    this.addSql(`create table "crm_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "crm_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "crm_widgets_created_at_index" on "crm_widgets" ("created_at");`);
    this.addSql(`create index "crm_widgets_variant_index" on "crm_widgets" ("variant");`);
    this.addSql(`alter table "crm_widgets" add constraint "crm_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "crm_widgets_to_forms" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "form_id" uuid not null, constraint "crm_widgets_to_forms_pkey" primary key ("id"));`);
    this.addSql(`create index "crm_widgets_to_forms_created_at_index" on "crm_widgets_to_forms" ("created_at");`);
    this.addSql(`create index "crm_widgets_to_forms_variant_index" on "crm_widgets_to_forms" ("variant");`);
    this.addSql(`create index "crm_widgets_to_forms_order_index_index" on "crm_widgets_to_forms" ("order_index");`);
    this.addSql(`create index "crm_widgets_to_forms_widget_id_index" on "crm_widgets_to_forms" ("widget_id");`);
    this.addSql(`create index "crm_widgets_to_forms_form_id_index" on "crm_widgets_to_forms" ("form_id");`);

    this.addSql(`create table "ecommerce_attributes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "string" jsonb not null default '{}', "number" numeric null, "boolean" boolean null, "date" date null, "datetime" timestamptz null, constraint "ecommerce_attributes_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_attributes_created_at_index" on "ecommerce_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_attributes_variant_index" on "ecommerce_attributes" ("variant");`);

    this.addSql(`create table "ecommerce_attribute_keys" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "type" text check ("type" in ('string', 'number', 'boolean', 'date', 'datetime')) not null default 'string', "kind" text check ("kind" in ('feature', 'price', 'interval')) not null default 'feature', "title" jsonb not null default '{}', "prefix" jsonb not null default '{}', "suffix" jsonb not null default '{}', constraint "ecommerce_attribute_keys_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_attribute_keys_created_at_index" on "ecommerce_attribute_keys" ("created_at");`);
    this.addSql(`create index "ecommerce_attribute_keys_variant_index" on "ecommerce_attribute_keys" ("variant");`);
    this.addSql(`alter table "ecommerce_attribute_keys" add constraint "ecommerce_attribute_keys_slug_unique" unique ("slug");`);
    this.addSql(`create index "ecommerce_attribute_keys_kind_index" on "ecommerce_attribute_keys" ("kind");`);

    this.addSql(`create table "ecommerce_attribute_keys_to_attributes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "attribute_key_id" uuid not null, "attribute_id" uuid not null, constraint "ecommerce_attribute_keys_to_attributes_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_created_at_index" on "ecommerce_attribute_keys_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_variant_index" on "ecommerce_attribute_keys_to_attributes" ("variant");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_order_index_index" on "ecommerce_attribute_keys_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_key_id_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_key_id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_id_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_id");`);

    this.addSql(`create table "ecommerce_attributes_to_billing_module_currencies" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "attribute_id" uuid not null, "billing_module_currency_id" uuid not null, constraint "ecommerce_attributes_to_billing_module_currencies_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__17d9e_index" on "ecommerce_attributes_to_billing_module_currencies" ("created_at");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies_variant_index" on "ecommerce_attributes_to_billing_module_currencies" ("variant");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__645b4_index" on "ecommerce_attributes_to_billing_module_currencies" ("order_index");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__8c97c_index" on "ecommerce_attributes_to_billing_module_currencies" ("attribute_id");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__02c1e_index" on "ecommerce_attributes_to_billing_module_currencies" ("billing_module_currency_id");`);

    this.addSql(`create table "ecommerce_categories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "ecommerce_categories_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_categories_created_at_index" on "ecommerce_categories" ("created_at");`);
    this.addSql(`create index "ecommerce_categories_variant_index" on "ecommerce_categories" ("variant");`);
    this.addSql(`alter table "ecommerce_categories" add constraint "ecommerce_categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "ecommerce_orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "status" text check ("status" in ('new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled')) not null default 'new', "type" text check ("type" in ('cart', 'history')) not null default 'cart', "receipt" text not null default '', "comment" text null, constraint "ecommerce_orders_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_orders_created_at_index" on "ecommerce_orders" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_variant_index" on "ecommerce_orders" ("variant");`);
    this.addSql(`create index "ecommerce_orders_status_index" on "ecommerce_orders" ("status");`);
    this.addSql(`create index "ecommerce_orders_type_index" on "ecommerce_orders" ("type");`);

    this.addSql(`create table "ecommerce_orders_to_billing_module_currencies" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "order_id" uuid not null, "billing_module_currency_id" uuid not null, constraint "ecommerce_orders_to_billing_module_currencies_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_created_at_index" on "ecommerce_orders_to_billing_module_currencies" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_variant_index" on "ecommerce_orders_to_billing_module_currencies" ("variant");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_order_index_index" on "ecommerce_orders_to_billing_module_currencies" ("order_index");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_order_id_index" on "ecommerce_orders_to_billing_module_currencies" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_bill_239bb_index" on "ecommerce_orders_to_billing_module_currencies" ("billing_module_currency_id");`);

    this.addSql(`create table "ecommerce_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "short_description" jsonb not null default '{}', "description" jsonb not null default '{}', "type" text check ("type" in ('one_off', 'subscription')) not null default 'one_off', constraint "ecommerce_products_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_products_created_at_index" on "ecommerce_products" ("created_at");`);
    this.addSql(`create index "ecommerce_products_variant_index" on "ecommerce_products" ("variant");`);
    this.addSql(`alter table "ecommerce_products" add constraint "ecommerce_products_slug_unique" unique ("slug");`);

    this.addSql(`create table "ecommerce_categories_to_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "category_id" uuid not null, "product_id" uuid not null, constraint "ecommerce_categories_to_products_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_categories_to_products_created_at_index" on "ecommerce_categories_to_products" ("created_at");`);
    this.addSql(`create index "ecommerce_categories_to_products_variant_index" on "ecommerce_categories_to_products" ("variant");`);
    this.addSql(`create index "ecommerce_categories_to_products_order_index_index" on "ecommerce_categories_to_products" ("order_index");`);
    this.addSql(`create index "ecommerce_categories_to_products_category_id_index" on "ecommerce_categories_to_products" ("category_id");`);
    this.addSql(`create index "ecommerce_categories_to_products_product_id_index" on "ecommerce_categories_to_products" ("product_id");`);

    this.addSql(`create table "blog_articles_to_ecommerce_module_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "article_id" uuid not null, "ecommerce_module_product_id" uuid not null, constraint "blog_articles_to_ecommerce_module_products_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_created_at_index" on "blog_articles_to_ecommerce_module_products" ("created_at");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_variant_index" on "blog_articles_to_ecommerce_module_products" ("variant");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_order_index_index" on "blog_articles_to_ecommerce_module_products" ("order_index");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_article_id_index" on "blog_articles_to_ecommerce_module_products" ("article_id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_ecommer_b3b8d_index" on "blog_articles_to_ecommerce_module_products" ("ecommerce_module_product_id");`);

    this.addSql(`create table "ecommerce_products_to_attributes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "product_id" uuid not null, "attribute_id" uuid not null, constraint "ecommerce_products_to_attributes_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_products_to_attributes_created_at_index" on "ecommerce_products_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_products_to_attributes_variant_index" on "ecommerce_products_to_attributes" ("variant");`);
    this.addSql(`create index "ecommerce_products_to_attributes_order_index_index" on "ecommerce_products_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_products_to_attributes_product_id_index" on "ecommerce_products_to_attributes" ("product_id");`);
    this.addSql(`create index "ecommerce_products_to_attributes_attribute_id_index" on "ecommerce_products_to_attributes" ("attribute_id");`);

    this.addSql(`create table "ecommerce_stores" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "short_description" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "ecommerce_stores_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_stores_created_at_index" on "ecommerce_stores" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_variant_index" on "ecommerce_stores" ("variant");`);
    this.addSql(`alter table "ecommerce_stores" add constraint "ecommerce_stores_slug_unique" unique ("slug");`);

    this.addSql(`create table "ecommerce_orders_to_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "order_id" uuid not null, "product_id" uuid not null, "store_id" uuid null, "quantity" int not null default 1, constraint "ecommerce_orders_to_products_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_orders_to_products_created_at_index" on "ecommerce_orders_to_products" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_products_variant_index" on "ecommerce_orders_to_products" ("variant");`);
    this.addSql(`create index "ecommerce_orders_to_products_order_index_index" on "ecommerce_orders_to_products" ("order_index");`);
    this.addSql(`create index "ecommerce_orders_to_products_order_id_index" on "ecommerce_orders_to_products" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_products_product_id_index" on "ecommerce_orders_to_products" ("product_id");`);
    this.addSql(`create index "ecommerce_orders_to_products_store_id_index" on "ecommerce_orders_to_products" ("store_id");`);

    this.addSql(`create table "ecommerce_stores_to_attributes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "store_id" uuid not null, "attribute_id" uuid not null, constraint "ecommerce_stores_to_attributes_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_stores_to_attributes_created_at_index" on "ecommerce_stores_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_variant_index" on "ecommerce_stores_to_attributes" ("variant");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_order_index_index" on "ecommerce_stores_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_store_id_index" on "ecommerce_stores_to_attributes" ("store_id");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_attribute_id_index" on "ecommerce_stores_to_attributes" ("attribute_id");`);

    this.addSql(`create table "ecommerce_stores_to_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "store_id" uuid not null, "product_id" uuid not null, "sku" text not null, constraint "ecommerce_stores_to_products_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_stores_to_products_created_at_index" on "ecommerce_stores_to_products" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_to_products_variant_index" on "ecommerce_stores_to_products" ("variant");`);
    this.addSql(`create index "ecommerce_stores_to_products_order_index_index" on "ecommerce_stores_to_products" ("order_index");`);
    this.addSql(`create index "ecommerce_stores_to_products_store_id_index" on "ecommerce_stores_to_products" ("store_id");`);
    this.addSql(`create index "ecommerce_stores_to_products_product_id_index" on "ecommerce_stores_to_products" ("product_id");`);
    this.addSql(`alter table "ecommerce_stores_to_products" add constraint "ecommerce_stores_to_products_sku_unique" unique ("sku");`);

    this.addSql(`create table "ecommerce_stores_to_products_to_attributes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "stores_to_products_id" uuid not null, "attribute_id" uuid not null, constraint "ecommerce_stores_to_products_to_attributes_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_created_at_index" on "ecommerce_stores_to_products_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_variant_index" on "ecommerce_stores_to_products_to_attributes" ("variant");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_order_index_index" on "ecommerce_stores_to_products_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_stores__1953d_index" on "ecommerce_stores_to_products_to_attributes" ("stores_to_products_id");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_attribute_id_index" on "ecommerce_stores_to_products_to_attributes" ("attribute_id");`);

    this.addSql(`create table "ecommerce_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "ecommerce_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_widgets_created_at_index" on "ecommerce_widgets" ("created_at");`);
    this.addSql(`create index "ecommerce_widgets_variant_index" on "ecommerce_widgets" ("variant");`);
    this.addSql(`alter table "ecommerce_widgets" add constraint "ecommerce_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "ecommerce_widgets_to_stores" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "store_id" uuid not null, constraint "ecommerce_widgets_to_stores_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_widgets_to_stores_created_at_index" on "ecommerce_widgets_to_stores" ("created_at");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_variant_index" on "ecommerce_widgets_to_stores" ("variant");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_order_index_index" on "ecommerce_widgets_to_stores" ("order_index");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_widget_id_index" on "ecommerce_widgets_to_stores" ("widget_id");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_store_id_index" on "ecommerce_widgets_to_stores" ("store_id");`);

    this.addSql(`create table "file_storage_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "file" text not null, "mime_type" text null, "width" int null, "height" int null, "size" int null, "extension" text null, "alt" text null, "provider" text check ("provider" in ('local', 'aws-s3', 'vercel-blob')) null, "container_class_name" text null, constraint "file_storage_files_pkey" primary key ("id"));`);
    this.addSql(`create index "file_storage_files_created_at_index" on "file_storage_files" ("created_at");`);
    this.addSql(`create index "file_storage_files_variant_index" on "file_storage_files" ("variant");`);

    this.addSql(`create table "ecommerce_products_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "product_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "ecommerce_products_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_cr_956f2_index" on "ecommerce_products_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_variant_index" on "ecommerce_products_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_or_a2d4c_index" on "ecommerce_products_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_pr_2ccb0_index" on "ecommerce_products_to_file_storage_module_files" ("product_id");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_fi_54f64_index" on "ecommerce_products_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "ecommerce_orders_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "order_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "ecommerce_orders_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_created_at_index" on "ecommerce_orders_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_variant_index" on "ecommerce_orders_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_order_index_index" on "ecommerce_orders_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_order_id_index" on "ecommerce_orders_to_file_storage_module_files" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_file_3cb93_index" on "ecommerce_orders_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "ecommerce_categories_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "category_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "ecommerce_categories_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__10ee7_index" on "ecommerce_categories_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files_variant_index" on "ecommerce_categories_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__6c936_index" on "ecommerce_categories_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__06988_index" on "ecommerce_categories_to_file_storage_module_files" ("category_id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__16fec_index" on "ecommerce_categories_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "blog_articles_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "article_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "blog_articles_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_created_at_index" on "blog_articles_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_variant_index" on "blog_articles_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_order_index_index" on "blog_articles_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_article_id_index" on "blog_articles_to_file_storage_module_files" ("article_id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_file_st_0a128_index" on "blog_articles_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "file_storage_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "file_storage_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "file_storage_widgets_created_at_index" on "file_storage_widgets" ("created_at");`);
    this.addSql(`create index "file_storage_widgets_variant_index" on "file_storage_widgets" ("variant");`);
    this.addSql(`alter table "file_storage_widgets" add constraint "file_storage_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "file_storage_widgets_to_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "file_id" uuid not null, constraint "file_storage_widgets_to_files_pkey" primary key ("id"));`);
    this.addSql(`create index "file_storage_widgets_to_files_created_at_index" on "file_storage_widgets_to_files" ("created_at");`);
    this.addSql(`create index "file_storage_widgets_to_files_variant_index" on "file_storage_widgets_to_files" ("variant");`);
    this.addSql(`create index "file_storage_widgets_to_files_order_index_index" on "file_storage_widgets_to_files" ("order_index");`);
    this.addSql(`create index "file_storage_widgets_to_files_widget_id_index" on "file_storage_widgets_to_files" ("widget_id");`);
    this.addSql(`create index "file_storage_widgets_to_files_file_id_index" on "file_storage_widgets_to_files" ("file_id");`);

    this.addSql(`create table "host_layouts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" text null, constraint "host_layouts_pkey" primary key ("id"));`);
    this.addSql(`create index "host_layouts_created_at_index" on "host_layouts" ("created_at");`);
    this.addSql(`create index "host_layouts_variant_index" on "host_layouts" ("variant");`);
    this.addSql(`alter table "host_layouts" add constraint "host_layouts_slug_unique" unique ("slug");`);

    this.addSql(`create table "host_metadata" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" text not null, "description" text null, "keywords" text null, "author" text null, "viewport" text null, "open_graph_title" text null, "open_graph_description" text null, "open_graph_url" text null, "open_graph_type" text null, "open_graph_site_name" text null, "open_graph_locale" text null, "twitter_card" text null, "twitter_site" text null, "twitter_creator" text null, "twitter_title" text null, "twitter_description" text null, "twitter_url" text null, "twitter_domain" text null, "twitter_app_country" text null, constraint "host_metadata_pkey" primary key ("id"));`);
    this.addSql(`create index "host_metadata_created_at_index" on "host_metadata" ("created_at");`);
    this.addSql(`create index "host_metadata_variant_index" on "host_metadata" ("variant");`);
    this.addSql(`alter table "host_metadata" add constraint "host_metadata_slug_unique" unique ("slug");`);

    this.addSql(`create table "host_pages" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" text not null default 'Page', "description" text not null default 'Description', "url" text not null default '/', "language" text check ("language" in ('en', 'ru')) not null default 'en', constraint "host_pages_pkey" primary key ("id"));`);
    this.addSql(`create index "host_pages_created_at_index" on "host_pages" ("created_at");`);
    this.addSql(`create index "host_pages_variant_index" on "host_pages" ("variant");`);
    this.addSql(`alter table "host_pages" add constraint "host_pages_slug_unique" unique ("slug");`);
    this.addSql(`alter table "host_pages" add constraint "host_pages_url_unique" unique ("url");`);

    this.addSql(`create table "host_pages_to_layouts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "page_id" uuid not null, "layout_id" uuid not null, constraint "host_pages_to_layouts_pkey" primary key ("id"));`);
    this.addSql(`create index "host_pages_to_layouts_created_at_index" on "host_pages_to_layouts" ("created_at");`);
    this.addSql(`create index "host_pages_to_layouts_variant_index" on "host_pages_to_layouts" ("variant");`);
    this.addSql(`create index "host_pages_to_layouts_order_index_index" on "host_pages_to_layouts" ("order_index");`);
    this.addSql(`create index "host_pages_to_layouts_page_id_index" on "host_pages_to_layouts" ("page_id");`);
    this.addSql(`create index "host_pages_to_layouts_layout_id_index" on "host_pages_to_layouts" ("layout_id");`);

    this.addSql(`create table "host_pages_to_metadata" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "page_id" uuid not null, "metadata_id" uuid not null, constraint "host_pages_to_metadata_pkey" primary key ("id"));`);
    this.addSql(`create index "host_pages_to_metadata_created_at_index" on "host_pages_to_metadata" ("created_at");`);
    this.addSql(`create index "host_pages_to_metadata_variant_index" on "host_pages_to_metadata" ("variant");`);
    this.addSql(`create index "host_pages_to_metadata_order_index_index" on "host_pages_to_metadata" ("order_index");`);
    this.addSql(`create index "host_pages_to_metadata_page_id_index" on "host_pages_to_metadata" ("page_id");`);
    this.addSql(`create index "host_pages_to_metadata_metadata_id_index" on "host_pages_to_metadata" ("metadata_id");`);

    this.addSql(`create table "host_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "host_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "host_widgets_created_at_index" on "host_widgets" ("created_at");`);
    this.addSql(`create index "host_widgets_variant_index" on "host_widgets" ("variant");`);
    this.addSql(`alter table "host_widgets" add constraint "host_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "host_pages_to_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "page_id" uuid not null, "widget_id" uuid not null, constraint "host_pages_to_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "host_pages_to_widgets_created_at_index" on "host_pages_to_widgets" ("created_at");`);
    this.addSql(`create index "host_pages_to_widgets_variant_index" on "host_pages_to_widgets" ("variant");`);
    this.addSql(`create index "host_pages_to_widgets_order_index_index" on "host_pages_to_widgets" ("order_index");`);
    this.addSql(`create index "host_pages_to_widgets_page_id_index" on "host_pages_to_widgets" ("page_id");`);
    this.addSql(`create index "host_pages_to_widgets_widget_id_index" on "host_pages_to_widgets" ("widget_id");`);

    this.addSql(`create table "host_layouts_to_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "layout_id" uuid not null, "widget_id" uuid not null, constraint "host_layouts_to_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "host_layouts_to_widgets_created_at_index" on "host_layouts_to_widgets" ("created_at");`);
    this.addSql(`create index "host_layouts_to_widgets_variant_index" on "host_layouts_to_widgets" ("variant");`);
    this.addSql(`create index "host_layouts_to_widgets_order_index_index" on "host_layouts_to_widgets" ("order_index");`);
    this.addSql(`create index "host_layouts_to_widgets_layout_id_index" on "host_layouts_to_widgets" ("layout_id");`);
    this.addSql(`create index "host_layouts_to_widgets_widget_id_index" on "host_layouts_to_widgets" ("widget_id");`);

    this.addSql(`create table "host_widgets_to_external_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "external_module" text check ("external_module" in ('agent', 'analytic', 'billing', 'blog', 'broadcast', 'crm', 'ecommerce', 'file-storage', 'notification', 'rbac', 'social', 'startup', 'website-builder')) not null default 'website-builder', "external_widget_id" uuid not null, constraint "host_widgets_to_external_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "host_widgets_to_external_widgets_created_at_index" on "host_widgets_to_external_widgets" ("created_at");`);
    this.addSql(`create index "host_widgets_to_external_widgets_variant_index" on "host_widgets_to_external_widgets" ("variant");`);
    this.addSql(`create index "host_widgets_to_external_widgets_order_index_index" on "host_widgets_to_external_widgets" ("order_index");`);
    this.addSql(`create index "host_widgets_to_external_widgets_widget_id_index" on "host_widgets_to_external_widgets" ("widget_id");`);
    this.addSql(`create index "host_widgets_to_external_widgets_external_module_index" on "host_widgets_to_external_widgets" ("external_module");`);
    this.addSql(`create index "host_widgets_to_external_widgets_external_widget_id_index" on "host_widgets_to_external_widgets" ("external_widget_id");`);

    this.addSql(`create table "notification_templates" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "subject" jsonb not null default '{}', "body" jsonb not null default '{}', constraint "notification_templates_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_templates_created_at_index" on "notification_templates" ("created_at");`);
    this.addSql(`create index "notification_templates_variant_index" on "notification_templates" ("variant");`);
    this.addSql(`alter table "notification_templates" add constraint "notification_templates_slug_unique" unique ("slug");`);

    this.addSql(`create table "notification_topics" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "notification_topics_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_topics_created_at_index" on "notification_topics" ("created_at");`);
    this.addSql(`create index "notification_topics_variant_index" on "notification_topics" ("variant");`);
    this.addSql(`alter table "notification_topics" add constraint "notification_topics_slug_unique" unique ("slug");`);

    this.addSql(`create table "notification_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "notification_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_widgets_created_at_index" on "notification_widgets" ("created_at");`);
    this.addSql(`create index "notification_widgets_variant_index" on "notification_widgets" ("variant");`);
    this.addSql(`alter table "notification_widgets" add constraint "notification_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "rbac_actions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "rbac_actions_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_actions_created_at_index" on "rbac_actions" ("created_at");`);
    this.addSql(`create index "rbac_actions_variant_index" on "rbac_actions" ("variant");`);
    this.addSql(`alter table "rbac_actions" add constraint "rbac_actions_slug_unique" unique ("slug");`);

    this.addSql(`create table "rbac_identities" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "provider" text check ("provider" in ('email_and_password', 'EVM', 'telegram')) not null default 'email_and_password', "email" text null, "account" text null, "password" text null, "salt" text null, "code" text null, "code_expires_at" timestamptz null, constraint "rbac_identities_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_identities_created_at_index" on "rbac_identities" ("created_at");`);
    this.addSql(`create index "rbac_identities_variant_index" on "rbac_identities" ("variant");`);
    this.addSql(`create index "rbac_identities_provider_index" on "rbac_identities" ("provider");`);
    this.addSql(`create index "rbac_identities_email_index" on "rbac_identities" ("email");`);
    this.addSql(`create index "rbac_identities_account_index" on "rbac_identities" ("account");`);
    this.addSql(`create index "rbac_identities_code_index" on "rbac_identities" ("code");`);

    this.addSql(`create table "rbac_roles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "title" text not null, "uid" text not null, "available_on_registration" boolean not null default false, constraint "rbac_roles_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_roles_created_at_index" on "rbac_roles" ("created_at");`);
    this.addSql(`create index "rbac_roles_variant_index" on "rbac_roles" ("variant");`);
    this.addSql(`alter table "rbac_roles" add constraint "rbac_roles_title_unique" unique ("title");`);
    this.addSql(`alter table "rbac_roles" add constraint "rbac_roles_uid_unique" unique ("uid");`);

    this.addSql(`create table "rbac_roles_to_actions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "role_id" uuid not null, "action_id" uuid not null, constraint "rbac_roles_to_actions_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_roles_to_actions_created_at_index" on "rbac_roles_to_actions" ("created_at");`);
    this.addSql(`create index "rbac_roles_to_actions_variant_index" on "rbac_roles_to_actions" ("variant");`);
    this.addSql(`create index "rbac_roles_to_actions_order_index_index" on "rbac_roles_to_actions" ("order_index");`);
    this.addSql(`create index "rbac_roles_to_actions_role_id_index" on "rbac_roles_to_actions" ("role_id");`);
    this.addSql(`create index "rbac_roles_to_actions_action_id_index" on "rbac_roles_to_actions" ("action_id");`);

    this.addSql(`create table "rbac_roles_to_ecommerce_module_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "role_id" uuid not null, "ecommerce_module_product_id" uuid not null, constraint "rbac_roles_to_ecommerce_module_products_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_created_at_index" on "rbac_roles_to_ecommerce_module_products" ("created_at");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_variant_index" on "rbac_roles_to_ecommerce_module_products" ("variant");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_order_index_index" on "rbac_roles_to_ecommerce_module_products" ("order_index");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_role_id_index" on "rbac_roles_to_ecommerce_module_products" ("role_id");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_ecommerce__b2a09_index" on "rbac_roles_to_ecommerce_module_products" ("ecommerce_module_product_id");`);

    this.addSql(`create table "rbac_subjects" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "slug" text not null, constraint "rbac_subjects_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_subjects_created_at_index" on "rbac_subjects" ("created_at");`);
    this.addSql(`create index "rbac_subjects_variant_index" on "rbac_subjects" ("variant");`);
    this.addSql(`alter table "rbac_subjects" add constraint "rbac_subjects_slug_unique" unique ("slug");`);

    this.addSql(`create table "notification_notifications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "subject_id" uuid null, "template_id" uuid null, "topic_id" uuid null, "channel" text check ("channel" in ('email')) not null default 'email', "recipient" text not null, "title" text null, "body" text null, "status" text check ("status" in ('queued', 'sending', 'sent', 'failed')) not null default 'queued', "attempts" int not null default 0, "send_after" timestamptz null, "sent_at" timestamptz null, "last_error" text null, constraint "notification_notifications_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_notifications_created_at_index" on "notification_notifications" ("created_at");`);
    this.addSql(`create index "notification_notifications_variant_index" on "notification_notifications" ("variant");`);
    this.addSql(`create index "notification_notifications_subject_id_index" on "notification_notifications" ("subject_id");`);
    this.addSql(`create index "notification_notifications_template_id_index" on "notification_notifications" ("template_id");`);
    this.addSql(`create index "notification_notifications_topic_id_index" on "notification_notifications" ("topic_id");`);
    this.addSql(`create index "notification_notifications_status_index" on "notification_notifications" ("status");`);
    this.addSql(`create index "notification_notifications_send_after_index" on "notification_notifications" ("send_after");`);

    this.addSql(`create table "crm_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "form_id" uuid not null, "subject_id" uuid null, "answers" jsonb not null default '{}', constraint "crm_requests_pkey" primary key ("id"));`);
    this.addSql(`create index "crm_requests_created_at_index" on "crm_requests" ("created_at");`);
    this.addSql(`create index "crm_requests_variant_index" on "crm_requests" ("variant");`);
    this.addSql(`create index "crm_requests_form_id_index" on "crm_requests" ("form_id");`);
    this.addSql(`create index "crm_requests_subject_id_index" on "crm_requests" ("subject_id");`);

    this.addSql(`create table "billing_invoices" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "subject_id" uuid null, "currency_id" uuid not null, "amount" numeric not null, "status" text check ("status" in ('open', 'paid', 'canceled', 'failed')) not null default 'open', "provider" text check ("provider" in ('stripe', '0xprocessing', 'payselection', 'payselection-international', 'tiptoppay', 'cloudpayments', 'dummy')) not null default 'dummy', "email" text null, "payment_url" text null, "external_id" text null, constraint "billing_invoices_pkey" primary key ("id"));`);
    this.addSql(`create index "billing_invoices_created_at_index" on "billing_invoices" ("created_at");`);
    this.addSql(`create index "billing_invoices_variant_index" on "billing_invoices" ("variant");`);
    this.addSql(`create index "billing_invoices_subject_id_index" on "billing_invoices" ("subject_id");`);
    this.addSql(`create index "billing_invoices_currency_id_index" on "billing_invoices" ("currency_id");`);
    this.addSql(`create index "billing_invoices_status_index" on "billing_invoices" ("status");`);
    this.addSql(`create index "billing_invoices_external_id_index" on "billing_invoices" ("external_id");`);

    this.addSql(`create table "billing_payment_intents" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "invoice_id" uuid not null, "currency_id" uuid not null, "amount" numeric not null, "status" text check ("status" in ('pending', 'succeeded', 'canceled', 'failed')) not null default 'pending', "provider" text check ("provider" in ('stripe', '0xprocessing', 'payselection', 'payselection-international', 'tiptoppay', 'cloudpayments', 'dummy')) not null default 'dummy', constraint "billing_payment_intents_pkey" primary key ("id"));`);
    this.addSql(`create index "billing_payment_intents_created_at_index" on "billing_payment_intents" ("created_at");`);
    this.addSql(`create index "billing_payment_intents_variant_index" on "billing_payment_intents" ("variant");`);
    this.addSql(`create index "billing_payment_intents_invoice_id_index" on "billing_payment_intents" ("invoice_id");`);
    this.addSql(`create index "billing_payment_intents_currency_id_index" on "billing_payment_intents" ("currency_id");`);
    this.addSql(`create index "billing_payment_intents_status_index" on "billing_payment_intents" ("status");`);

    this.addSql(`create table "ecommerce_orders_to_billing_module_payment_intents" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "order_id" uuid not null, "billing_module_payment_intent_id" uuid not null, constraint "ecommerce_orders_to_billing_module_payment_intents_pkey" primary key ("id"));`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_449e7_index" on "ecommerce_orders_to_billing_module_payment_intents" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_eb12b_index" on "ecommerce_orders_to_billing_module_payment_intents" ("variant");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_9123b_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_index");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_cb5c9_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_30215_index" on "ecommerce_orders_to_billing_module_payment_intents" ("billing_module_payment_intent_id");`);

    this.addSql(`create table "rbac_subjects_to_ecommerce_module_orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "subject_id" uuid not null, "ecommerce_module_order_id" uuid not null, constraint "rbac_subjects_to_ecommerce_module_orders_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_created_at_index" on "rbac_subjects_to_ecommerce_module_orders" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_variant_index" on "rbac_subjects_to_ecommerce_module_orders" ("variant");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_order_index_index" on "rbac_subjects_to_ecommerce_module_orders" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_subject_id_index" on "rbac_subjects_to_ecommerce_module_orders" ("subject_id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_ecommerce_e4910_index" on "rbac_subjects_to_ecommerce_module_orders" ("ecommerce_module_order_id");`);

    this.addSql(`create table "rbac_subjects_to_ecommerce_module_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "subject_id" uuid not null, "ecommerce_module_product_id" uuid not null, constraint "rbac_subjects_to_ecommerce_module_products_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_created_at_index" on "rbac_subjects_to_ecommerce_module_products" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_variant_index" on "rbac_subjects_to_ecommerce_module_products" ("variant");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_order_index_index" on "rbac_subjects_to_ecommerce_module_products" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_subject_id_index" on "rbac_subjects_to_ecommerce_module_products" ("subject_id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_ecommer_1ff82_index" on "rbac_subjects_to_ecommerce_module_products" ("ecommerce_module_product_id");`);

    this.addSql(`create table "rbac_subjects_to_identities" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "subject_id" uuid not null, "identity_id" uuid not null, constraint "rbac_subjects_to_identities_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_subjects_to_identities_created_at_index" on "rbac_subjects_to_identities" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_identities_variant_index" on "rbac_subjects_to_identities" ("variant");`);
    this.addSql(`create index "rbac_subjects_to_identities_order_index_index" on "rbac_subjects_to_identities" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_identities_subject_id_index" on "rbac_subjects_to_identities" ("subject_id");`);
    this.addSql(`create index "rbac_subjects_to_identities_identity_id_index" on "rbac_subjects_to_identities" ("identity_id");`);

    this.addSql(`create table "rbac_subjects_to_roles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "subject_id" uuid not null, "role_id" uuid not null, constraint "rbac_subjects_to_roles_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_subjects_to_roles_created_at_index" on "rbac_subjects_to_roles" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_roles_variant_index" on "rbac_subjects_to_roles" ("variant");`);
    this.addSql(`create index "rbac_subjects_to_roles_order_index_index" on "rbac_subjects_to_roles" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_roles_subject_id_index" on "rbac_subjects_to_roles" ("subject_id");`);
    this.addSql(`create index "rbac_subjects_to_roles_role_id_index" on "rbac_subjects_to_roles" ("role_id");`);

    this.addSql(`create table "rbac_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "rbac_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_widgets_created_at_index" on "rbac_widgets" ("created_at");`);
    this.addSql(`create index "rbac_widgets_variant_index" on "rbac_widgets" ("variant");`);
    this.addSql(`alter table "rbac_widgets" add constraint "rbac_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "social_profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "social_profiles_pkey" primary key ("id"));`);
    this.addSql(`create index "social_profiles_created_at_index" on "social_profiles" ("created_at");`);
    this.addSql(`create index "social_profiles_variant_index" on "social_profiles" ("variant");`);
    this.addSql(`alter table "social_profiles" add constraint "social_profiles_slug_unique" unique ("slug");`);

    this.addSql(`create table "rbac_subjects_to_social_module_profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "subject_id" uuid not null, "social_module_profile_id" uuid not null, constraint "rbac_subjects_to_social_module_profiles_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_created_at_index" on "rbac_subjects_to_social_module_profiles" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_variant_index" on "rbac_subjects_to_social_module_profiles" ("variant");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_order_index_index" on "rbac_subjects_to_social_module_profiles" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_subject_id_index" on "rbac_subjects_to_social_module_profiles" ("subject_id");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_social_mod_371e3_index" on "rbac_subjects_to_social_module_profiles" ("social_module_profile_id");`);

    this.addSql(`create table "social_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "social_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "social_widgets_created_at_index" on "social_widgets" ("created_at");`);
    this.addSql(`create index "social_widgets_variant_index" on "social_widgets" ("variant");`);
    this.addSql(`alter table "social_widgets" add constraint "social_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "startup_articles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "startup_articles_pkey" primary key ("id"));`);
    this.addSql(`create index "startup_articles_created_at_index" on "startup_articles" ("created_at");`);
    this.addSql(`create index "startup_articles_variant_index" on "startup_articles" ("variant");`);
    this.addSql(`alter table "startup_articles" add constraint "startup_articles_slug_unique" unique ("slug");`);

    this.addSql(`create table "startup_categories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "startup_categories_pkey" primary key ("id"));`);
    this.addSql(`create index "startup_categories_created_at_index" on "startup_categories" ("created_at");`);
    this.addSql(`create index "startup_categories_variant_index" on "startup_categories" ("variant");`);
    this.addSql(`alter table "startup_categories" add constraint "startup_categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "startup_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "startup_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "startup_widgets_created_at_index" on "startup_widgets" ("created_at");`);
    this.addSql(`create index "startup_widgets_variant_index" on "startup_widgets" ("variant");`);
    this.addSql(`alter table "startup_widgets" add constraint "startup_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_buttons" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "url" text null, constraint "website_builder_buttons_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_buttons_created_at_index" on "website_builder_buttons" ("created_at");`);
    this.addSql(`create index "website_builder_buttons_variant_index" on "website_builder_buttons" ("variant");`);
    this.addSql(`alter table "website_builder_buttons" add constraint "website_builder_buttons_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_buttons_arrays" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "website_builder_buttons_arrays_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_buttons_arrays_created_at_index" on "website_builder_buttons_arrays" ("created_at");`);
    this.addSql(`create index "website_builder_buttons_arrays_variant_index" on "website_builder_buttons_arrays" ("variant");`);
    this.addSql(`alter table "website_builder_buttons_arrays" add constraint "website_builder_buttons_arrays_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_buttons_arrays_to_buttons" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "buttons_array_id" uuid not null, "button_id" uuid not null, constraint "website_builder_buttons_arrays_to_buttons_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_created_at_index" on "website_builder_buttons_arrays_to_buttons" ("created_at");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_variant_index" on "website_builder_buttons_arrays_to_buttons" ("variant");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_order_index_index" on "website_builder_buttons_arrays_to_buttons" ("order_index");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_buttons__a12d2_index" on "website_builder_buttons_arrays_to_buttons" ("buttons_array_id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_button_id_index" on "website_builder_buttons_arrays_to_buttons" ("button_id");`);

    this.addSql(`create table "website_builder_currencies" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "symbol" text null, "is_default" boolean not null default false, constraint "website_builder_currencies_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_currencies_created_at_index" on "website_builder_currencies" ("created_at");`);
    this.addSql(`create index "website_builder_currencies_variant_index" on "website_builder_currencies" ("variant");`);
    this.addSql(`alter table "website_builder_currencies" add constraint "website_builder_currencies_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_features" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "website_builder_features_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_features_created_at_index" on "website_builder_features" ("created_at");`);
    this.addSql(`create index "website_builder_features_variant_index" on "website_builder_features" ("variant");`);
    this.addSql(`alter table "website_builder_features" add constraint "website_builder_features_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_features_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "feature_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "website_builder_features_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_0de35_index" on "website_builder_features_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_f50b7_index" on "website_builder_features_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_20cdd_index" on "website_builder_features_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_25f9d_index" on "website_builder_features_to_file_storage_module_files" ("feature_id");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_6f2b6_index" on "website_builder_features_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "website_builder_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "file" text not null, "container_class_name" text null, constraint "website_builder_files_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_files_created_at_index" on "website_builder_files" ("created_at");`);
    this.addSql(`create index "website_builder_files_variant_index" on "website_builder_files" ("variant");`);

    this.addSql(`create table "website_builder_logotypes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "url" text null, constraint "website_builder_logotypes_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_logotypes_created_at_index" on "website_builder_logotypes" ("created_at");`);
    this.addSql(`create index "website_builder_logotypes_variant_index" on "website_builder_logotypes" ("variant");`);
    this.addSql(`alter table "website_builder_logotypes" add constraint "website_builder_logotypes_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_logotypes_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "logotype_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "website_builder_logotypes_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_114e2_index" on "website_builder_logotypes_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_9365d_index" on "website_builder_logotypes_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_f63f3_index" on "website_builder_logotypes_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_ae68f_index" on "website_builder_logotypes_to_file_storage_module_files" ("logotype_id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_74790_index" on "website_builder_logotypes_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "website_builder_slides" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "url" text null, constraint "website_builder_slides_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_slides_created_at_index" on "website_builder_slides" ("created_at");`);
    this.addSql(`create index "website_builder_slides_variant_index" on "website_builder_slides" ("variant");`);
    this.addSql(`alter table "website_builder_slides" add constraint "website_builder_slides_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_sliders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', constraint "website_builder_sliders_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_sliders_created_at_index" on "website_builder_sliders" ("created_at");`);
    this.addSql(`create index "website_builder_sliders_variant_index" on "website_builder_sliders" ("variant");`);
    this.addSql(`alter table "website_builder_sliders" add constraint "website_builder_sliders_slug_unique" unique ("slug");`);

    this.addSql(`create table "website_builder_sliders_to_slides" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "slider_id" uuid not null, "slide_id" uuid not null, constraint "website_builder_sliders_to_slides_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_sliders_to_slides_created_at_index" on "website_builder_sliders_to_slides" ("created_at");`);
    this.addSql(`create index "website_builder_sliders_to_slides_variant_index" on "website_builder_sliders_to_slides" ("variant");`);
    this.addSql(`create index "website_builder_sliders_to_slides_order_index_index" on "website_builder_sliders_to_slides" ("order_index");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slider_id_index" on "website_builder_sliders_to_slides" ("slider_id");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slide_id_index" on "website_builder_sliders_to_slides" ("slide_id");`);

    this.addSql(`create table "website_builder_slides_to_buttons_arrays" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "slide_id" uuid not null, "buttons_array_id" uuid not null, constraint "website_builder_slides_to_buttons_arrays_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_created_at_index" on "website_builder_slides_to_buttons_arrays" ("created_at");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_variant_index" on "website_builder_slides_to_buttons_arrays" ("variant");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_order_index_index" on "website_builder_slides_to_buttons_arrays" ("order_index");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_slide_id_index" on "website_builder_slides_to_buttons_arrays" ("slide_id");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_buttons_array_id_index" on "website_builder_slides_to_buttons_arrays" ("buttons_array_id");`);

    this.addSql(`create table "website_builder_slides_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "slide_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "website_builder_slides_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_8d80e_index" on "website_builder_slides_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_6f932_index" on "website_builder_slides_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_8fe12_index" on "website_builder_slides_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_22f6b_index" on "website_builder_slides_to_file_storage_module_files" ("slide_id");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_ddd8a_index" on "website_builder_slides_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "website_builder_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "admin_title" text not null, "slug" text not null, "title" jsonb not null default '{}', "subtitle" jsonb not null default '{}', "description" jsonb not null default '{}', "anchor" text null, constraint "website_builder_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_widgets_created_at_index" on "website_builder_widgets" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_variant_index" on "website_builder_widgets" ("variant");`);
    this.addSql(`alter table "website_builder_widgets" add constraint "website_builder_widgets_slug_unique" unique ("slug");`);

    this.addSql(`create table "social_profiles_to_website_builder_module_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "profile_id" uuid not null, "website_builder_module_widget_id" uuid not null, constraint "social_profiles_to_website_builder_module_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__c8bbc_index" on "social_profiles_to_website_builder_module_widgets" ("created_at");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets_variant_index" on "social_profiles_to_website_builder_module_widgets" ("variant");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__d0877_index" on "social_profiles_to_website_builder_module_widgets" ("order_index");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__67b09_index" on "social_profiles_to_website_builder_module_widgets" ("profile_id");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__d3cec_index" on "social_profiles_to_website_builder_module_widgets" ("website_builder_module_widget_id");`);

    this.addSql(`create table "blog_articles_to_website_builder_module_widgets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "article_id" uuid not null, "website_builder_module_widget_id" uuid not null, constraint "blog_articles_to_website_builder_module_widgets_pkey" primary key ("id"));`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_cr_4ea68_index" on "blog_articles_to_website_builder_module_widgets" ("created_at");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_variant_index" on "blog_articles_to_website_builder_module_widgets" ("variant");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_or_a5964_index" on "blog_articles_to_website_builder_module_widgets" ("order_index");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_ar_c1d43_index" on "blog_articles_to_website_builder_module_widgets" ("article_id");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_we_e532d_index" on "blog_articles_to_website_builder_module_widgets" ("website_builder_module_widget_id");`);

    this.addSql(`create table "website_builder_widgets_to_buttons_arrays" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "buttons_array_id" uuid not null, constraint "website_builder_widgets_to_buttons_arrays_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_created_at_index" on "website_builder_widgets_to_buttons_arrays" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_variant_index" on "website_builder_widgets_to_buttons_arrays" ("variant");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_order_index_index" on "website_builder_widgets_to_buttons_arrays" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_widget_id_index" on "website_builder_widgets_to_buttons_arrays" ("widget_id");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_buttons__9ca8e_index" on "website_builder_widgets_to_buttons_arrays" ("buttons_array_id");`);

    this.addSql(`create table "website_builder_widgets_to_features" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "feature_id" uuid not null, constraint "website_builder_widgets_to_features_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_widgets_to_features_created_at_index" on "website_builder_widgets_to_features" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_features_variant_index" on "website_builder_widgets_to_features" ("variant");`);
    this.addSql(`create index "website_builder_widgets_to_features_order_index_index" on "website_builder_widgets_to_features" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_features_widget_id_index" on "website_builder_widgets_to_features" ("widget_id");`);
    this.addSql(`create index "website_builder_widgets_to_features_feature_id_index" on "website_builder_widgets_to_features" ("feature_id");`);

    this.addSql(`create table "website_builder_widgets_to_file_storage_module_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "file_storage_module_file_id" uuid not null, constraint "website_builder_widgets_to_file_storage_module_files_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_11950_index" on "website_builder_widgets_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_3415d_index" on "website_builder_widgets_to_file_storage_module_files" ("variant");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_0470d_index" on "website_builder_widgets_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_eddb0_index" on "website_builder_widgets_to_file_storage_module_files" ("widget_id");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_0bec7_index" on "website_builder_widgets_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`create table "website_builder_widgets_to_logotypes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "logotype_id" uuid not null, constraint "website_builder_widgets_to_logotypes_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_created_at_index" on "website_builder_widgets_to_logotypes" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_variant_index" on "website_builder_widgets_to_logotypes" ("variant");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_order_index_index" on "website_builder_widgets_to_logotypes" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_widget_id_index" on "website_builder_widgets_to_logotypes" ("widget_id");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_logotype_id_index" on "website_builder_widgets_to_logotypes" ("logotype_id");`);

    this.addSql(`create table "website_builder_widgets_to_sliders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "order_index" int not null default 0, "widget_id" uuid not null, "slider_id" uuid not null, constraint "website_builder_widgets_to_sliders_pkey" primary key ("id"));`);
    this.addSql(`create index "website_builder_widgets_to_sliders_created_at_index" on "website_builder_widgets_to_sliders" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_variant_index" on "website_builder_widgets_to_sliders" ("variant");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_order_index_index" on "website_builder_widgets_to_sliders" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_widget_id_index" on "website_builder_widgets_to_sliders" ("widget_id");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_slider_id_index" on "website_builder_widgets_to_sliders" ("slider_id");`);

    this.addSql(`alter table "blog_categories_to_articles" add constraint "blog_categories_to_articles_category_id_foreign" foreign key ("category_id") references "blog_categories" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_categories_to_articles" add constraint "blog_categories_to_articles_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blog_widgets_to_articles" add constraint "blog_widgets_to_articles_widget_id_foreign" foreign key ("widget_id") references "blog_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_widgets_to_articles" add constraint "blog_widgets_to_articles_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "crm_forms_to_inputs" add constraint "crm_forms_to_inputs_form_id_foreign" foreign key ("form_id") references "crm_forms" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "crm_forms_to_inputs" add constraint "crm_forms_to_inputs_input_id_foreign" foreign key ("input_id") references "crm_inputs" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "crm_widgets_to_forms" add constraint "crm_widgets_to_forms_widget_id_foreign" foreign key ("widget_id") references "crm_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "crm_widgets_to_forms" add constraint "crm_widgets_to_forms_form_id_foreign" foreign key ("form_id") references "crm_forms" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" add constraint "ecommerce_attribute_keys_to_attributes_attribute_key_id_foreign" foreign key ("attribute_key_id") references "ecommerce_attribute_keys" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" add constraint "ecommerce_attribute_keys_to_attributes_attribute_id_foreign" foreign key ("attribute_id") references "ecommerce_attributes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" add constraint "ecommerce_attributes_to_billing_module_currencie_1e4a6_foreign" foreign key ("attribute_id") references "ecommerce_attributes" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" add constraint "ecommerce_attributes_to_billing_module_currencie_a21dd_foreign" foreign key ("billing_module_currency_id") references "billing_currencies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" add constraint "ecommerce_orders_to_billing_module_currencies_order_id_foreign" foreign key ("order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" add constraint "ecommerce_orders_to_billing_module_currencies_bi_91529_foreign" foreign key ("billing_module_currency_id") references "billing_currencies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_categories_to_products" add constraint "ecommerce_categories_to_products_category_id_foreign" foreign key ("category_id") references "ecommerce_categories" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_categories_to_products" add constraint "ecommerce_categories_to_products_product_id_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" add constraint "blog_articles_to_ecommerce_module_products_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" add constraint "blog_articles_to_ecommerce_module_products_ecomm_b7afe_foreign" foreign key ("ecommerce_module_product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_products_to_attributes" add constraint "ecommerce_products_to_attributes_product_id_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_products_to_attributes" add constraint "ecommerce_products_to_attributes_attribute_id_foreign" foreign key ("attribute_id") references "ecommerce_attributes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_order_id_foreign" foreign key ("order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_product_id_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_orders_to_products" add constraint "ecommerce_orders_to_products_store_id_foreign" foreign key ("store_id") references "ecommerce_stores" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_stores_to_attributes" add constraint "ecommerce_stores_to_attributes_store_id_foreign" foreign key ("store_id") references "ecommerce_stores" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_stores_to_attributes" add constraint "ecommerce_stores_to_attributes_attribute_id_foreign" foreign key ("attribute_id") references "ecommerce_attributes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_stores_to_products" add constraint "ecommerce_stores_to_products_store_id_foreign" foreign key ("store_id") references "ecommerce_stores" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_stores_to_products" add constraint "ecommerce_stores_to_products_product_id_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" add constraint "ecommerce_stores_to_products_to_attributes_store_049fa_foreign" foreign key ("stores_to_products_id") references "ecommerce_stores_to_products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" add constraint "ecommerce_stores_to_products_to_attributes_attribute_id_foreign" foreign key ("attribute_id") references "ecommerce_attributes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_widgets_to_stores" add constraint "ecommerce_widgets_to_stores_widget_id_foreign" foreign key ("widget_id") references "ecommerce_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_widgets_to_stores" add constraint "ecommerce_widgets_to_stores_store_id_foreign" foreign key ("store_id") references "ecommerce_stores" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" add constraint "ecommerce_products_to_file_storage_module_files__93f0d_foreign" foreign key ("product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" add constraint "ecommerce_products_to_file_storage_module_files__55a38_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" add constraint "ecommerce_orders_to_file_storage_module_files_order_id_foreign" foreign key ("order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" add constraint "ecommerce_orders_to_file_storage_module_files_fi_373c3_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" add constraint "ecommerce_categories_to_file_storage_module_file_39647_foreign" foreign key ("category_id") references "ecommerce_categories" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" add constraint "ecommerce_categories_to_file_storage_module_file_ef03d_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blog_articles_to_file_storage_module_files" add constraint "blog_articles_to_file_storage_module_files_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_articles_to_file_storage_module_files" add constraint "blog_articles_to_file_storage_module_files_file__a0f60_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "file_storage_widgets_to_files" add constraint "file_storage_widgets_to_files_widget_id_foreign" foreign key ("widget_id") references "file_storage_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "file_storage_widgets_to_files" add constraint "file_storage_widgets_to_files_file_id_foreign" foreign key ("file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "host_pages_to_layouts" add constraint "host_pages_to_layouts_page_id_foreign" foreign key ("page_id") references "host_pages" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "host_pages_to_layouts" add constraint "host_pages_to_layouts_layout_id_foreign" foreign key ("layout_id") references "host_layouts" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "host_pages_to_metadata" add constraint "host_pages_to_metadata_page_id_foreign" foreign key ("page_id") references "host_pages" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "host_pages_to_metadata" add constraint "host_pages_to_metadata_metadata_id_foreign" foreign key ("metadata_id") references "host_metadata" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "host_pages_to_widgets" add constraint "host_pages_to_widgets_page_id_foreign" foreign key ("page_id") references "host_pages" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "host_pages_to_widgets" add constraint "host_pages_to_widgets_widget_id_foreign" foreign key ("widget_id") references "host_widgets" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "host_layouts_to_widgets" add constraint "host_layouts_to_widgets_layout_id_foreign" foreign key ("layout_id") references "host_layouts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "host_layouts_to_widgets" add constraint "host_layouts_to_widgets_widget_id_foreign" foreign key ("widget_id") references "host_widgets" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "host_widgets_to_external_widgets" add constraint "host_widgets_to_external_widgets_widget_id_foreign" foreign key ("widget_id") references "host_widgets" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_roles_to_actions" add constraint "rbac_roles_to_actions_role_id_foreign" foreign key ("role_id") references "rbac_roles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_roles_to_actions" add constraint "rbac_roles_to_actions_action_id_foreign" foreign key ("action_id") references "rbac_actions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" add constraint "rbac_roles_to_ecommerce_module_products_role_id_foreign" foreign key ("role_id") references "rbac_roles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" add constraint "rbac_roles_to_ecommerce_module_products_ecommerc_69437_foreign" foreign key ("ecommerce_module_product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notification_notifications" add constraint "notification_notifications_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification_notifications" add constraint "notification_notifications_template_id_foreign" foreign key ("template_id") references "notification_templates" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification_notifications" add constraint "notification_notifications_topic_id_foreign" foreign key ("topic_id") references "notification_topics" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "crm_requests" add constraint "crm_requests_form_id_foreign" foreign key ("form_id") references "crm_forms" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "crm_requests" add constraint "crm_requests_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "billing_invoices" add constraint "billing_invoices_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "billing_invoices" add constraint "billing_invoices_currency_id_foreign" foreign key ("currency_id") references "billing_currencies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "billing_payment_intents" add constraint "billing_payment_intents_invoice_id_foreign" foreign key ("invoice_id") references "billing_invoices" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "billing_payment_intents" add constraint "billing_payment_intents_currency_id_foreign" foreign key ("currency_id") references "billing_currencies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" add constraint "ecommerce_orders_to_billing_module_payment_inten_dfae9_foreign" foreign key ("order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" add constraint "ecommerce_orders_to_billing_module_payment_inten_9aefc_foreign" foreign key ("billing_module_payment_intent_id") references "billing_payment_intents" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" add constraint "rbac_subjects_to_ecommerce_module_orders_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" add constraint "rbac_subjects_to_ecommerce_module_orders_ecommer_59ea5_foreign" foreign key ("ecommerce_module_order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" add constraint "rbac_subjects_to_ecommerce_module_products_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" add constraint "rbac_subjects_to_ecommerce_module_products_ecomm_1289a_foreign" foreign key ("ecommerce_module_product_id") references "ecommerce_products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_subjects_to_identities" add constraint "rbac_subjects_to_identities_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_subjects_to_identities" add constraint "rbac_subjects_to_identities_identity_id_foreign" foreign key ("identity_id") references "rbac_identities" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_subjects_to_roles" add constraint "rbac_subjects_to_roles_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_subjects_to_roles" add constraint "rbac_subjects_to_roles_role_id_foreign" foreign key ("role_id") references "rbac_roles" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" add constraint "rbac_subjects_to_social_module_profiles_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" add constraint "rbac_subjects_to_social_module_profiles_social_m_5a30e_foreign" foreign key ("social_module_profile_id") references "social_profiles" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" add constraint "website_builder_buttons_arrays_to_buttons_button_024cf_foreign" foreign key ("buttons_array_id") references "website_builder_buttons_arrays" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" add constraint "website_builder_buttons_arrays_to_buttons_button_id_foreign" foreign key ("button_id") references "website_builder_buttons" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" add constraint "website_builder_features_to_file_storage_module__0e599_foreign" foreign key ("feature_id") references "website_builder_features" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" add constraint "website_builder_features_to_file_storage_module__500d2_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" add constraint "website_builder_logotypes_to_file_storage_module_308d2_foreign" foreign key ("logotype_id") references "website_builder_logotypes" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" add constraint "website_builder_logotypes_to_file_storage_module_eb0b6_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_sliders_to_slides" add constraint "website_builder_sliders_to_slides_slider_id_foreign" foreign key ("slider_id") references "website_builder_sliders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_sliders_to_slides" add constraint "website_builder_sliders_to_slides_slide_id_foreign" foreign key ("slide_id") references "website_builder_slides" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" add constraint "website_builder_slides_to_buttons_arrays_slide_id_foreign" foreign key ("slide_id") references "website_builder_slides" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" add constraint "website_builder_slides_to_buttons_arrays_buttons_b1cd9_foreign" foreign key ("buttons_array_id") references "website_builder_buttons_arrays" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" add constraint "website_builder_slides_to_file_storage_module_fi_00205_foreign" foreign key ("slide_id") references "website_builder_slides" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" add constraint "website_builder_slides_to_file_storage_module_fi_e76c2_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" add constraint "social_profiles_to_website_builder_module_widget_cd6a4_foreign" foreign key ("profile_id") references "social_profiles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" add constraint "social_profiles_to_website_builder_module_widget_7b645_foreign" foreign key ("website_builder_module_widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" add constraint "blog_articles_to_website_builder_module_widgets__92e67_foreign" foreign key ("article_id") references "blog_articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" add constraint "blog_articles_to_website_builder_module_widgets__247a6_foreign" foreign key ("website_builder_module_widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" add constraint "website_builder_widgets_to_buttons_arrays_widget_id_foreign" foreign key ("widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" add constraint "website_builder_widgets_to_buttons_arrays_button_71dd5_foreign" foreign key ("buttons_array_id") references "website_builder_buttons_arrays" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_widgets_to_features" add constraint "website_builder_widgets_to_features_widget_id_foreign" foreign key ("widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_widgets_to_features" add constraint "website_builder_widgets_to_features_feature_id_foreign" foreign key ("feature_id") references "website_builder_features" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" add constraint "website_builder_widgets_to_file_storage_module_f_f26ce_foreign" foreign key ("widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" add constraint "website_builder_widgets_to_file_storage_module_f_b1f76_foreign" foreign key ("file_storage_module_file_id") references "file_storage_files" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_widgets_to_logotypes" add constraint "website_builder_widgets_to_logotypes_widget_id_foreign" foreign key ("widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_widgets_to_logotypes" add constraint "website_builder_widgets_to_logotypes_logotype_id_foreign" foreign key ("logotype_id") references "website_builder_logotypes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "website_builder_widgets_to_sliders" add constraint "website_builder_widgets_to_sliders_widget_id_foreign" foreign key ("widget_id") references "website_builder_widgets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "website_builder_widgets_to_sliders" add constraint "website_builder_widgets_to_sliders_slider_id_foreign" foreign key ("slider_id") references "website_builder_sliders" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" drop constraint "ecommerce_attributes_to_billing_module_currencie_a21dd_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" drop constraint "ecommerce_orders_to_billing_module_currencies_bi_91529_foreign";`);

    this.addSql(`alter table "billing_invoices" drop constraint "billing_invoices_currency_id_foreign";`);

    this.addSql(`alter table "billing_payment_intents" drop constraint "billing_payment_intents_currency_id_foreign";`);

    this.addSql(`alter table "blog_categories_to_articles" drop constraint "blog_categories_to_articles_article_id_foreign";`);

    this.addSql(`alter table "blog_widgets_to_articles" drop constraint "blog_widgets_to_articles_article_id_foreign";`);

    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" drop constraint "blog_articles_to_ecommerce_module_products_article_id_foreign";`);

    this.addSql(`alter table "blog_articles_to_file_storage_module_files" drop constraint "blog_articles_to_file_storage_module_files_article_id_foreign";`);

    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" drop constraint "blog_articles_to_website_builder_module_widgets__92e67_foreign";`);

    this.addSql(`alter table "blog_categories_to_articles" drop constraint "blog_categories_to_articles_category_id_foreign";`);

    this.addSql(`alter table "blog_widgets_to_articles" drop constraint "blog_widgets_to_articles_widget_id_foreign";`);

    this.addSql(`alter table "crm_forms_to_inputs" drop constraint "crm_forms_to_inputs_form_id_foreign";`);

    this.addSql(`alter table "crm_widgets_to_forms" drop constraint "crm_widgets_to_forms_form_id_foreign";`);

    this.addSql(`alter table "crm_requests" drop constraint "crm_requests_form_id_foreign";`);

    this.addSql(`alter table "crm_forms_to_inputs" drop constraint "crm_forms_to_inputs_input_id_foreign";`);

    this.addSql(`alter table "crm_widgets_to_forms" drop constraint "crm_widgets_to_forms_widget_id_foreign";`);

    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" drop constraint "ecommerce_attribute_keys_to_attributes_attribute_id_foreign";`);

    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" drop constraint "ecommerce_attributes_to_billing_module_currencie_1e4a6_foreign";`);

    this.addSql(`alter table "ecommerce_products_to_attributes" drop constraint "ecommerce_products_to_attributes_attribute_id_foreign";`);

    this.addSql(`alter table "ecommerce_stores_to_attributes" drop constraint "ecommerce_stores_to_attributes_attribute_id_foreign";`);

    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" drop constraint "ecommerce_stores_to_products_to_attributes_attribute_id_foreign";`);

    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" drop constraint "ecommerce_attribute_keys_to_attributes_attribute_key_id_foreign";`);

    this.addSql(`alter table "ecommerce_categories_to_products" drop constraint "ecommerce_categories_to_products_category_id_foreign";`);

    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" drop constraint "ecommerce_categories_to_file_storage_module_file_39647_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" drop constraint "ecommerce_orders_to_billing_module_currencies_order_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_order_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" drop constraint "ecommerce_orders_to_file_storage_module_files_order_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" drop constraint "ecommerce_orders_to_billing_module_payment_inten_dfae9_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" drop constraint "rbac_subjects_to_ecommerce_module_orders_ecommer_59ea5_foreign";`);

    this.addSql(`alter table "ecommerce_categories_to_products" drop constraint "ecommerce_categories_to_products_product_id_foreign";`);

    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" drop constraint "blog_articles_to_ecommerce_module_products_ecomm_b7afe_foreign";`);

    this.addSql(`alter table "ecommerce_products_to_attributes" drop constraint "ecommerce_products_to_attributes_product_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_product_id_foreign";`);

    this.addSql(`alter table "ecommerce_stores_to_products" drop constraint "ecommerce_stores_to_products_product_id_foreign";`);

    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" drop constraint "ecommerce_products_to_file_storage_module_files__93f0d_foreign";`);

    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" drop constraint "rbac_roles_to_ecommerce_module_products_ecommerc_69437_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" drop constraint "rbac_subjects_to_ecommerce_module_products_ecomm_1289a_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_products" drop constraint "ecommerce_orders_to_products_store_id_foreign";`);

    this.addSql(`alter table "ecommerce_stores_to_attributes" drop constraint "ecommerce_stores_to_attributes_store_id_foreign";`);

    this.addSql(`alter table "ecommerce_stores_to_products" drop constraint "ecommerce_stores_to_products_store_id_foreign";`);

    this.addSql(`alter table "ecommerce_widgets_to_stores" drop constraint "ecommerce_widgets_to_stores_store_id_foreign";`);

    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" drop constraint "ecommerce_stores_to_products_to_attributes_store_049fa_foreign";`);

    this.addSql(`alter table "ecommerce_widgets_to_stores" drop constraint "ecommerce_widgets_to_stores_widget_id_foreign";`);

    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" drop constraint "ecommerce_products_to_file_storage_module_files__55a38_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" drop constraint "ecommerce_orders_to_file_storage_module_files_fi_373c3_foreign";`);

    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" drop constraint "ecommerce_categories_to_file_storage_module_file_ef03d_foreign";`);

    this.addSql(`alter table "blog_articles_to_file_storage_module_files" drop constraint "blog_articles_to_file_storage_module_files_file__a0f60_foreign";`);

    this.addSql(`alter table "file_storage_widgets_to_files" drop constraint "file_storage_widgets_to_files_file_id_foreign";`);

    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" drop constraint "website_builder_features_to_file_storage_module__500d2_foreign";`);

    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" drop constraint "website_builder_logotypes_to_file_storage_module_eb0b6_foreign";`);

    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" drop constraint "website_builder_slides_to_file_storage_module_fi_e76c2_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" drop constraint "website_builder_widgets_to_file_storage_module_f_b1f76_foreign";`);

    this.addSql(`alter table "file_storage_widgets_to_files" drop constraint "file_storage_widgets_to_files_widget_id_foreign";`);

    this.addSql(`alter table "host_pages_to_layouts" drop constraint "host_pages_to_layouts_layout_id_foreign";`);

    this.addSql(`alter table "host_layouts_to_widgets" drop constraint "host_layouts_to_widgets_layout_id_foreign";`);

    this.addSql(`alter table "host_pages_to_metadata" drop constraint "host_pages_to_metadata_metadata_id_foreign";`);

    this.addSql(`alter table "host_pages_to_layouts" drop constraint "host_pages_to_layouts_page_id_foreign";`);

    this.addSql(`alter table "host_pages_to_metadata" drop constraint "host_pages_to_metadata_page_id_foreign";`);

    this.addSql(`alter table "host_pages_to_widgets" drop constraint "host_pages_to_widgets_page_id_foreign";`);

    this.addSql(`alter table "host_pages_to_widgets" drop constraint "host_pages_to_widgets_widget_id_foreign";`);

    this.addSql(`alter table "host_layouts_to_widgets" drop constraint "host_layouts_to_widgets_widget_id_foreign";`);

    this.addSql(`alter table "host_widgets_to_external_widgets" drop constraint "host_widgets_to_external_widgets_widget_id_foreign";`);

    this.addSql(`alter table "notification_notifications" drop constraint "notification_notifications_template_id_foreign";`);

    this.addSql(`alter table "notification_notifications" drop constraint "notification_notifications_topic_id_foreign";`);

    this.addSql(`alter table "rbac_roles_to_actions" drop constraint "rbac_roles_to_actions_action_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_identities" drop constraint "rbac_subjects_to_identities_identity_id_foreign";`);

    this.addSql(`alter table "rbac_roles_to_actions" drop constraint "rbac_roles_to_actions_role_id_foreign";`);

    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" drop constraint "rbac_roles_to_ecommerce_module_products_role_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_roles" drop constraint "rbac_subjects_to_roles_role_id_foreign";`);

    this.addSql(`alter table "notification_notifications" drop constraint "notification_notifications_subject_id_foreign";`);

    this.addSql(`alter table "crm_requests" drop constraint "crm_requests_subject_id_foreign";`);

    this.addSql(`alter table "billing_invoices" drop constraint "billing_invoices_subject_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" drop constraint "rbac_subjects_to_ecommerce_module_orders_subject_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" drop constraint "rbac_subjects_to_ecommerce_module_products_subject_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_identities" drop constraint "rbac_subjects_to_identities_subject_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_roles" drop constraint "rbac_subjects_to_roles_subject_id_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" drop constraint "rbac_subjects_to_social_module_profiles_subject_id_foreign";`);

    this.addSql(`alter table "billing_payment_intents" drop constraint "billing_payment_intents_invoice_id_foreign";`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" drop constraint "ecommerce_orders_to_billing_module_payment_inten_9aefc_foreign";`);

    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" drop constraint "rbac_subjects_to_social_module_profiles_social_m_5a30e_foreign";`);

    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" drop constraint "social_profiles_to_website_builder_module_widget_cd6a4_foreign";`);

    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" drop constraint "website_builder_buttons_arrays_to_buttons_button_id_foreign";`);

    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" drop constraint "website_builder_buttons_arrays_to_buttons_button_024cf_foreign";`);

    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" drop constraint "website_builder_slides_to_buttons_arrays_buttons_b1cd9_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" drop constraint "website_builder_widgets_to_buttons_arrays_button_71dd5_foreign";`);

    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" drop constraint "website_builder_features_to_file_storage_module__0e599_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_features" drop constraint "website_builder_widgets_to_features_feature_id_foreign";`);

    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" drop constraint "website_builder_logotypes_to_file_storage_module_308d2_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_logotypes" drop constraint "website_builder_widgets_to_logotypes_logotype_id_foreign";`);

    this.addSql(`alter table "website_builder_sliders_to_slides" drop constraint "website_builder_sliders_to_slides_slide_id_foreign";`);

    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" drop constraint "website_builder_slides_to_buttons_arrays_slide_id_foreign";`);

    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" drop constraint "website_builder_slides_to_file_storage_module_fi_00205_foreign";`);

    this.addSql(`alter table "website_builder_sliders_to_slides" drop constraint "website_builder_sliders_to_slides_slider_id_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_sliders" drop constraint "website_builder_widgets_to_sliders_slider_id_foreign";`);

    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" drop constraint "social_profiles_to_website_builder_module_widget_7b645_foreign";`);

    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" drop constraint "blog_articles_to_website_builder_module_widgets__247a6_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" drop constraint "website_builder_widgets_to_buttons_arrays_widget_id_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_features" drop constraint "website_builder_widgets_to_features_widget_id_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" drop constraint "website_builder_widgets_to_file_storage_module_f_f26ce_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_logotypes" drop constraint "website_builder_widgets_to_logotypes_widget_id_foreign";`);

    this.addSql(`alter table "website_builder_widgets_to_sliders" drop constraint "website_builder_widgets_to_sliders_widget_id_foreign";`);

    this.addSql(`drop table if exists "agent_widgets" cascade;`);

    this.addSql(`drop table if exists "analytic_widgets" cascade;`);

    this.addSql(`drop table if exists "billing_currencies" cascade;`);

    this.addSql(`drop table if exists "billing_widgets" cascade;`);

    this.addSql(`drop table if exists "blog_articles" cascade;`);

    this.addSql(`drop table if exists "blog_categories" cascade;`);

    this.addSql(`drop table if exists "blog_categories_to_articles" cascade;`);

    this.addSql(`drop table if exists "blog_widgets" cascade;`);

    this.addSql(`drop table if exists "blog_widgets_to_articles" cascade;`);

    this.addSql(`drop table if exists "crm_forms" cascade;`);

    this.addSql(`drop table if exists "crm_inputs" cascade;`);

    this.addSql(`drop table if exists "crm_forms_to_inputs" cascade;`);

    this.addSql(`drop table if exists "crm_widgets" cascade;`);

    this.addSql(`drop table if exists "crm_widgets_to_forms" cascade;`);

    this.addSql(`drop table if exists "ecommerce_attributes" cascade;`);

    this.addSql(`drop table if exists "ecommerce_attribute_keys" cascade;`);

    this.addSql(`drop table if exists "ecommerce_attribute_keys_to_attributes" cascade;`);

    this.addSql(`drop table if exists "ecommerce_attributes_to_billing_module_currencies" cascade;`);

    this.addSql(`drop table if exists "ecommerce_categories" cascade;`);

    this.addSql(`drop table if exists "ecommerce_orders" cascade;`);

    this.addSql(`drop table if exists "ecommerce_orders_to_billing_module_currencies" cascade;`);

    this.addSql(`drop table if exists "ecommerce_products" cascade;`);

    this.addSql(`drop table if exists "ecommerce_categories_to_products" cascade;`);

    this.addSql(`drop table if exists "blog_articles_to_ecommerce_module_products" cascade;`);

    this.addSql(`drop table if exists "ecommerce_products_to_attributes" cascade;`);

    this.addSql(`drop table if exists "ecommerce_stores" cascade;`);

    this.addSql(`drop table if exists "ecommerce_orders_to_products" cascade;`);

    this.addSql(`drop table if exists "ecommerce_stores_to_attributes" cascade;`);

    this.addSql(`drop table if exists "ecommerce_stores_to_products" cascade;`);

    this.addSql(`drop table if exists "ecommerce_stores_to_products_to_attributes" cascade;`);

    this.addSql(`drop table if exists "ecommerce_widgets" cascade;`);

    this.addSql(`drop table if exists "ecommerce_widgets_to_stores" cascade;`);

    this.addSql(`drop table if exists "file_storage_files" cascade;`);

    this.addSql(`drop table if exists "ecommerce_products_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "ecommerce_orders_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "ecommerce_categories_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "blog_articles_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "file_storage_widgets" cascade;`);

    this.addSql(`drop table if exists "file_storage_widgets_to_files" cascade;`);

    this.addSql(`drop table if exists "host_layouts" cascade;`);

    this.addSql(`drop table if exists "host_metadata" cascade;`);

    this.addSql(`drop table if exists "host_pages" cascade;`);

    this.addSql(`drop table if exists "host_pages_to_layouts" cascade;`);

    this.addSql(`drop table if exists "host_pages_to_metadata" cascade;`);

    this.addSql(`drop table if exists "host_widgets" cascade;`);

    this.addSql(`drop table if exists "host_pages_to_widgets" cascade;`);

    this.addSql(`drop table if exists "host_layouts_to_widgets" cascade;`);

    this.addSql(`drop table if exists "host_widgets_to_external_widgets" cascade;`);

    this.addSql(`drop table if exists "notification_templates" cascade;`);

    this.addSql(`drop table if exists "notification_topics" cascade;`);

    this.addSql(`drop table if exists "notification_widgets" cascade;`);

    this.addSql(`drop table if exists "rbac_actions" cascade;`);

    this.addSql(`drop table if exists "rbac_identities" cascade;`);

    this.addSql(`drop table if exists "rbac_roles" cascade;`);

    this.addSql(`drop table if exists "rbac_roles_to_actions" cascade;`);

    this.addSql(`drop table if exists "rbac_roles_to_ecommerce_module_products" cascade;`);

    this.addSql(`drop table if exists "rbac_subjects" cascade;`);

    this.addSql(`drop table if exists "notification_notifications" cascade;`);

    this.addSql(`drop table if exists "crm_requests" cascade;`);

    this.addSql(`drop table if exists "billing_invoices" cascade;`);

    this.addSql(`drop table if exists "billing_payment_intents" cascade;`);

    this.addSql(`drop table if exists "ecommerce_orders_to_billing_module_payment_intents" cascade;`);

    this.addSql(`drop table if exists "rbac_subjects_to_ecommerce_module_orders" cascade;`);

    this.addSql(`drop table if exists "rbac_subjects_to_ecommerce_module_products" cascade;`);

    this.addSql(`drop table if exists "rbac_subjects_to_identities" cascade;`);

    this.addSql(`drop table if exists "rbac_subjects_to_roles" cascade;`);

    this.addSql(`drop table if exists "rbac_widgets" cascade;`);

    this.addSql(`drop table if exists "social_profiles" cascade;`);

    this.addSql(`drop table if exists "rbac_subjects_to_social_module_profiles" cascade;`);

    this.addSql(`drop table if exists "social_widgets" cascade;`);

    this.addSql(`drop table if exists "startup_articles" cascade;`);

    this.addSql(`drop table if exists "startup_categories" cascade;`);

    this.addSql(`drop table if exists "startup_widgets" cascade;`);

    this.addSql(`drop table if exists "website_builder_buttons" cascade;`);

    this.addSql(`drop table if exists "website_builder_buttons_arrays" cascade;`);

    this.addSql(`drop table if exists "website_builder_buttons_arrays_to_buttons" cascade;`);

    this.addSql(`drop table if exists "website_builder_currencies" cascade;`);

    this.addSql(`drop table if exists "website_builder_features" cascade;`);

    this.addSql(`drop table if exists "website_builder_features_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "website_builder_files" cascade;`);

    this.addSql(`drop table if exists "website_builder_logotypes" cascade;`);

    this.addSql(`drop table if exists "website_builder_logotypes_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "website_builder_slides" cascade;`);

    this.addSql(`drop table if exists "website_builder_sliders" cascade;`);

    this.addSql(`drop table if exists "website_builder_sliders_to_slides" cascade;`);

    this.addSql(`drop table if exists "website_builder_slides_to_buttons_arrays" cascade;`);

    this.addSql(`drop table if exists "website_builder_slides_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "website_builder_widgets" cascade;`);

    this.addSql(`drop table if exists "social_profiles_to_website_builder_module_widgets" cascade;`);

    this.addSql(`drop table if exists "blog_articles_to_website_builder_module_widgets" cascade;`);

    this.addSql(`drop table if exists "website_builder_widgets_to_buttons_arrays" cascade;`);

    this.addSql(`drop table if exists "website_builder_widgets_to_features" cascade;`);

    this.addSql(`drop table if exists "website_builder_widgets_to_file_storage_module_files" cascade;`);

    this.addSql(`drop table if exists "website_builder_widgets_to_logotypes" cascade;`);

    this.addSql(`drop table if exists "website_builder_widgets_to_sliders" cascade;`);
  }

}
