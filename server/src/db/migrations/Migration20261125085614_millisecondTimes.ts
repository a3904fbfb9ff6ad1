import { Migration } from '@mikro-orm/migrations';

export class Migration20261125085614_millisecondTimes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "agent_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "agent_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "analytic_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "analytic_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "billing_currencies" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "billing_currencies" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "billing_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "billing_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_articles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_articles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_categories" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_categories" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_categories_to_articles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_categories_to_articles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_widgets_to_articles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_widgets_to_articles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "crm_forms" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "crm_forms" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "crm_inputs" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "crm_inputs" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "crm_forms_to_inputs" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "crm_forms_to_inputs" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "crm_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "crm_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "crm_widgets_to_forms" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "crm_widgets_to_forms" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_attributes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_attributes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_attributes" alter column "datetime" type timestamptz(3) using ("datetime"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_attribute_keys" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_attribute_keys" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_categories" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_categories" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_orders" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_orders" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_categories_to_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_categories_to_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_products_to_attributes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_products_to_attributes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_stores" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_stores" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_orders_to_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_orders_to_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_stores_to_attributes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_stores_to_attributes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_stores_to_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_stores_to_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_widgets_to_stores" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_widgets_to_stores" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "file_storage_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "file_storage_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_articles_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_articles_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "file_storage_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "file_storage_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "file_storage_widgets_to_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "file_storage_widgets_to_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_layouts" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_layouts" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_metadata" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_metadata" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_pages" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_pages" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_pages_to_layouts" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_pages_to_layouts" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_pages_to_metadata" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_pages_to_metadata" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_pages_to_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_pages_to_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_layouts_to_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_layouts_to_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "host_widgets_to_external_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "host_widgets_to_external_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "notification_templates" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "notification_templates" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "notification_topics" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "notification_topics" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "notification_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "notification_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_actions" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_actions" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_identities" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_identities" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_identities" alter column "code_expires_at" type timestamptz(3) using ("code_expires_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_nonces" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_nonces" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_nonces" alter column "expires_at" type timestamptz(3) using ("expires_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_nonces" alter column "used_at" type timestamptz(3) using ("used_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_roles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_roles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_roles_to_actions" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_roles_to_actions" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_subjects" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects" alter column "sessions_revoked_at" type timestamptz(3) using ("sessions_revoked_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_refresh_tokens" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "expires_at" type timestamptz(3) using ("expires_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "used_at" type timestamptz(3) using ("used_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "revoked_at" type timestamptz(3) using ("revoked_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "family_expires_at" type timestamptz(3) using ("family_expires_at"::timestamptz(3));`);

    this.addSql(`alter table "notification_notifications" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "notification_notifications" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
    this.addSql(`alter table "notification_notifications" alter column "send_after" type timestamptz(3) using ("send_after"::timestamptz(3));`);
    this.addSql(`alter table "notification_notifications" alter column "sent_at" type timestamptz(3) using ("sent_at"::timestamptz(3));`);

    this.addSql(`alter table "crm_requests" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "crm_requests" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "billing_invoices" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "billing_invoices" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "billing_payment_intents" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "billing_payment_intents" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_subjects_to_identities" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects_to_identities" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_subjects_to_roles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects_to_roles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "social_profiles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "social_profiles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "social_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "social_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "startup_articles" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "startup_articles" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "startup_categories" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "startup_categories" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "startup_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "startup_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_buttons" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_buttons" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_buttons_arrays" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_buttons_arrays" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_currencies" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_currencies" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_features" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_features" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_logotypes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_logotypes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_slides" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_slides" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_sliders" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_sliders" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_sliders_to_slides" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_sliders_to_slides" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_widgets_to_features" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_widgets_to_features" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_widgets_to_logotypes" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_widgets_to_logotypes" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);

    this.addSql(`alter table "website_builder_widgets_to_sliders" alter column "created_at" type timestamptz(3) using ("created_at"::timestamptz(3));`);
    this.addSql(`alter table "website_builder_widgets_to_sliders" alter column "updated_at" type timestamptz(3) using ("updated_at"::timestamptz(3));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agent_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "agent_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "analytic_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "analytic_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "billing_currencies" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "billing_currencies" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "billing_invoices" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "billing_invoices" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "billing_payment_intents" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "billing_payment_intents" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "billing_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "billing_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_articles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_articles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_articles_to_ecommerce_module_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_articles_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_articles_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_articles_to_website_builder_module_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_categories" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_categories" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_categories_to_articles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_categories_to_articles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "blog_widgets_to_articles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "blog_widgets_to_articles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "crm_forms" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "crm_forms" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "crm_forms_to_inputs" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "crm_forms_to_inputs" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "crm_inputs" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "crm_inputs" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "crm_requests" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "crm_requests" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "crm_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "crm_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "crm_widgets_to_forms" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "crm_widgets_to_forms" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_attribute_keys" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_attribute_keys" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_attribute_keys_to_attributes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_attributes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_attributes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_attributes" alter column "datetime" type timestamptz(6) using ("datetime"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_attributes_to_billing_module_currencies" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_categories" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_categories" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_categories_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_categories_to_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_categories_to_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_orders" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_orders" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_orders_to_billing_module_currencies" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_orders_to_billing_module_payment_intents" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_orders_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_orders_to_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_orders_to_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_products_to_attributes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_products_to_attributes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_products_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_stores" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_stores" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_stores_to_attributes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_stores_to_attributes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_stores_to_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_stores_to_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_stores_to_products_to_attributes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "ecommerce_widgets_to_stores" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "ecommerce_widgets_to_stores" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "file_storage_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "file_storage_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "file_storage_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "file_storage_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "file_storage_widgets_to_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "file_storage_widgets_to_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_layouts" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_layouts" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_layouts_to_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_layouts_to_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_metadata" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_metadata" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_pages" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_pages" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_pages_to_layouts" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_pages_to_layouts" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_pages_to_metadata" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_pages_to_metadata" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_pages_to_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_pages_to_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "host_widgets_to_external_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "host_widgets_to_external_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "notification_notifications" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "notification_notifications" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
    this.addSql(`alter table "notification_notifications" alter column "send_after" type timestamptz(6) using ("send_after"::timestamptz(6));`);
    this.addSql(`alter table "notification_notifications" alter column "sent_at" type timestamptz(6) using ("sent_at"::timestamptz(6));`);

    this.addSql(`alter table "notification_templates" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "notification_templates" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "notification_topics" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "notification_topics" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "notification_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "notification_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_actions" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_actions" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_identities" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_identities" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_identities" alter column "code_expires_at" type timestamptz(6) using ("code_expires_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_nonces" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_nonces" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_nonces" alter column "expires_at" type timestamptz(6) using ("expires_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_nonces" alter column "used_at" type timestamptz(6) using ("used_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_refresh_tokens" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "expires_at" type timestamptz(6) using ("expires_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "family_expires_at" type timestamptz(6) using ("family_expires_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "used_at" type timestamptz(6) using ("used_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_refresh_tokens" alter column "revoked_at" type timestamptz(6) using ("revoked_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_roles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_roles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_roles_to_actions" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_roles_to_actions" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_roles_to_ecommerce_module_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_subjects" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects" alter column "sessions_revoked_at" type timestamptz(6) using ("sessions_revoked_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_orders" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects_to_ecommerce_module_products" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_subjects_to_identities" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects_to_identities" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_subjects_to_roles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects_to_roles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_subjects_to_social_module_profiles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "rbac_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "rbac_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "social_profiles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "social_profiles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "social_profiles_to_website_builder_module_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "social_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "social_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "startup_articles" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "startup_articles" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "startup_categories" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "startup_categories" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "startup_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "startup_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_buttons" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_buttons" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_buttons_arrays" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_buttons_arrays" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_buttons_arrays_to_buttons" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_currencies" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_currencies" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_features" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_features" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_features_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_logotypes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_logotypes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_logotypes_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_sliders" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_sliders" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_sliders_to_slides" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_sliders_to_slides" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_slides" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_slides" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_slides_to_buttons_arrays" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_slides_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_widgets" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_widgets" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_widgets_to_buttons_arrays" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_widgets_to_features" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_widgets_to_features" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_widgets_to_file_storage_module_files" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_widgets_to_logotypes" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_widgets_to_logotypes" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "website_builder_widgets_to_sliders" alter column "created_at" type timestamptz(6) using ("created_at"::timestamptz(6));`);
    this.addSql(`alter table "website_builder_widgets_to_sliders" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);
  }

}
