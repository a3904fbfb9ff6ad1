import { Migration } from '@mikro-orm/migrations';

export class Migration20261125072927_scaleIndexes extends Migration {

  override async up(): Promise<void> {
    // The search fields' trigram indexes need pg_trgm (PostgreSQL's contrib; PGlite loads it too).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`drop index "agent_widgets_created_at_index";`);

    this.addSql(`create index "agent_widgets_created_at_id_index" on "agent_widgets" ("created_at", "id");`);
    this.addSql(`create index "agent_widgets_admin_title_index" on "agent_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "agent_widgets_title_en_index" on "agent_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "agent_widgets_title_ru_index" on "agent_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "analytic_widgets_created_at_index";`);

    this.addSql(`create index "analytic_widgets_created_at_id_index" on "analytic_widgets" ("created_at", "id");`);
    this.addSql(`create index "analytic_widgets_admin_title_index" on "analytic_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "analytic_widgets_title_en_index" on "analytic_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "analytic_widgets_title_ru_index" on "analytic_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "billing_currencies_created_at_index";`);

    this.addSql(`create index "billing_currencies_created_at_id_index" on "billing_currencies" ("created_at", "id");`);
    this.addSql(`create index "billing_currencies_admin_title_index" on "billing_currencies" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "billing_widgets_created_at_index";`);

    this.addSql(`create index "billing_widgets_created_at_id_index" on "billing_widgets" ("created_at", "id");`);
    this.addSql(`create index "billing_widgets_admin_title_index" on "billing_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "billing_widgets_title_en_index" on "billing_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "billing_widgets_title_ru_index" on "billing_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "blog_articles_created_at_index";`);

    this.addSql(`create index "blog_articles_created_at_id_index" on "blog_articles" ("created_at", "id");`);
    this.addSql(`create index "blog_articles_admin_title_index" on "blog_articles" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "blog_categories_created_at_index";`);

    this.addSql(`create index "blog_categories_created_at_id_index" on "blog_categories" ("created_at", "id");`);
    this.addSql(`create index "blog_categories_admin_title_index" on "blog_categories" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "blog_categories_title_en_index" on "blog_categories" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "blog_categories_title_ru_index" on "blog_categories" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "blog_categories_to_articles_article_id_index";`);
    this.addSql(`drop index "blog_categories_to_articles_category_id_index";`);
    this.addSql(`drop index "blog_categories_to_articles_created_at_index";`);
    this.addSql(`drop index "blog_categories_to_articles_order_index_index";`);

    this.addSql(`create index "blog_categories_to_articles_order_index_created_at_id_index" on "blog_categories_to_articles" ("order_index", "created_at", "id");`);
    this.addSql(`create index "blog_categories_to_articles_category_id_order_inde_495b4_index" on "blog_categories_to_articles" ("category_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_categories_to_articles_article_id_order_index_1c581_index" on "blog_categories_to_articles" ("article_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_widgets_created_at_index";`);

    this.addSql(`create index "blog_widgets_created_at_id_index" on "blog_widgets" ("created_at", "id");`);
    this.addSql(`create index "blog_widgets_admin_title_index" on "blog_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "blog_widgets_title_en_index" on "blog_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "blog_widgets_title_ru_index" on "blog_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "blog_widgets_to_articles_article_id_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_created_at_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_order_index_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_widget_id_index";`);

    this.addSql(`create index "blog_widgets_to_articles_order_index_created_at_id_index" on "blog_widgets_to_articles" ("order_index", "created_at", "id");`);
    this.addSql(`create index "blog_widgets_to_articles_widget_id_order_index_cre_e0446_index" on "blog_widgets_to_articles" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_widgets_to_articles_article_id_order_index_cr_5f22c_index" on "blog_widgets_to_articles" ("article_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "crm_forms_created_at_index";`);

    this.addSql(`create index "crm_forms_created_at_id_index" on "crm_forms" ("created_at", "id");`);
    this.addSql(`create index "crm_forms_admin_title_index" on "crm_forms" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "crm_forms_title_en_index" on "crm_forms" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "crm_forms_title_ru_index" on "crm_forms" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "crm_inputs_created_at_index";`);

    this.addSql(`create index "crm_inputs_created_at_id_index" on "crm_inputs" ("created_at", "id");`);
    this.addSql(`create index "crm_inputs_admin_title_index" on "crm_inputs" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "crm_inputs_title_en_index" on "crm_inputs" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "crm_inputs_title_ru_index" on "crm_inputs" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "crm_forms_to_inputs_created_at_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_form_id_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_input_id_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_order_index_index";`);

    this.addSql(`create index "crm_forms_to_inputs_order_index_created_at_id_index" on "crm_forms_to_inputs" ("order_index", "created_at", "id");`);
    this.addSql(`create index "crm_forms_to_inputs_form_id_order_index_created_at_id_index" on "crm_forms_to_inputs" ("form_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "crm_forms_to_inputs_input_id_order_index_created_at_id_index" on "crm_forms_to_inputs" ("input_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "crm_widgets_created_at_index";`);

    this.addSql(`create index "crm_widgets_created_at_id_index" on "crm_widgets" ("created_at", "id");`);
    this.addSql(`create index "crm_widgets_admin_title_index" on "crm_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "crm_widgets_title_en_index" on "crm_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "crm_widgets_title_ru_index" on "crm_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "crm_widgets_to_forms_created_at_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_form_id_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_order_index_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_widget_id_index";`);

    this.addSql(`create index "crm_widgets_to_forms_order_index_created_at_id_index" on "crm_widgets_to_forms" ("order_index", "created_at", "id");`);
    this.addSql(`create index "crm_widgets_to_forms_widget_id_order_index_created_at_id_index" on "crm_widgets_to_forms" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "crm_widgets_to_forms_form_id_order_index_created_at_id_index" on "crm_widgets_to_forms" ("form_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_attributes_created_at_index";`);

    this.addSql(`create index "ecommerce_attributes_created_at_id_index" on "ecommerce_attributes" ("created_at", "id");`);

    this.addSql(`drop index "ecommerce_attribute_keys_created_at_index";`);

    this.addSql(`create index "ecommerce_attribute_keys_created_at_id_index" on "ecommerce_attribute_keys" ("created_at", "id");`);
    this.addSql(`create index "ecommerce_attribute_keys_admin_title_index" on "ecommerce_attribute_keys" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_id_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_key_id_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_created_at_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_order_index_index";`);

    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_order_index_1919a_index" on "ecommerce_attribute_keys_to_attributes" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_k_14809_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_key_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_i_a928e_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__02c1e_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__17d9e_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__645b4_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__8c97c_index";`);

    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__02799_index" on "ecommerce_attributes_to_billing_module_currencies" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__c2f42_index" on "ecommerce_attributes_to_billing_module_currencies" ("attribute_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__6abb8_index" on "ecommerce_attributes_to_billing_module_currencies" ("billing_module_currency_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_categories_created_at_index";`);

    this.addSql(`create index "ecommerce_categories_created_at_id_index" on "ecommerce_categories" ("created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_admin_title_index" on "ecommerce_categories" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "ecommerce_categories_title_en_index" on "ecommerce_categories" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "ecommerce_categories_title_ru_index" on "ecommerce_categories" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "ecommerce_orders_created_at_index";`);

    this.addSql(`create index "ecommerce_orders_created_at_id_index" on "ecommerce_orders" ("created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_bill_239bb_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_created_at_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_order_id_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_order_index_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_orde_97a09_index" on "ecommerce_orders_to_billing_module_currencies" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_orde_9185c_index" on "ecommerce_orders_to_billing_module_currencies" ("order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_bill_5d139_index" on "ecommerce_orders_to_billing_module_currencies" ("billing_module_currency_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_products_created_at_index";`);

    this.addSql(`create index "ecommerce_products_created_at_id_index" on "ecommerce_products" ("created_at", "id");`);
    this.addSql(`create index "ecommerce_products_type_index" on "ecommerce_products" ("type");`);
    this.addSql(`create index "ecommerce_products_admin_title_index" on "ecommerce_products" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "ecommerce_products_title_en_index" on "ecommerce_products" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "ecommerce_products_title_ru_index" on "ecommerce_products" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "ecommerce_categories_to_products_category_id_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_created_at_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_order_index_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_product_id_index";`);

    this.addSql(`create index "ecommerce_categories_to_products_order_index_creat_2609f_index" on "ecommerce_categories_to_products" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_to_products_category_id_order_77d55_index" on "ecommerce_categories_to_products" ("category_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_to_products_product_id_order__76f77_index" on "ecommerce_categories_to_products" ("product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_article_id_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_created_at_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_ecommer_b3b8d_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_order_index_index";`);

    this.addSql(`create index "blog_articles_to_ecommerce_module_products_order_i_7dc06_index" on "blog_articles_to_ecommerce_module_products" ("order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_article_5399b_index" on "blog_articles_to_ecommerce_module_products" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_ecommer_e1897_index" on "blog_articles_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_products_to_attributes_attribute_id_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_created_at_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_order_index_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_product_id_index";`);

    this.addSql(`create index "ecommerce_products_to_attributes_order_index_creat_63cdf_index" on "ecommerce_products_to_attributes" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_products_to_attributes_product_id_order__eaa9a_index" on "ecommerce_products_to_attributes" ("product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_products_to_attributes_attribute_id_orde_a3108_index" on "ecommerce_products_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_created_at_index";`);

    this.addSql(`create index "ecommerce_stores_created_at_id_index" on "ecommerce_stores" ("created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_admin_title_index" on "ecommerce_stores" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "ecommerce_orders_to_products_created_at_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_order_id_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_order_index_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_product_id_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_store_id_index";`);

    this.addSql(`create index "ecommerce_orders_to_products_order_index_created_at_id_index" on "ecommerce_orders_to_products" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_products_order_id_order_index__3cb8b_index" on "ecommerce_orders_to_products" ("order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_products_product_id_order_inde_a190d_index" on "ecommerce_orders_to_products" ("product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_products_store_id_order_index__094a9_index" on "ecommerce_orders_to_products" ("store_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_to_attributes_attribute_id_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_created_at_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_order_index_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_store_id_index";`);

    this.addSql(`create index "ecommerce_stores_to_attributes_order_index_created_at_id_index" on "ecommerce_stores_to_attributes" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_store_id_order_inde_4e02b_index" on "ecommerce_stores_to_attributes" ("store_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_attribute_id_order__78f1a_index" on "ecommerce_stores_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_created_at_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_order_index_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_product_id_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_store_id_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_order_index_created_at_id_index" on "ecommerce_stores_to_products" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_products_store_id_order_index__5fe60_index" on "ecommerce_stores_to_products" ("store_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_products_product_id_order_inde_1dddd_index" on "ecommerce_stores_to_products" ("product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_attribute_id_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_created_at_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_order_index_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_stores__1953d_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_order_i_277a7_index" on "ecommerce_stores_to_products_to_attributes" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_stores__9d90a_index" on "ecommerce_stores_to_products_to_attributes" ("stores_to_products_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_attribu_9c6b6_index" on "ecommerce_stores_to_products_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_widgets_created_at_index";`);

    this.addSql(`create index "ecommerce_widgets_created_at_id_index" on "ecommerce_widgets" ("created_at", "id");`);
    this.addSql(`create index "ecommerce_widgets_admin_title_index" on "ecommerce_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "ecommerce_widgets_title_en_index" on "ecommerce_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "ecommerce_widgets_title_ru_index" on "ecommerce_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "ecommerce_widgets_to_stores_created_at_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_order_index_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_store_id_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_widget_id_index";`);

    this.addSql(`create index "ecommerce_widgets_to_stores_order_index_created_at_id_index" on "ecommerce_widgets_to_stores" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_widget_id_order_index__c51da_index" on "ecommerce_widgets_to_stores" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_store_id_order_index_c_630a0_index" on "ecommerce_widgets_to_stores" ("store_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "file_storage_files_created_at_index";`);

    this.addSql(`create index "file_storage_files_created_at_id_index" on "file_storage_files" ("created_at", "id");`);
    this.addSql(`create index "file_storage_files_admin_title_index" on "file_storage_files" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_cr_956f2_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_fi_54f64_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_or_a2d4c_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_pr_2ccb0_index";`);

    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_or_a2833_index" on "ecommerce_products_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_pr_71da3_index" on "ecommerce_products_to_file_storage_module_files" ("product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_fi_1c144_index" on "ecommerce_products_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_created_at_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_file_3cb93_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_order_id_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_order_index_index";`);

    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_orde_a4375_index" on "ecommerce_orders_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_orde_8a209_index" on "ecommerce_orders_to_file_storage_module_files" ("order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_file_3f514_index" on "ecommerce_orders_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__06988_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__10ee7_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__16fec_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__6c936_index";`);

    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__c9e2e_index" on "ecommerce_categories_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__934f6_index" on "ecommerce_categories_to_file_storage_module_files" ("category_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__cfc7a_index" on "ecommerce_categories_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_articles_to_file_storage_module_files_article_id_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_created_at_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_file_st_0a128_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_order_index_index";`);

    this.addSql(`create index "blog_articles_to_file_storage_module_files_order_i_ab612_index" on "blog_articles_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_article_2d256_index" on "blog_articles_to_file_storage_module_files" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_file_st_0167b_index" on "blog_articles_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "file_storage_widgets_created_at_index";`);

    this.addSql(`create index "file_storage_widgets_created_at_id_index" on "file_storage_widgets" ("created_at", "id");`);
    this.addSql(`create index "file_storage_widgets_admin_title_index" on "file_storage_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "file_storage_widgets_title_en_index" on "file_storage_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "file_storage_widgets_title_ru_index" on "file_storage_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "file_storage_widgets_to_files_created_at_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_file_id_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_order_index_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_widget_id_index";`);

    this.addSql(`create index "file_storage_widgets_to_files_order_index_created_at_id_index" on "file_storage_widgets_to_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "file_storage_widgets_to_files_widget_id_order_inde_6d67b_index" on "file_storage_widgets_to_files" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "file_storage_widgets_to_files_file_id_order_index__cbd1d_index" on "file_storage_widgets_to_files" ("file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_layouts_created_at_index";`);

    this.addSql(`create index "host_layouts_created_at_id_index" on "host_layouts" ("created_at", "id");`);
    this.addSql(`create index "host_layouts_admin_title_index" on "host_layouts" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "host_metadata_created_at_index";`);

    this.addSql(`create index "host_metadata_created_at_id_index" on "host_metadata" ("created_at", "id");`);
    this.addSql(`create index "host_metadata_admin_title_index" on "host_metadata" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "host_pages_created_at_index";`);

    this.addSql(`create index "host_pages_created_at_id_index" on "host_pages" ("created_at", "id");`);
    this.addSql(`create index "host_pages_admin_title_index" on "host_pages" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "host_pages_to_layouts_created_at_index";`);
    this.addSql(`drop index "host_pages_to_layouts_layout_id_index";`);
    this.addSql(`drop index "host_pages_to_layouts_order_index_index";`);
    this.addSql(`drop index "host_pages_to_layouts_page_id_index";`);

    this.addSql(`create index "host_pages_to_layouts_order_index_created_at_id_index" on "host_pages_to_layouts" ("order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_layouts_page_id_order_index_created_at_id_index" on "host_pages_to_layouts" ("page_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_layouts_layout_id_order_index_created_at_id_index" on "host_pages_to_layouts" ("layout_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_pages_to_metadata_created_at_index";`);
    this.addSql(`drop index "host_pages_to_metadata_metadata_id_index";`);
    this.addSql(`drop index "host_pages_to_metadata_order_index_index";`);
    this.addSql(`drop index "host_pages_to_metadata_page_id_index";`);

    this.addSql(`create index "host_pages_to_metadata_order_index_created_at_id_index" on "host_pages_to_metadata" ("order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_metadata_page_id_order_index_created_at_id_index" on "host_pages_to_metadata" ("page_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_metadata_metadata_id_order_index_cre_845d4_index" on "host_pages_to_metadata" ("metadata_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_widgets_created_at_index";`);

    this.addSql(`create index "host_widgets_created_at_id_index" on "host_widgets" ("created_at", "id");`);
    this.addSql(`create index "host_widgets_admin_title_index" on "host_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "host_widgets_title_en_index" on "host_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "host_widgets_title_ru_index" on "host_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "host_pages_to_widgets_created_at_index";`);
    this.addSql(`drop index "host_pages_to_widgets_order_index_index";`);
    this.addSql(`drop index "host_pages_to_widgets_page_id_index";`);
    this.addSql(`drop index "host_pages_to_widgets_widget_id_index";`);

    this.addSql(`create index "host_pages_to_widgets_order_index_created_at_id_index" on "host_pages_to_widgets" ("order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_widgets_page_id_order_index_created_at_id_index" on "host_pages_to_widgets" ("page_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_widgets_widget_id_order_index_created_at_id_index" on "host_pages_to_widgets" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_layouts_to_widgets_created_at_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_layout_id_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_order_index_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_widget_id_index";`);

    this.addSql(`create index "host_layouts_to_widgets_order_index_created_at_id_index" on "host_layouts_to_widgets" ("order_index", "created_at", "id");`);
    this.addSql(`create index "host_layouts_to_widgets_layout_id_order_index_crea_0a7f2_index" on "host_layouts_to_widgets" ("layout_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_layouts_to_widgets_widget_id_order_index_crea_3da34_index" on "host_layouts_to_widgets" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_widgets_to_external_widgets_created_at_index";`);
    this.addSql(`drop index "host_widgets_to_external_widgets_order_index_index";`);
    this.addSql(`drop index "host_widgets_to_external_widgets_widget_id_index";`);

    this.addSql(`create index "host_widgets_to_external_widgets_order_index_creat_07f23_index" on "host_widgets_to_external_widgets" ("order_index", "created_at", "id");`);
    this.addSql(`create index "host_widgets_to_external_widgets_widget_id_order_i_2d873_index" on "host_widgets_to_external_widgets" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "notification_templates_created_at_index";`);

    this.addSql(`create index "notification_templates_created_at_id_index" on "notification_templates" ("created_at", "id");`);
    this.addSql(`create index "notification_templates_admin_title_index" on "notification_templates" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "notification_topics_created_at_index";`);

    this.addSql(`create index "notification_topics_created_at_id_index" on "notification_topics" ("created_at", "id");`);
    this.addSql(`create index "notification_topics_admin_title_index" on "notification_topics" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "notification_widgets_created_at_index";`);

    this.addSql(`create index "notification_widgets_created_at_id_index" on "notification_widgets" ("created_at", "id");`);
    this.addSql(`create index "notification_widgets_admin_title_index" on "notification_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "notification_widgets_title_en_index" on "notification_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "notification_widgets_title_ru_index" on "notification_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "rbac_actions_created_at_index";`);

    this.addSql(`create index "rbac_actions_created_at_id_index" on "rbac_actions" ("created_at", "id");`);
    this.addSql(`create index "rbac_actions_admin_title_index" on "rbac_actions" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "rbac_actions_title_en_index" on "rbac_actions" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "rbac_actions_title_ru_index" on "rbac_actions" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "rbac_identities_created_at_index";`);

    this.addSql(`create index "rbac_identities_created_at_id_index" on "rbac_identities" ("created_at", "id");`);

    this.addSql(`drop index "rbac_nonces_created_at_index";`);

    this.addSql(`create index "rbac_nonces_created_at_id_index" on "rbac_nonces" ("created_at", "id");`);

    this.addSql(`drop index "rbac_roles_created_at_index";`);

    this.addSql(`create index "rbac_roles_created_at_id_index" on "rbac_roles" ("created_at", "id");`);

    this.addSql(`drop index "rbac_roles_to_actions_action_id_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_created_at_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_order_index_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_role_id_index";`);

    this.addSql(`create index "rbac_roles_to_actions_order_index_created_at_id_index" on "rbac_roles_to_actions" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_roles_to_actions_role_id_order_index_created_at_id_index" on "rbac_roles_to_actions" ("role_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_roles_to_actions_action_id_order_index_created_at_id_index" on "rbac_roles_to_actions" ("action_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_created_at_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_ecommerce__b2a09_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_order_index_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_role_id_index";`);

    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_order_inde_9dcfa_index" on "rbac_roles_to_ecommerce_module_products" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_role_id_or_7873f_index" on "rbac_roles_to_ecommerce_module_products" ("role_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_ecommerce__bb891_index" on "rbac_roles_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_created_at_index";`);

    this.addSql(`create index "rbac_subjects_created_at_id_index" on "rbac_subjects" ("created_at", "id");`);

    this.addSql(`drop index "rbac_refresh_tokens_created_at_index";`);

    this.addSql(`create index "rbac_refresh_tokens_created_at_id_index" on "rbac_refresh_tokens" ("created_at", "id");`);

    this.addSql(`drop index "notification_notifications_created_at_index";`);

    this.addSql(`create index "notification_notifications_created_at_id_index" on "notification_notifications" ("created_at", "id");`);

    this.addSql(`drop index "crm_requests_created_at_index";`);

    this.addSql(`create index "crm_requests_created_at_id_index" on "crm_requests" ("created_at", "id");`);

    this.addSql(`drop index "billing_invoices_created_at_index";`);

    this.addSql(`create index "billing_invoices_created_at_id_index" on "billing_invoices" ("created_at", "id");`);

    this.addSql(`drop index "billing_payment_intents_created_at_index";`);

    this.addSql(`create index "billing_payment_intents_created_at_id_index" on "billing_payment_intents" ("created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_30215_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_449e7_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_9123b_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_cb5c9_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_9a22e_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_40711_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_a3268_index" on "ecommerce_orders_to_billing_module_payment_intents" ("billing_module_payment_intent_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_created_at_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_ecommerce_e4910_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_order_index_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_subject_id_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_order_ind_7e05d_index" on "rbac_subjects_to_ecommerce_module_orders" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_subject_i_02bca_index" on "rbac_subjects_to_ecommerce_module_orders" ("subject_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_ecommerce_628dc_index" on "rbac_subjects_to_ecommerce_module_orders" ("ecommerce_module_order_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_created_at_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_ecommer_1ff82_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_order_index_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_subject_id_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_order_i_858e0_index" on "rbac_subjects_to_ecommerce_module_products" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_subject_721f1_index" on "rbac_subjects_to_ecommerce_module_products" ("subject_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_ecommer_e1f57_index" on "rbac_subjects_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_identities_created_at_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_identity_id_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_order_index_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_subject_id_index";`);

    this.addSql(`create index "rbac_subjects_to_identities_order_index_created_at_id_index" on "rbac_subjects_to_identities" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_identities_subject_id_order_index_f4807_index" on "rbac_subjects_to_identities" ("subject_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_identities_identity_id_order_inde_14724_index" on "rbac_subjects_to_identities" ("identity_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_roles_created_at_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_order_index_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_role_id_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_subject_id_index";`);

    this.addSql(`create index "rbac_subjects_to_roles_order_index_created_at_id_index" on "rbac_subjects_to_roles" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_roles_subject_id_order_index_crea_dd8a6_index" on "rbac_subjects_to_roles" ("subject_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_roles_role_id_order_index_created_at_id_index" on "rbac_subjects_to_roles" ("role_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_widgets_created_at_index";`);

    this.addSql(`create index "rbac_widgets_created_at_id_index" on "rbac_widgets" ("created_at", "id");`);
    this.addSql(`create index "rbac_widgets_admin_title_index" on "rbac_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "rbac_widgets_title_en_index" on "rbac_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "rbac_widgets_title_ru_index" on "rbac_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "social_profiles_created_at_index";`);

    this.addSql(`create index "social_profiles_created_at_id_index" on "social_profiles" ("created_at", "id");`);
    this.addSql(`create index "social_profiles_admin_title_index" on "social_profiles" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "social_profiles_title_en_index" on "social_profiles" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "social_profiles_title_ru_index" on "social_profiles" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_created_at_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_order_index_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_social_mod_371e3_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_subject_id_index";`);

    this.addSql(`create index "rbac_subjects_to_social_module_profiles_order_inde_5f0bf_index" on "rbac_subjects_to_social_module_profiles" ("order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_subject_id_40456_index" on "rbac_subjects_to_social_module_profiles" ("subject_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_social_mod_f0479_index" on "rbac_subjects_to_social_module_profiles" ("social_module_profile_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "social_widgets_created_at_index";`);

    this.addSql(`create index "social_widgets_created_at_id_index" on "social_widgets" ("created_at", "id");`);
    this.addSql(`create index "social_widgets_admin_title_index" on "social_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "social_widgets_title_en_index" on "social_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "social_widgets_title_ru_index" on "social_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "startup_articles_created_at_index";`);

    this.addSql(`create index "startup_articles_created_at_id_index" on "startup_articles" ("created_at", "id");`);
    this.addSql(`create index "startup_articles_admin_title_index" on "startup_articles" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "startup_categories_created_at_index";`);

    this.addSql(`create index "startup_categories_created_at_id_index" on "startup_categories" ("created_at", "id");`);
    this.addSql(`create index "startup_categories_admin_title_index" on "startup_categories" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "startup_categories_title_en_index" on "startup_categories" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "startup_categories_title_ru_index" on "startup_categories" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "startup_widgets_created_at_index";`);

    this.addSql(`create index "startup_widgets_created_at_id_index" on "startup_widgets" ("created_at", "id");`);
    this.addSql(`create index "startup_widgets_admin_title_index" on "startup_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "startup_widgets_title_en_index" on "startup_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "startup_widgets_title_ru_index" on "startup_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_buttons_created_at_index";`);

    this.addSql(`create index "website_builder_buttons_created_at_id_index" on "website_builder_buttons" ("created_at", "id");`);
    this.addSql(`create index "website_builder_buttons_admin_title_index" on "website_builder_buttons" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_buttons_arrays_created_at_index";`);

    this.addSql(`create index "website_builder_buttons_arrays_created_at_id_index" on "website_builder_buttons_arrays" ("created_at", "id");`);
    this.addSql(`create index "website_builder_buttons_arrays_admin_title_index" on "website_builder_buttons_arrays" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_button_id_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_buttons__a12d2_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_created_at_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_order_index_index";`);

    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_order_in_847bb_index" on "website_builder_buttons_arrays_to_buttons" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_buttons__47a57_index" on "website_builder_buttons_arrays_to_buttons" ("buttons_array_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_button_i_6b50f_index" on "website_builder_buttons_arrays_to_buttons" ("button_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_currencies_created_at_index";`);

    this.addSql(`create index "website_builder_currencies_created_at_id_index" on "website_builder_currencies" ("created_at", "id");`);
    this.addSql(`create index "website_builder_currencies_admin_title_index" on "website_builder_currencies" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_features_created_at_index";`);

    this.addSql(`create index "website_builder_features_created_at_id_index" on "website_builder_features" ("created_at", "id");`);
    this.addSql(`create index "website_builder_features_admin_title_index" on "website_builder_features" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "website_builder_features_title_en_index" on "website_builder_features" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "website_builder_features_title_ru_index" on "website_builder_features" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_0de35_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_20cdd_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_25f9d_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_6f2b6_index";`);

    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_63253_index" on "website_builder_features_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_4604e_index" on "website_builder_features_to_file_storage_module_files" ("feature_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_85a7b_index" on "website_builder_features_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_files_created_at_index";`);

    this.addSql(`create index "website_builder_files_created_at_id_index" on "website_builder_files" ("created_at", "id");`);
    this.addSql(`create index "website_builder_files_admin_title_index" on "website_builder_files" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_logotypes_created_at_index";`);

    this.addSql(`create index "website_builder_logotypes_created_at_id_index" on "website_builder_logotypes" ("created_at", "id");`);
    this.addSql(`create index "website_builder_logotypes_admin_title_index" on "website_builder_logotypes" using gin ("admin_title" gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_114e2_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_74790_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_ae68f_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_f63f3_index";`);

    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_436de_index" on "website_builder_logotypes_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_10dd0_index" on "website_builder_logotypes_to_file_storage_module_files" ("logotype_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_d1736_index" on "website_builder_logotypes_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_slides_created_at_index";`);

    this.addSql(`create index "website_builder_slides_created_at_id_index" on "website_builder_slides" ("created_at", "id");`);
    this.addSql(`create index "website_builder_slides_admin_title_index" on "website_builder_slides" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "website_builder_slides_title_en_index" on "website_builder_slides" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "website_builder_slides_title_ru_index" on "website_builder_slides" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_sliders_created_at_index";`);

    this.addSql(`create index "website_builder_sliders_created_at_id_index" on "website_builder_sliders" ("created_at", "id");`);
    this.addSql(`create index "website_builder_sliders_admin_title_index" on "website_builder_sliders" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "website_builder_sliders_title_en_index" on "website_builder_sliders" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "website_builder_sliders_title_ru_index" on "website_builder_sliders" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "website_builder_sliders_to_slides_created_at_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_order_index_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_slide_id_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_slider_id_index";`);

    this.addSql(`create index "website_builder_sliders_to_slides_order_index_crea_97006_index" on "website_builder_sliders_to_slides" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slider_id_order__9a2e1_index" on "website_builder_sliders_to_slides" ("slider_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slide_id_order_i_976a7_index" on "website_builder_sliders_to_slides" ("slide_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_buttons_array_id_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_created_at_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_order_index_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_slide_id_index";`);

    this.addSql(`create index "website_builder_slides_to_buttons_arrays_order_ind_541f1_index" on "website_builder_slides_to_buttons_arrays" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_slide_id__46b05_index" on "website_builder_slides_to_buttons_arrays" ("slide_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_buttons_a_562b0_index" on "website_builder_slides_to_buttons_arrays" ("buttons_array_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_22f6b_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_8d80e_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_8fe12_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_ddd8a_index";`);

    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_94f40_index" on "website_builder_slides_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_13a52_index" on "website_builder_slides_to_file_storage_module_files" ("slide_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_5ef80_index" on "website_builder_slides_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_created_at_index";`);

    this.addSql(`create index "website_builder_widgets_created_at_id_index" on "website_builder_widgets" ("created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_admin_title_index" on "website_builder_widgets" using gin ("admin_title" gin_trgm_ops);`);
    this.addSql(`create index "website_builder_widgets_title_en_index" on "website_builder_widgets" using gin (("title" ->> 'en') gin_trgm_ops);`);
    this.addSql(`create index "website_builder_widgets_title_ru_index" on "website_builder_widgets" using gin (("title" ->> 'ru') gin_trgm_ops);`);

    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__67b09_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__c8bbc_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__d0877_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__d3cec_index";`);

    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__5375f_index" on "social_profiles_to_website_builder_module_widgets" ("order_index", "created_at", "id");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__7a3ac_index" on "social_profiles_to_website_builder_module_widgets" ("profile_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__c0099_index" on "social_profiles_to_website_builder_module_widgets" ("website_builder_module_widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_ar_c1d43_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_cr_4ea68_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_or_a5964_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_we_e532d_index";`);

    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_or_8238f_index" on "blog_articles_to_website_builder_module_widgets" ("order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_ar_9f7db_index" on "blog_articles_to_website_builder_module_widgets" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_we_5428f_index" on "blog_articles_to_website_builder_module_widgets" ("website_builder_module_widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_buttons__9ca8e_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_created_at_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_order_index_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_widget_id_index";`);

    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_order_in_2b720_index" on "website_builder_widgets_to_buttons_arrays" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_widget_i_0b46e_index" on "website_builder_widgets_to_buttons_arrays" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_buttons__f344c_index" on "website_builder_widgets_to_buttons_arrays" ("buttons_array_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_features_created_at_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_feature_id_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_order_index_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_widget_id_index";`);

    this.addSql(`create index "website_builder_widgets_to_features_order_index_cr_a05df_index" on "website_builder_widgets_to_features" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_features_widget_id_orde_36e52_index" on "website_builder_widgets_to_features" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_features_feature_id_ord_72939_index" on "website_builder_widgets_to_features" ("feature_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_0470d_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_0bec7_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_11950_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_eddb0_index";`);

    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_4242e_index" on "website_builder_widgets_to_file_storage_module_files" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_8190a_index" on "website_builder_widgets_to_file_storage_module_files" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_94196_index" on "website_builder_widgets_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_logotypes_created_at_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_logotype_id_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_order_index_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_widget_id_index";`);

    this.addSql(`create index "website_builder_widgets_to_logotypes_order_index_c_9113f_index" on "website_builder_widgets_to_logotypes" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_widget_id_ord_d8964_index" on "website_builder_widgets_to_logotypes" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_logotype_id_o_08103_index" on "website_builder_widgets_to_logotypes" ("logotype_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_sliders_created_at_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_order_index_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_slider_id_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_widget_id_index";`);

    this.addSql(`create index "website_builder_widgets_to_sliders_order_index_cre_44c2b_index" on "website_builder_widgets_to_sliders" ("order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_widget_id_order_2e625_index" on "website_builder_widgets_to_sliders" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_slider_id_order_fa3a5_index" on "website_builder_widgets_to_sliders" ("slider_id", "order_index", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "agent_widgets_created_at_id_index";`);
    this.addSql(`drop index "agent_widgets_admin_title_index";`);
    this.addSql(`drop index "agent_widgets_title_en_index";`);
    this.addSql(`drop index "agent_widgets_title_ru_index";`);

    this.addSql(`create index "agent_widgets_created_at_index" on "agent_widgets" ("created_at");`);

    this.addSql(`drop index "analytic_widgets_created_at_id_index";`);
    this.addSql(`drop index "analytic_widgets_admin_title_index";`);
    this.addSql(`drop index "analytic_widgets_title_en_index";`);
    this.addSql(`drop index "analytic_widgets_title_ru_index";`);

    this.addSql(`create index "analytic_widgets_created_at_index" on "analytic_widgets" ("created_at");`);

    this.addSql(`drop index "billing_currencies_created_at_id_index";`);
    this.addSql(`drop index "billing_currencies_admin_title_index";`);

    this.addSql(`create index "billing_currencies_created_at_index" on "billing_currencies" ("created_at");`);

    this.addSql(`drop index "billing_invoices_created_at_id_index";`);

    this.addSql(`create index "billing_invoices_created_at_index" on "billing_invoices" ("created_at");`);

    this.addSql(`drop index "billing_payment_intents_created_at_id_index";`);

    this.addSql(`create index "billing_payment_intents_created_at_index" on "billing_payment_intents" ("created_at");`);

    this.addSql(`drop index "billing_widgets_created_at_id_index";`);
    this.addSql(`drop index "billing_widgets_admin_title_index";`);
    this.addSql(`drop index "billing_widgets_title_en_index";`);
    this.addSql(`drop index "billing_widgets_title_ru_index";`);

    this.addSql(`create index "billing_widgets_created_at_index" on "billing_widgets" ("created_at");`);

    this.addSql(`drop index "blog_articles_created_at_id_index";`);
    this.addSql(`drop index "blog_articles_admin_title_index";`);

    this.addSql(`create index "blog_articles_created_at_index" on "blog_articles" ("created_at");`);

    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_order_i_7dc06_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_article_5399b_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_ecommer_e1897_index";`);

    this.addSql(`create index "blog_articles_to_ecommerce_module_products_article_id_index" on "blog_articles_to_ecommerce_module_products" ("article_id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_created_at_index" on "blog_articles_to_ecommerce_module_products" ("created_at");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_ecommer_b3b8d_index" on "blog_articles_to_ecommerce_module_products" ("ecommerce_module_product_id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_order_index_index" on "blog_articles_to_ecommerce_module_products" ("order_index");`);

    this.addSql(`drop index "blog_articles_to_file_storage_module_files_order_i_ab612_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_article_2d256_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_file_st_0167b_index";`);

    this.addSql(`create index "blog_articles_to_file_storage_module_files_article_id_index" on "blog_articles_to_file_storage_module_files" ("article_id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_created_at_index" on "blog_articles_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_file_st_0a128_index" on "blog_articles_to_file_storage_module_files" ("file_storage_module_file_id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_order_index_index" on "blog_articles_to_file_storage_module_files" ("order_index");`);

    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_or_8238f_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_ar_9f7db_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_we_5428f_index";`);

    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_ar_c1d43_index" on "blog_articles_to_website_builder_module_widgets" ("article_id");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_cr_4ea68_index" on "blog_articles_to_website_builder_module_widgets" ("created_at");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_or_a5964_index" on "blog_articles_to_website_builder_module_widgets" ("order_index");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_we_e532d_index" on "blog_articles_to_website_builder_module_widgets" ("website_builder_module_widget_id");`);

    this.addSql(`drop index "blog_categories_created_at_id_index";`);
    this.addSql(`drop index "blog_categories_admin_title_index";`);
    this.addSql(`drop index "blog_categories_title_en_index";`);
    this.addSql(`drop index "blog_categories_title_ru_index";`);

    this.addSql(`create index "blog_categories_created_at_index" on "blog_categories" ("created_at");`);

    this.addSql(`drop index "blog_categories_to_articles_order_index_created_at_id_index";`);
    this.addSql(`drop index "blog_categories_to_articles_category_id_order_inde_495b4_index";`);
    this.addSql(`drop index "blog_categories_to_articles_article_id_order_index_1c581_index";`);

    this.addSql(`create index "blog_categories_to_articles_article_id_index" on "blog_categories_to_articles" ("article_id");`);
    this.addSql(`create index "blog_categories_to_articles_category_id_index" on "blog_categories_to_articles" ("category_id");`);
    this.addSql(`create index "blog_categories_to_articles_created_at_index" on "blog_categories_to_articles" ("created_at");`);
    this.addSql(`create index "blog_categories_to_articles_order_index_index" on "blog_categories_to_articles" ("order_index");`);

    this.addSql(`drop index "blog_widgets_created_at_id_index";`);
    this.addSql(`drop index "blog_widgets_admin_title_index";`);
    this.addSql(`drop index "blog_widgets_title_en_index";`);
    this.addSql(`drop index "blog_widgets_title_ru_index";`);

    this.addSql(`create index "blog_widgets_created_at_index" on "blog_widgets" ("created_at");`);

    this.addSql(`drop index "blog_widgets_to_articles_order_index_created_at_id_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_widget_id_order_index_cre_e0446_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_article_id_order_index_cr_5f22c_index";`);

    this.addSql(`create index "blog_widgets_to_articles_article_id_index" on "blog_widgets_to_articles" ("article_id");`);
    this.addSql(`create index "blog_widgets_to_articles_created_at_index" on "blog_widgets_to_articles" ("created_at");`);
    this.addSql(`create index "blog_widgets_to_articles_order_index_index" on "blog_widgets_to_articles" ("order_index");`);
    this.addSql(`create index "blog_widgets_to_articles_widget_id_index" on "blog_widgets_to_articles" ("widget_id");`);

    this.addSql(`drop index "crm_forms_created_at_id_index";`);
    this.addSql(`drop index "crm_forms_admin_title_index";`);
    this.addSql(`drop index "crm_forms_title_en_index";`);
    this.addSql(`drop index "crm_forms_title_ru_index";`);

    this.addSql(`create index "crm_forms_created_at_index" on "crm_forms" ("created_at");`);

    this.addSql(`drop index "crm_forms_to_inputs_order_index_created_at_id_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_form_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_input_id_order_index_created_at_id_index";`);

    this.addSql(`create index "crm_forms_to_inputs_created_at_index" on "crm_forms_to_inputs" ("created_at");`);
    this.addSql(`create index "crm_forms_to_inputs_form_id_index" on "crm_forms_to_inputs" ("form_id");`);
    this.addSql(`create index "crm_forms_to_inputs_input_id_index" on "crm_forms_to_inputs" ("input_id");`);
    this.addSql(`create index "crm_forms_to_inputs_order_index_index" on "crm_forms_to_inputs" ("order_index");`);

    this.addSql(`drop index "crm_inputs_created_at_id_index";`);
    this.addSql(`drop index "crm_inputs_admin_title_index";`);
    this.addSql(`drop index "crm_inputs_title_en_index";`);
    this.addSql(`drop index "crm_inputs_title_ru_index";`);

    this.addSql(`create index "crm_inputs_created_at_index" on "crm_inputs" ("created_at");`);

    this.addSql(`drop index "crm_requests_created_at_id_index";`);

    this.addSql(`create index "crm_requests_created_at_index" on "crm_requests" ("created_at");`);

    this.addSql(`drop index "crm_widgets_created_at_id_index";`);
    this.addSql(`drop index "crm_widgets_admin_title_index";`);
    this.addSql(`drop index "crm_widgets_title_en_index";`);
    this.addSql(`drop index "crm_widgets_title_ru_index";`);

    this.addSql(`create index "crm_widgets_created_at_index" on "crm_widgets" ("created_at");`);

    this.addSql(`drop index "crm_widgets_to_forms_order_index_created_at_id_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_widget_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_form_id_order_index_created_at_id_index";`);

    this.addSql(`create index "crm_widgets_to_forms_created_at_index" on "crm_widgets_to_forms" ("created_at");`);
    this.addSql(`create index "crm_widgets_to_forms_form_id_index" on "crm_widgets_to_forms" ("form_id");`);
    this.addSql(`create index "crm_widgets_to_forms_order_index_index" on "crm_widgets_to_forms" ("order_index");`);
    this.addSql(`create index "crm_widgets_to_forms_widget_id_index" on "crm_widgets_to_forms" ("widget_id");`);

    this.addSql(`drop index "ecommerce_attribute_keys_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_admin_title_index";`);

    this.addSql(`create index "ecommerce_attribute_keys_created_at_index" on "ecommerce_attribute_keys" ("created_at");`);

    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_order_index_1919a_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_k_14809_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_i_a928e_index";`);

    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_id_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_key_id_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_key_id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_created_at_index" on "ecommerce_attribute_keys_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_order_index_index" on "ecommerce_attribute_keys_to_attributes" ("order_index");`);

    this.addSql(`drop index "ecommerce_attributes_created_at_id_index";`);

    this.addSql(`create index "ecommerce_attributes_created_at_index" on "ecommerce_attributes" ("created_at");`);

    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__02799_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__c2f42_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__6abb8_index";`);

    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__02c1e_index" on "ecommerce_attributes_to_billing_module_currencies" ("billing_module_currency_id");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__17d9e_index" on "ecommerce_attributes_to_billing_module_currencies" ("created_at");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__645b4_index" on "ecommerce_attributes_to_billing_module_currencies" ("order_index");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__8c97c_index" on "ecommerce_attributes_to_billing_module_currencies" ("attribute_id");`);

    this.addSql(`drop index "ecommerce_categories_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_categories_admin_title_index";`);
    this.addSql(`drop index "ecommerce_categories_title_en_index";`);
    this.addSql(`drop index "ecommerce_categories_title_ru_index";`);

    this.addSql(`create index "ecommerce_categories_created_at_index" on "ecommerce_categories" ("created_at");`);

    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__c9e2e_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__934f6_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__cfc7a_index";`);

    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__06988_index" on "ecommerce_categories_to_file_storage_module_files" ("category_id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__10ee7_index" on "ecommerce_categories_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__16fec_index" on "ecommerce_categories_to_file_storage_module_files" ("file_storage_module_file_id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__6c936_index" on "ecommerce_categories_to_file_storage_module_files" ("order_index");`);

    this.addSql(`drop index "ecommerce_categories_to_products_order_index_creat_2609f_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_category_id_order_77d55_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_product_id_order__76f77_index";`);

    this.addSql(`create index "ecommerce_categories_to_products_category_id_index" on "ecommerce_categories_to_products" ("category_id");`);
    this.addSql(`create index "ecommerce_categories_to_products_created_at_index" on "ecommerce_categories_to_products" ("created_at");`);
    this.addSql(`create index "ecommerce_categories_to_products_order_index_index" on "ecommerce_categories_to_products" ("order_index");`);
    this.addSql(`create index "ecommerce_categories_to_products_product_id_index" on "ecommerce_categories_to_products" ("product_id");`);

    this.addSql(`drop index "ecommerce_orders_created_at_id_index";`);

    this.addSql(`create index "ecommerce_orders_created_at_index" on "ecommerce_orders" ("created_at");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_orde_97a09_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_orde_9185c_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_bill_5d139_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_bill_239bb_index" on "ecommerce_orders_to_billing_module_currencies" ("billing_module_currency_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_created_at_index" on "ecommerce_orders_to_billing_module_currencies" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_order_id_index" on "ecommerce_orders_to_billing_module_currencies" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_order_index_index" on "ecommerce_orders_to_billing_module_currencies" ("order_index");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_9a22e_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_40711_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_a3268_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_30215_index" on "ecommerce_orders_to_billing_module_payment_intents" ("billing_module_payment_intent_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_449e7_index" on "ecommerce_orders_to_billing_module_payment_intents" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_9123b_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_index");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_cb5c9_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_id");`);

    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_orde_a4375_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_orde_8a209_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_file_3f514_index";`);

    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_created_at_index" on "ecommerce_orders_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_file_3cb93_index" on "ecommerce_orders_to_file_storage_module_files" ("file_storage_module_file_id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_order_id_index" on "ecommerce_orders_to_file_storage_module_files" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_order_index_index" on "ecommerce_orders_to_file_storage_module_files" ("order_index");`);

    this.addSql(`drop index "ecommerce_orders_to_products_order_index_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_order_id_order_index__3cb8b_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_product_id_order_inde_a190d_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_store_id_order_index__094a9_index";`);

    this.addSql(`create index "ecommerce_orders_to_products_created_at_index" on "ecommerce_orders_to_products" ("created_at");`);
    this.addSql(`create index "ecommerce_orders_to_products_order_id_index" on "ecommerce_orders_to_products" ("order_id");`);
    this.addSql(`create index "ecommerce_orders_to_products_order_index_index" on "ecommerce_orders_to_products" ("order_index");`);
    this.addSql(`create index "ecommerce_orders_to_products_product_id_index" on "ecommerce_orders_to_products" ("product_id");`);
    this.addSql(`create index "ecommerce_orders_to_products_store_id_index" on "ecommerce_orders_to_products" ("store_id");`);

    this.addSql(`drop index "ecommerce_products_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_products_type_index";`);
    this.addSql(`drop index "ecommerce_products_admin_title_index";`);
    this.addSql(`drop index "ecommerce_products_title_en_index";`);
    this.addSql(`drop index "ecommerce_products_title_ru_index";`);

    this.addSql(`create index "ecommerce_products_created_at_index" on "ecommerce_products" ("created_at");`);

    this.addSql(`drop index "ecommerce_products_to_attributes_order_index_creat_63cdf_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_product_id_order__eaa9a_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_attribute_id_orde_a3108_index";`);

    this.addSql(`create index "ecommerce_products_to_attributes_attribute_id_index" on "ecommerce_products_to_attributes" ("attribute_id");`);
    this.addSql(`create index "ecommerce_products_to_attributes_created_at_index" on "ecommerce_products_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_products_to_attributes_order_index_index" on "ecommerce_products_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_products_to_attributes_product_id_index" on "ecommerce_products_to_attributes" ("product_id");`);

    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_or_a2833_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_pr_71da3_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_fi_1c144_index";`);

    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_cr_956f2_index" on "ecommerce_products_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_fi_54f64_index" on "ecommerce_products_to_file_storage_module_files" ("file_storage_module_file_id");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_or_a2d4c_index" on "ecommerce_products_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_pr_2ccb0_index" on "ecommerce_products_to_file_storage_module_files" ("product_id");`);

    this.addSql(`drop index "ecommerce_stores_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_stores_admin_title_index";`);

    this.addSql(`create index "ecommerce_stores_created_at_index" on "ecommerce_stores" ("created_at");`);

    this.addSql(`drop index "ecommerce_stores_to_attributes_order_index_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_store_id_order_inde_4e02b_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_attribute_id_order__78f1a_index";`);

    this.addSql(`create index "ecommerce_stores_to_attributes_attribute_id_index" on "ecommerce_stores_to_attributes" ("attribute_id");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_created_at_index" on "ecommerce_stores_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_order_index_index" on "ecommerce_stores_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_store_id_index" on "ecommerce_stores_to_attributes" ("store_id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_order_index_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_store_id_order_index__5fe60_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_product_id_order_inde_1dddd_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_created_at_index" on "ecommerce_stores_to_products" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_to_products_order_index_index" on "ecommerce_stores_to_products" ("order_index");`);
    this.addSql(`create index "ecommerce_stores_to_products_product_id_index" on "ecommerce_stores_to_products" ("product_id");`);
    this.addSql(`create index "ecommerce_stores_to_products_store_id_index" on "ecommerce_stores_to_products" ("store_id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_order_i_277a7_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_stores__9d90a_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_attribu_9c6b6_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_attribute_id_index" on "ecommerce_stores_to_products_to_attributes" ("attribute_id");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_created_at_index" on "ecommerce_stores_to_products_to_attributes" ("created_at");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_order_index_index" on "ecommerce_stores_to_products_to_attributes" ("order_index");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_stores__1953d_index" on "ecommerce_stores_to_products_to_attributes" ("stores_to_products_id");`);

    this.addSql(`drop index "ecommerce_widgets_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_widgets_admin_title_index";`);
    this.addSql(`drop index "ecommerce_widgets_title_en_index";`);
    this.addSql(`drop index "ecommerce_widgets_title_ru_index";`);

    this.addSql(`create index "ecommerce_widgets_created_at_index" on "ecommerce_widgets" ("created_at");`);

    this.addSql(`drop index "ecommerce_widgets_to_stores_order_index_created_at_id_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_widget_id_order_index__c51da_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_store_id_order_index_c_630a0_index";`);

    this.addSql(`create index "ecommerce_widgets_to_stores_created_at_index" on "ecommerce_widgets_to_stores" ("created_at");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_order_index_index" on "ecommerce_widgets_to_stores" ("order_index");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_store_id_index" on "ecommerce_widgets_to_stores" ("store_id");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_widget_id_index" on "ecommerce_widgets_to_stores" ("widget_id");`);

    this.addSql(`drop index "file_storage_files_created_at_id_index";`);
    this.addSql(`drop index "file_storage_files_admin_title_index";`);

    this.addSql(`create index "file_storage_files_created_at_index" on "file_storage_files" ("created_at");`);

    this.addSql(`drop index "file_storage_widgets_created_at_id_index";`);
    this.addSql(`drop index "file_storage_widgets_admin_title_index";`);
    this.addSql(`drop index "file_storage_widgets_title_en_index";`);
    this.addSql(`drop index "file_storage_widgets_title_ru_index";`);

    this.addSql(`create index "file_storage_widgets_created_at_index" on "file_storage_widgets" ("created_at");`);

    this.addSql(`drop index "file_storage_widgets_to_files_order_index_created_at_id_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_widget_id_order_inde_6d67b_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_file_id_order_index__cbd1d_index";`);

    this.addSql(`create index "file_storage_widgets_to_files_created_at_index" on "file_storage_widgets_to_files" ("created_at");`);
    this.addSql(`create index "file_storage_widgets_to_files_file_id_index" on "file_storage_widgets_to_files" ("file_id");`);
    this.addSql(`create index "file_storage_widgets_to_files_order_index_index" on "file_storage_widgets_to_files" ("order_index");`);
    this.addSql(`create index "file_storage_widgets_to_files_widget_id_index" on "file_storage_widgets_to_files" ("widget_id");`);

    this.addSql(`drop index "host_layouts_created_at_id_index";`);
    this.addSql(`drop index "host_layouts_admin_title_index";`);

    this.addSql(`create index "host_layouts_created_at_index" on "host_layouts" ("created_at");`);

    this.addSql(`drop index "host_layouts_to_widgets_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_layout_id_order_index_crea_0a7f2_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_widget_id_order_index_crea_3da34_index";`);

    this.addSql(`create index "host_layouts_to_widgets_created_at_index" on "host_layouts_to_widgets" ("created_at");`);
    this.addSql(`create index "host_layouts_to_widgets_layout_id_index" on "host_layouts_to_widgets" ("layout_id");`);
    this.addSql(`create index "host_layouts_to_widgets_order_index_index" on "host_layouts_to_widgets" ("order_index");`);
    this.addSql(`create index "host_layouts_to_widgets_widget_id_index" on "host_layouts_to_widgets" ("widget_id");`);

    this.addSql(`drop index "host_metadata_created_at_id_index";`);
    this.addSql(`drop index "host_metadata_admin_title_index";`);

    this.addSql(`create index "host_metadata_created_at_index" on "host_metadata" ("created_at");`);

    this.addSql(`drop index "host_pages_created_at_id_index";`);
    this.addSql(`drop index "host_pages_admin_title_index";`);

    this.addSql(`create index "host_pages_created_at_index" on "host_pages" ("created_at");`);

    this.addSql(`drop index "host_pages_to_layouts_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_layouts_page_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_layouts_layout_id_order_index_created_at_id_index";`);

    this.addSql(`create index "host_pages_to_layouts_created_at_index" on "host_pages_to_layouts" ("created_at");`);
    this.addSql(`create index "host_pages_to_layouts_layout_id_index" on "host_pages_to_layouts" ("layout_id");`);
    this.addSql(`create index "host_pages_to_layouts_order_index_index" on "host_pages_to_layouts" ("order_index");`);
    this.addSql(`create index "host_pages_to_layouts_page_id_index" on "host_pages_to_layouts" ("page_id");`);

    this.addSql(`drop index "host_pages_to_metadata_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_metadata_page_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_metadata_metadata_id_order_index_cre_845d4_index";`);

    this.addSql(`create index "host_pages_to_metadata_created_at_index" on "host_pages_to_metadata" ("created_at");`);
    this.addSql(`create index "host_pages_to_metadata_metadata_id_index" on "host_pages_to_metadata" ("metadata_id");`);
    this.addSql(`create index "host_pages_to_metadata_order_index_index" on "host_pages_to_metadata" ("order_index");`);
    this.addSql(`create index "host_pages_to_metadata_page_id_index" on "host_pages_to_metadata" ("page_id");`);

    this.addSql(`drop index "host_pages_to_widgets_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_widgets_page_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_widgets_widget_id_order_index_created_at_id_index";`);

    this.addSql(`create index "host_pages_to_widgets_created_at_index" on "host_pages_to_widgets" ("created_at");`);
    this.addSql(`create index "host_pages_to_widgets_order_index_index" on "host_pages_to_widgets" ("order_index");`);
    this.addSql(`create index "host_pages_to_widgets_page_id_index" on "host_pages_to_widgets" ("page_id");`);
    this.addSql(`create index "host_pages_to_widgets_widget_id_index" on "host_pages_to_widgets" ("widget_id");`);

    this.addSql(`drop index "host_widgets_created_at_id_index";`);
    this.addSql(`drop index "host_widgets_admin_title_index";`);
    this.addSql(`drop index "host_widgets_title_en_index";`);
    this.addSql(`drop index "host_widgets_title_ru_index";`);

    this.addSql(`create index "host_widgets_created_at_index" on "host_widgets" ("created_at");`);

    this.addSql(`drop index "host_widgets_to_external_widgets_order_index_creat_07f23_index";`);
    this.addSql(`drop index "host_widgets_to_external_widgets_widget_id_order_i_2d873_index";`);

    this.addSql(`create index "host_widgets_to_external_widgets_created_at_index" on "host_widgets_to_external_widgets" ("created_at");`);
    this.addSql(`create index "host_widgets_to_external_widgets_order_index_index" on "host_widgets_to_external_widgets" ("order_index");`);
    this.addSql(`create index "host_widgets_to_external_widgets_widget_id_index" on "host_widgets_to_external_widgets" ("widget_id");`);

    this.addSql(`drop index "notification_notifications_created_at_id_index";`);

    this.addSql(`create index "notification_notifications_created_at_index" on "notification_notifications" ("created_at");`);

    this.addSql(`drop index "notification_templates_created_at_id_index";`);
    this.addSql(`drop index "notification_templates_admin_title_index";`);

    this.addSql(`create index "notification_templates_created_at_index" on "notification_templates" ("created_at");`);

    this.addSql(`drop index "notification_topics_created_at_id_index";`);
    this.addSql(`drop index "notification_topics_admin_title_index";`);

    this.addSql(`create index "notification_topics_created_at_index" on "notification_topics" ("created_at");`);

    this.addSql(`drop index "notification_widgets_created_at_id_index";`);
    this.addSql(`drop index "notification_widgets_admin_title_index";`);
    this.addSql(`drop index "notification_widgets_title_en_index";`);
    this.addSql(`drop index "notification_widgets_title_ru_index";`);

    this.addSql(`create index "notification_widgets_created_at_index" on "notification_widgets" ("created_at");`);

    this.addSql(`drop index "rbac_actions_created_at_id_index";`);
    this.addSql(`drop index "rbac_actions_admin_title_index";`);
    this.addSql(`drop index "rbac_actions_title_en_index";`);
    this.addSql(`drop index "rbac_actions_title_ru_index";`);

    this.addSql(`create index "rbac_actions_created_at_index" on "rbac_actions" ("created_at");`);

    this.addSql(`drop index "rbac_identities_created_at_id_index";`);

    this.addSql(`create index "rbac_identities_created_at_index" on "rbac_identities" ("created_at");`);

    this.addSql(`drop index "rbac_nonces_created_at_id_index";`);

    this.addSql(`create index "rbac_nonces_created_at_index" on "rbac_nonces" ("created_at");`);

    this.addSql(`drop index "rbac_refresh_tokens_created_at_id_index";`);

    this.addSql(`create index "rbac_refresh_tokens_created_at_index" on "rbac_refresh_tokens" ("created_at");`);

    this.addSql(`drop index "rbac_roles_created_at_id_index";`);

    this.addSql(`create index "rbac_roles_created_at_index" on "rbac_roles" ("created_at");`);

    this.addSql(`drop index "rbac_roles_to_actions_order_index_created_at_id_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_role_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_action_id_order_index_created_at_id_index";`);

    this.addSql(`create index "rbac_roles_to_actions_action_id_index" on "rbac_roles_to_actions" ("action_id");`);
    this.addSql(`create index "rbac_roles_to_actions_created_at_index" on "rbac_roles_to_actions" ("created_at");`);
    this.addSql(`create index "rbac_roles_to_actions_order_index_index" on "rbac_roles_to_actions" ("order_index");`);
    this.addSql(`create index "rbac_roles_to_actions_role_id_index" on "rbac_roles_to_actions" ("role_id");`);

    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_order_inde_9dcfa_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_role_id_or_7873f_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_ecommerce__bb891_index";`);

    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_created_at_index" on "rbac_roles_to_ecommerce_module_products" ("created_at");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_ecommerce__b2a09_index" on "rbac_roles_to_ecommerce_module_products" ("ecommerce_module_product_id");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_order_index_index" on "rbac_roles_to_ecommerce_module_products" ("order_index");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_role_id_index" on "rbac_roles_to_ecommerce_module_products" ("role_id");`);

    this.addSql(`drop index "rbac_subjects_created_at_id_index";`);

    this.addSql(`create index "rbac_subjects_created_at_index" on "rbac_subjects" ("created_at");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_order_ind_7e05d_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_subject_i_02bca_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_ecommerce_628dc_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_created_at_index" on "rbac_subjects_to_ecommerce_module_orders" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_ecommerce_e4910_index" on "rbac_subjects_to_ecommerce_module_orders" ("ecommerce_module_order_id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_order_index_index" on "rbac_subjects_to_ecommerce_module_orders" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_subject_id_index" on "rbac_subjects_to_ecommerce_module_orders" ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_order_i_858e0_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_subject_721f1_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_ecommer_e1f57_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_created_at_index" on "rbac_subjects_to_ecommerce_module_products" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_ecommer_1ff82_index" on "rbac_subjects_to_ecommerce_module_products" ("ecommerce_module_product_id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_order_index_index" on "rbac_subjects_to_ecommerce_module_products" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_subject_id_index" on "rbac_subjects_to_ecommerce_module_products" ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_identities_order_index_created_at_id_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_subject_id_order_index_f4807_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_identity_id_order_inde_14724_index";`);

    this.addSql(`create index "rbac_subjects_to_identities_created_at_index" on "rbac_subjects_to_identities" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_identities_identity_id_index" on "rbac_subjects_to_identities" ("identity_id");`);
    this.addSql(`create index "rbac_subjects_to_identities_order_index_index" on "rbac_subjects_to_identities" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_identities_subject_id_index" on "rbac_subjects_to_identities" ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_roles_order_index_created_at_id_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_subject_id_order_index_crea_dd8a6_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_role_id_order_index_created_at_id_index";`);

    this.addSql(`create index "rbac_subjects_to_roles_created_at_index" on "rbac_subjects_to_roles" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_roles_order_index_index" on "rbac_subjects_to_roles" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_roles_role_id_index" on "rbac_subjects_to_roles" ("role_id");`);
    this.addSql(`create index "rbac_subjects_to_roles_subject_id_index" on "rbac_subjects_to_roles" ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_order_inde_5f0bf_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_subject_id_40456_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_social_mod_f0479_index";`);

    this.addSql(`create index "rbac_subjects_to_social_module_profiles_created_at_index" on "rbac_subjects_to_social_module_profiles" ("created_at");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_order_index_index" on "rbac_subjects_to_social_module_profiles" ("order_index");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_social_mod_371e3_index" on "rbac_subjects_to_social_module_profiles" ("social_module_profile_id");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_subject_id_index" on "rbac_subjects_to_social_module_profiles" ("subject_id");`);

    this.addSql(`drop index "rbac_widgets_created_at_id_index";`);
    this.addSql(`drop index "rbac_widgets_admin_title_index";`);
    this.addSql(`drop index "rbac_widgets_title_en_index";`);
    this.addSql(`drop index "rbac_widgets_title_ru_index";`);

    this.addSql(`create index "rbac_widgets_created_at_index" on "rbac_widgets" ("created_at");`);

    this.addSql(`drop index "social_profiles_created_at_id_index";`);
    this.addSql(`drop index "social_profiles_admin_title_index";`);
    this.addSql(`drop index "social_profiles_title_en_index";`);
    this.addSql(`drop index "social_profiles_title_ru_index";`);

    this.addSql(`create index "social_profiles_created_at_index" on "social_profiles" ("created_at");`);

    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__5375f_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__7a3ac_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__c0099_index";`);

    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__67b09_index" on "social_profiles_to_website_builder_module_widgets" ("profile_id");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__c8bbc_index" on "social_profiles_to_website_builder_module_widgets" ("created_at");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__d0877_index" on "social_profiles_to_website_builder_module_widgets" ("order_index");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__d3cec_index" on "social_profiles_to_website_builder_module_widgets" ("website_builder_module_widget_id");`);

    this.addSql(`drop index "social_widgets_created_at_id_index";`);
    this.addSql(`drop index "social_widgets_admin_title_index";`);
    this.addSql(`drop index "social_widgets_title_en_index";`);
    this.addSql(`drop index "social_widgets_title_ru_index";`);

    this.addSql(`create index "social_widgets_created_at_index" on "social_widgets" ("created_at");`);

    this.addSql(`drop index "startup_articles_created_at_id_index";`);
    this.addSql(`drop index "startup_articles_admin_title_index";`);

    this.addSql(`create index "startup_articles_created_at_index" on "startup_articles" ("created_at");`);

    this.addSql(`drop index "startup_categories_created_at_id_index";`);
    this.addSql(`drop index "startup_categories_admin_title_index";`);
    this.addSql(`drop index "startup_categories_title_en_index";`);
    this.addSql(`drop index "startup_categories_title_ru_index";`);

    this.addSql(`create index "startup_categories_created_at_index" on "startup_categories" ("created_at");`);

    this.addSql(`drop index "startup_widgets_created_at_id_index";`);
    this.addSql(`drop index "startup_widgets_admin_title_index";`);
    this.addSql(`drop index "startup_widgets_title_en_index";`);
    this.addSql(`drop index "startup_widgets_title_ru_index";`);

    this.addSql(`create index "startup_widgets_created_at_index" on "startup_widgets" ("created_at");`);

    this.addSql(`drop index "website_builder_buttons_created_at_id_index";`);
    this.addSql(`drop index "website_builder_buttons_admin_title_index";`);

    this.addSql(`create index "website_builder_buttons_created_at_index" on "website_builder_buttons" ("created_at");`);

    this.addSql(`drop index "website_builder_buttons_arrays_created_at_id_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_admin_title_index";`);

    this.addSql(`create index "website_builder_buttons_arrays_created_at_index" on "website_builder_buttons_arrays" ("created_at");`);

    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_order_in_847bb_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_buttons__47a57_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_button_i_6b50f_index";`);

    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_button_id_index" on "website_builder_buttons_arrays_to_buttons" ("button_id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_buttons__a12d2_index" on "website_builder_buttons_arrays_to_buttons" ("buttons_array_id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_created_at_index" on "website_builder_buttons_arrays_to_buttons" ("created_at");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_order_index_index" on "website_builder_buttons_arrays_to_buttons" ("order_index");`);

    this.addSql(`drop index "website_builder_currencies_created_at_id_index";`);
    this.addSql(`drop index "website_builder_currencies_admin_title_index";`);

    this.addSql(`create index "website_builder_currencies_created_at_index" on "website_builder_currencies" ("created_at");`);

    this.addSql(`drop index "website_builder_features_created_at_id_index";`);
    this.addSql(`drop index "website_builder_features_admin_title_index";`);
    this.addSql(`drop index "website_builder_features_title_en_index";`);
    this.addSql(`drop index "website_builder_features_title_ru_index";`);

    this.addSql(`create index "website_builder_features_created_at_index" on "website_builder_features" ("created_at");`);

    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_63253_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_4604e_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_85a7b_index";`);

    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_0de35_index" on "website_builder_features_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_20cdd_index" on "website_builder_features_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_25f9d_index" on "website_builder_features_to_file_storage_module_files" ("feature_id");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_6f2b6_index" on "website_builder_features_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`drop index "website_builder_files_created_at_id_index";`);
    this.addSql(`drop index "website_builder_files_admin_title_index";`);

    this.addSql(`create index "website_builder_files_created_at_index" on "website_builder_files" ("created_at");`);

    this.addSql(`drop index "website_builder_logotypes_created_at_id_index";`);
    this.addSql(`drop index "website_builder_logotypes_admin_title_index";`);

    this.addSql(`create index "website_builder_logotypes_created_at_index" on "website_builder_logotypes" ("created_at");`);

    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_436de_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_10dd0_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_d1736_index";`);

    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_114e2_index" on "website_builder_logotypes_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_74790_index" on "website_builder_logotypes_to_file_storage_module_files" ("file_storage_module_file_id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_ae68f_index" on "website_builder_logotypes_to_file_storage_module_files" ("logotype_id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_f63f3_index" on "website_builder_logotypes_to_file_storage_module_files" ("order_index");`);

    this.addSql(`drop index "website_builder_sliders_created_at_id_index";`);
    this.addSql(`drop index "website_builder_sliders_admin_title_index";`);
    this.addSql(`drop index "website_builder_sliders_title_en_index";`);
    this.addSql(`drop index "website_builder_sliders_title_ru_index";`);

    this.addSql(`create index "website_builder_sliders_created_at_index" on "website_builder_sliders" ("created_at");`);

    this.addSql(`drop index "website_builder_sliders_to_slides_order_index_crea_97006_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_slider_id_order__9a2e1_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_slide_id_order_i_976a7_index";`);

    this.addSql(`create index "website_builder_sliders_to_slides_created_at_index" on "website_builder_sliders_to_slides" ("created_at");`);
    this.addSql(`create index "website_builder_sliders_to_slides_order_index_index" on "website_builder_sliders_to_slides" ("order_index");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slide_id_index" on "website_builder_sliders_to_slides" ("slide_id");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slider_id_index" on "website_builder_sliders_to_slides" ("slider_id");`);

    this.addSql(`drop index "website_builder_slides_created_at_id_index";`);
    this.addSql(`drop index "website_builder_slides_admin_title_index";`);
    this.addSql(`drop index "website_builder_slides_title_en_index";`);
    this.addSql(`drop index "website_builder_slides_title_ru_index";`);

    this.addSql(`create index "website_builder_slides_created_at_index" on "website_builder_slides" ("created_at");`);

    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_order_ind_541f1_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_slide_id__46b05_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_buttons_a_562b0_index";`);

    this.addSql(`create index "website_builder_slides_to_buttons_arrays_buttons_array_id_index" on "website_builder_slides_to_buttons_arrays" ("buttons_array_id");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_created_at_index" on "website_builder_slides_to_buttons_arrays" ("created_at");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_order_index_index" on "website_builder_slides_to_buttons_arrays" ("order_index");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_slide_id_index" on "website_builder_slides_to_buttons_arrays" ("slide_id");`);

    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_94f40_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_13a52_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_5ef80_index";`);

    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_22f6b_index" on "website_builder_slides_to_file_storage_module_files" ("slide_id");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_8d80e_index" on "website_builder_slides_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_8fe12_index" on "website_builder_slides_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_ddd8a_index" on "website_builder_slides_to_file_storage_module_files" ("file_storage_module_file_id");`);

    this.addSql(`drop index "website_builder_widgets_created_at_id_index";`);
    this.addSql(`drop index "website_builder_widgets_admin_title_index";`);
    this.addSql(`drop index "website_builder_widgets_title_en_index";`);
    this.addSql(`drop index "website_builder_widgets_title_ru_index";`);

    this.addSql(`create index "website_builder_widgets_created_at_index" on "website_builder_widgets" ("created_at");`);

    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_order_in_2b720_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_widget_i_0b46e_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_buttons__f344c_index";`);

    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_buttons__9ca8e_index" on "website_builder_widgets_to_buttons_arrays" ("buttons_array_id");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_created_at_index" on "website_builder_widgets_to_buttons_arrays" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_order_index_index" on "website_builder_widgets_to_buttons_arrays" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_widget_id_index" on "website_builder_widgets_to_buttons_arrays" ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_features_order_index_cr_a05df_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_widget_id_orde_36e52_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_feature_id_ord_72939_index";`);

    this.addSql(`create index "website_builder_widgets_to_features_created_at_index" on "website_builder_widgets_to_features" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_features_feature_id_index" on "website_builder_widgets_to_features" ("feature_id");`);
    this.addSql(`create index "website_builder_widgets_to_features_order_index_index" on "website_builder_widgets_to_features" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_features_widget_id_index" on "website_builder_widgets_to_features" ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_4242e_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_8190a_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_94196_index";`);

    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_0470d_index" on "website_builder_widgets_to_file_storage_module_files" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_0bec7_index" on "website_builder_widgets_to_file_storage_module_files" ("file_storage_module_file_id");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_11950_index" on "website_builder_widgets_to_file_storage_module_files" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_eddb0_index" on "website_builder_widgets_to_file_storage_module_files" ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_logotypes_order_index_c_9113f_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_widget_id_ord_d8964_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_logotype_id_o_08103_index";`);

    this.addSql(`create index "website_builder_widgets_to_logotypes_created_at_index" on "website_builder_widgets_to_logotypes" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_logotype_id_index" on "website_builder_widgets_to_logotypes" ("logotype_id");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_order_index_index" on "website_builder_widgets_to_logotypes" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_widget_id_index" on "website_builder_widgets_to_logotypes" ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_sliders_order_index_cre_44c2b_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_widget_id_order_2e625_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_slider_id_order_fa3a5_index";`);

    this.addSql(`create index "website_builder_widgets_to_sliders_created_at_index" on "website_builder_widgets_to_sliders" ("created_at");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_order_index_index" on "website_builder_widgets_to_sliders" ("order_index");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_slider_id_index" on "website_builder_widgets_to_sliders" ("slider_id");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_widget_id_index" on "website_builder_widgets_to_sliders" ("widget_id");`);
  }

}
