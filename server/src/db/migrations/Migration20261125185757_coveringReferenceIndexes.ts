import { Migration } from '@mikro-orm/migrations';

export class Migration20261125185757_coveringReferenceIndexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "blog_categories_to_articles_article_id_order_index_1c581_index";`);
    this.addSql(`drop index "blog_categories_to_articles_category_id_order_inde_495b4_index";`);

    this.addSql(`create index "blog_categories_to_articles_category_id_order_inde_2d952_index" on "blog_categories_to_articles" ("category_id", "order_index", "created_at", "id") include ("article_id");`);
    this.addSql(`create index "blog_categories_to_articles_article_id_order_index_89b67_index" on "blog_categories_to_articles" ("article_id", "order_index", "created_at", "id") include ("category_id");`);

    this.addSql(`drop index "blog_widgets_to_articles_article_id_order_index_cr_5f22c_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_widget_id_order_index_cre_e0446_index";`);

    this.addSql(`create index "blog_widgets_to_articles_widget_id_order_index_cre_4fc3c_index" on "blog_widgets_to_articles" ("widget_id", "order_index", "created_at", "id") include ("article_id");`);
    this.addSql(`create index "blog_widgets_to_articles_article_id_order_index_cr_c8b77_index" on "blog_widgets_to_articles" ("article_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "crm_forms_to_inputs_form_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_input_id_order_index_created_at_id_index";`);

    this.addSql(`create index "crm_forms_to_inputs_form_id_order_index_created_at_d1bed_index" on "crm_forms_to_inputs" ("form_id", "order_index", "created_at", "id") include ("input_id");`);
    this.addSql(`create index "crm_forms_to_inputs_input_id_order_index_created_a_c08ea_index" on "crm_forms_to_inputs" ("input_id", "order_index", "created_at", "id") include ("form_id");`);

    this.addSql(`drop index "crm_widgets_to_forms_form_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_widget_id_order_index_created_at_id_index";`);

    this.addSql(`create index "crm_widgets_to_forms_widget_id_order_index_created_76c49_index" on "crm_widgets_to_forms" ("widget_id", "order_index", "created_at", "id") include ("form_id");`);
    this.addSql(`create index "crm_widgets_to_forms_form_id_order_index_created_a_56513_index" on "crm_widgets_to_forms" ("form_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_i_a928e_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_k_14809_index";`);

    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_k_3e2a1_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_key_id", "order_index", "created_at", "id") include ("attribute_id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_i_1136f_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_id", "order_index", "created_at", "id") include ("attribute_key_id");`);

    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__6abb8_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__c2f42_index";`);

    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__81614_index" on "ecommerce_attributes_to_billing_module_currencies" ("attribute_id", "order_index", "created_at", "id") include ("billing_module_currency_id");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__ccf81_index" on "ecommerce_attributes_to_billing_module_currencies" ("billing_module_currency_id", "order_index", "created_at", "id") include ("attribute_id");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_bill_5d139_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_orde_9185c_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_orde_86a78_index" on "ecommerce_orders_to_billing_module_currencies" ("order_id", "order_index", "created_at", "id") include ("billing_module_currency_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_bill_92f31_index" on "ecommerce_orders_to_billing_module_currencies" ("billing_module_currency_id", "order_index", "created_at", "id") include ("order_id");`);

    this.addSql(`drop index "ecommerce_categories_to_products_category_id_order_77d55_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_product_id_order__76f77_index";`);

    this.addSql(`create index "ecommerce_categories_to_products_category_id_order_3007f_index" on "ecommerce_categories_to_products" ("category_id", "order_index", "created_at", "id") include ("product_id");`);
    this.addSql(`create index "ecommerce_categories_to_products_product_id_order__8b9fd_index" on "ecommerce_categories_to_products" ("product_id", "order_index", "created_at", "id") include ("category_id");`);

    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_article_5399b_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_ecommer_e1897_index";`);

    this.addSql(`create index "blog_articles_to_ecommerce_module_products_article_47702_index" on "blog_articles_to_ecommerce_module_products" ("article_id", "order_index", "created_at", "id") include ("ecommerce_module_product_id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_ecommer_2a5fd_index" on "blog_articles_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id") include ("article_id");`);

    this.addSql(`drop index "ecommerce_products_to_attributes_attribute_id_orde_a3108_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_product_id_order__eaa9a_index";`);

    this.addSql(`create index "ecommerce_products_to_attributes_product_id_order__04d99_index" on "ecommerce_products_to_attributes" ("product_id", "order_index", "created_at", "id") include ("attribute_id");`);
    this.addSql(`create index "ecommerce_products_to_attributes_attribute_id_orde_d8f96_index" on "ecommerce_products_to_attributes" ("attribute_id", "order_index", "created_at", "id") include ("product_id");`);

    this.addSql(`drop index "ecommerce_orders_to_products_order_id_order_index__3cb8b_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_product_id_order_inde_a190d_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_store_id_order_index__094a9_index";`);

    this.addSql(`create index "ecommerce_orders_to_products_order_id_order_index__af5d2_index" on "ecommerce_orders_to_products" ("order_id", "order_index", "created_at", "id") include ("product_id", "store_id");`);
    this.addSql(`create index "ecommerce_orders_to_products_product_id_order_inde_14287_index" on "ecommerce_orders_to_products" ("product_id", "order_index", "created_at", "id") include ("order_id", "store_id");`);
    this.addSql(`create index "ecommerce_orders_to_products_store_id_order_index__7ea87_index" on "ecommerce_orders_to_products" ("store_id", "order_index", "created_at", "id") include ("order_id", "product_id");`);

    this.addSql(`drop index "ecommerce_stores_to_attributes_attribute_id_order__78f1a_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_store_id_order_inde_4e02b_index";`);

    this.addSql(`create index "ecommerce_stores_to_attributes_store_id_order_inde_b4469_index" on "ecommerce_stores_to_attributes" ("store_id", "order_index", "created_at", "id") include ("attribute_id");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_attribute_id_order__1acad_index" on "ecommerce_stores_to_attributes" ("attribute_id", "order_index", "created_at", "id") include ("store_id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_product_id_order_inde_1dddd_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_store_id_order_index__5fe60_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_store_id_order_index__d24bb_index" on "ecommerce_stores_to_products" ("store_id", "order_index", "created_at", "id") include ("product_id");`);
    this.addSql(`create index "ecommerce_stores_to_products_product_id_order_inde_26891_index" on "ecommerce_stores_to_products" ("product_id", "order_index", "created_at", "id") include ("store_id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_attribu_9c6b6_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_stores__9d90a_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_stores__07f2f_index" on "ecommerce_stores_to_products_to_attributes" ("stores_to_products_id", "order_index", "created_at", "id") include ("attribute_id");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_attribu_9a08f_index" on "ecommerce_stores_to_products_to_attributes" ("attribute_id", "order_index", "created_at", "id") include ("stores_to_products_id");`);

    this.addSql(`drop index "ecommerce_widgets_to_stores_store_id_order_index_c_630a0_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_widget_id_order_index__c51da_index";`);

    this.addSql(`create index "ecommerce_widgets_to_stores_widget_id_order_index__969f7_index" on "ecommerce_widgets_to_stores" ("widget_id", "order_index", "created_at", "id") include ("store_id");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_store_id_order_index_c_ddfc7_index" on "ecommerce_widgets_to_stores" ("store_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_fi_1c144_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_pr_71da3_index";`);

    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_pr_0f025_index" on "ecommerce_products_to_file_storage_module_files" ("product_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_fi_e9a1b_index" on "ecommerce_products_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("product_id");`);

    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_file_3f514_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_orde_8a209_index";`);

    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_orde_fcff5_index" on "ecommerce_orders_to_file_storage_module_files" ("order_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_file_4ef60_index" on "ecommerce_orders_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("order_id");`);

    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__934f6_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__cfc7a_index";`);

    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__f52d4_index" on "ecommerce_categories_to_file_storage_module_files" ("category_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__211f9_index" on "ecommerce_categories_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("category_id");`);

    this.addSql(`drop index "blog_articles_to_file_storage_module_files_article_2d256_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_file_st_0167b_index";`);

    this.addSql(`create index "blog_articles_to_file_storage_module_files_article_1057e_index" on "blog_articles_to_file_storage_module_files" ("article_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_file_st_a9d64_index" on "blog_articles_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("article_id");`);

    this.addSql(`drop index "file_storage_widgets_to_files_file_id_order_index__cbd1d_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_widget_id_order_inde_6d67b_index";`);

    this.addSql(`create index "file_storage_widgets_to_files_widget_id_order_inde_dee36_index" on "file_storage_widgets_to_files" ("widget_id", "order_index", "created_at", "id") include ("file_id");`);
    this.addSql(`create index "file_storage_widgets_to_files_file_id_order_index__ffe7d_index" on "file_storage_widgets_to_files" ("file_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "host_pages_to_layouts_layout_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_layouts_page_id_order_index_created_at_id_index";`);

    this.addSql(`create index "host_pages_to_layouts_page_id_order_index_created__9ed86_index" on "host_pages_to_layouts" ("page_id", "order_index", "created_at", "id") include ("layout_id");`);
    this.addSql(`create index "host_pages_to_layouts_layout_id_order_index_create_83b31_index" on "host_pages_to_layouts" ("layout_id", "order_index", "created_at", "id") include ("page_id");`);

    this.addSql(`drop index "host_pages_to_metadata_metadata_id_order_index_cre_845d4_index";`);
    this.addSql(`drop index "host_pages_to_metadata_page_id_order_index_created_at_id_index";`);

    this.addSql(`create index "host_pages_to_metadata_page_id_order_index_created_3f6e0_index" on "host_pages_to_metadata" ("page_id", "order_index", "created_at", "id") include ("metadata_id");`);
    this.addSql(`create index "host_pages_to_metadata_metadata_id_order_index_cre_a4bdd_index" on "host_pages_to_metadata" ("metadata_id", "order_index", "created_at", "id") include ("page_id");`);

    this.addSql(`drop index "host_pages_to_widgets_page_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "host_pages_to_widgets_widget_id_order_index_created_at_id_index";`);

    this.addSql(`create index "host_pages_to_widgets_page_id_order_index_created__c27a6_index" on "host_pages_to_widgets" ("page_id", "order_index", "created_at", "id") include ("widget_id");`);
    this.addSql(`create index "host_pages_to_widgets_widget_id_order_index_create_98bbd_index" on "host_pages_to_widgets" ("widget_id", "order_index", "created_at", "id") include ("page_id");`);

    this.addSql(`drop index "host_layouts_to_widgets_layout_id_order_index_crea_0a7f2_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_widget_id_order_index_crea_3da34_index";`);

    this.addSql(`create index "host_layouts_to_widgets_layout_id_order_index_crea_cb659_index" on "host_layouts_to_widgets" ("layout_id", "order_index", "created_at", "id") include ("widget_id");`);
    this.addSql(`create index "host_layouts_to_widgets_widget_id_order_index_crea_fd3b5_index" on "host_layouts_to_widgets" ("widget_id", "order_index", "created_at", "id") include ("layout_id");`);

    this.addSql(`drop index "rbac_roles_to_actions_action_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_role_id_order_index_created_at_id_index";`);

    this.addSql(`create index "rbac_roles_to_actions_role_id_order_index_created__c8a1a_index" on "rbac_roles_to_actions" ("role_id", "order_index", "created_at", "id") include ("action_id");`);
    this.addSql(`create index "rbac_roles_to_actions_action_id_order_index_create_5a4c9_index" on "rbac_roles_to_actions" ("action_id", "order_index", "created_at", "id") include ("role_id");`);

    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_ecommerce__bb891_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_role_id_or_7873f_index";`);

    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_role_id_or_56f5e_index" on "rbac_roles_to_ecommerce_module_products" ("role_id", "order_index", "created_at", "id") include ("ecommerce_module_product_id");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_ecommerce__31a69_index" on "rbac_roles_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id") include ("role_id");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_40711_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_a3268_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_7f504_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_id", "order_index", "created_at", "id") include ("billing_module_payment_intent_id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_adbfa_index" on "ecommerce_orders_to_billing_module_payment_intents" ("billing_module_payment_intent_id", "order_index", "created_at", "id") include ("order_id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_ecommerce_628dc_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_subject_i_02bca_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_subject_i_143a7_index" on "rbac_subjects_to_ecommerce_module_orders" ("subject_id", "order_index", "created_at", "id") include ("ecommerce_module_order_id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_ecommerce_7de2c_index" on "rbac_subjects_to_ecommerce_module_orders" ("ecommerce_module_order_id", "order_index", "created_at", "id") include ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_ecommer_e1f57_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_subject_721f1_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_subject_9acc9_index" on "rbac_subjects_to_ecommerce_module_products" ("subject_id", "order_index", "created_at", "id") include ("ecommerce_module_product_id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_ecommer_49772_index" on "rbac_subjects_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id") include ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_identities_identity_id_order_inde_14724_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_subject_id_order_index_f4807_index";`);

    this.addSql(`create index "rbac_subjects_to_identities_subject_id_order_index_6ab90_index" on "rbac_subjects_to_identities" ("subject_id", "order_index", "created_at", "id") include ("identity_id");`);
    this.addSql(`create index "rbac_subjects_to_identities_identity_id_order_inde_496a1_index" on "rbac_subjects_to_identities" ("identity_id", "order_index", "created_at", "id") include ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_roles_role_id_order_index_created_at_id_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_subject_id_order_index_crea_dd8a6_index";`);

    this.addSql(`create index "rbac_subjects_to_roles_subject_id_order_index_crea_98174_index" on "rbac_subjects_to_roles" ("subject_id", "order_index", "created_at", "id") include ("role_id");`);
    this.addSql(`create index "rbac_subjects_to_roles_role_id_order_index_created_5600d_index" on "rbac_subjects_to_roles" ("role_id", "order_index", "created_at", "id") include ("subject_id");`);

    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_social_mod_f0479_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_subject_id_40456_index";`);

    this.addSql(`create index "rbac_subjects_to_social_module_profiles_subject_id_1ba77_index" on "rbac_subjects_to_social_module_profiles" ("subject_id", "order_index", "created_at", "id") include ("social_module_profile_id");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_social_mod_14294_index" on "rbac_subjects_to_social_module_profiles" ("social_module_profile_id", "order_index", "created_at", "id") include ("subject_id");`);

    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_button_i_6b50f_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_buttons__47a57_index";`);

    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_buttons__a37db_index" on "website_builder_buttons_arrays_to_buttons" ("buttons_array_id", "order_index", "created_at", "id") include ("button_id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_button_i_3286a_index" on "website_builder_buttons_arrays_to_buttons" ("button_id", "order_index", "created_at", "id") include ("buttons_array_id");`);

    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_4604e_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_85a7b_index";`);

    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_8b492_index" on "website_builder_features_to_file_storage_module_files" ("feature_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_9ff26_index" on "website_builder_features_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("feature_id");`);

    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_10dd0_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_d1736_index";`);

    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_c5ae6_index" on "website_builder_logotypes_to_file_storage_module_files" ("logotype_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_73f81_index" on "website_builder_logotypes_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("logotype_id");`);

    this.addSql(`drop index "website_builder_sliders_to_slides_slide_id_order_i_976a7_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_slider_id_order__9a2e1_index";`);

    this.addSql(`create index "website_builder_sliders_to_slides_slider_id_order__e7da1_index" on "website_builder_sliders_to_slides" ("slider_id", "order_index", "created_at", "id") include ("slide_id");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slide_id_order_i_e97d7_index" on "website_builder_sliders_to_slides" ("slide_id", "order_index", "created_at", "id") include ("slider_id");`);

    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_buttons_a_562b0_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_slide_id__46b05_index";`);

    this.addSql(`create index "website_builder_slides_to_buttons_arrays_slide_id__50fcc_index" on "website_builder_slides_to_buttons_arrays" ("slide_id", "order_index", "created_at", "id") include ("buttons_array_id");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_buttons_a_ed42b_index" on "website_builder_slides_to_buttons_arrays" ("buttons_array_id", "order_index", "created_at", "id") include ("slide_id");`);

    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_13a52_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_5ef80_index";`);

    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_5ad77_index" on "website_builder_slides_to_file_storage_module_files" ("slide_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_1d19b_index" on "website_builder_slides_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("slide_id");`);

    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__7a3ac_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__c0099_index";`);

    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__509eb_index" on "social_profiles_to_website_builder_module_widgets" ("profile_id", "order_index", "created_at", "id") include ("website_builder_module_widget_id");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__b17f9_index" on "social_profiles_to_website_builder_module_widgets" ("website_builder_module_widget_id", "order_index", "created_at", "id") include ("profile_id");`);

    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_ar_9f7db_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_we_5428f_index";`);

    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_ar_698d2_index" on "blog_articles_to_website_builder_module_widgets" ("article_id", "order_index", "created_at", "id") include ("website_builder_module_widget_id");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_we_babe5_index" on "blog_articles_to_website_builder_module_widgets" ("website_builder_module_widget_id", "order_index", "created_at", "id") include ("article_id");`);

    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_buttons__f344c_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_widget_i_0b46e_index";`);

    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_widget_i_ae900_index" on "website_builder_widgets_to_buttons_arrays" ("widget_id", "order_index", "created_at", "id") include ("buttons_array_id");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_buttons__3a845_index" on "website_builder_widgets_to_buttons_arrays" ("buttons_array_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_features_feature_id_ord_72939_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_widget_id_orde_36e52_index";`);

    this.addSql(`create index "website_builder_widgets_to_features_widget_id_orde_bd6a0_index" on "website_builder_widgets_to_features" ("widget_id", "order_index", "created_at", "id") include ("feature_id");`);
    this.addSql(`create index "website_builder_widgets_to_features_feature_id_ord_0c1e5_index" on "website_builder_widgets_to_features" ("feature_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_8190a_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_94196_index";`);

    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_9c42f_index" on "website_builder_widgets_to_file_storage_module_files" ("widget_id", "order_index", "created_at", "id") include ("file_storage_module_file_id");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_2455b_index" on "website_builder_widgets_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_logotypes_logotype_id_o_08103_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_widget_id_ord_d8964_index";`);

    this.addSql(`create index "website_builder_widgets_to_logotypes_widget_id_ord_e2264_index" on "website_builder_widgets_to_logotypes" ("widget_id", "order_index", "created_at", "id") include ("logotype_id");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_logotype_id_o_20b0a_index" on "website_builder_widgets_to_logotypes" ("logotype_id", "order_index", "created_at", "id") include ("widget_id");`);

    this.addSql(`drop index "website_builder_widgets_to_sliders_slider_id_order_fa3a5_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_widget_id_order_2e625_index";`);

    this.addSql(`create index "website_builder_widgets_to_sliders_widget_id_order_6c7ab_index" on "website_builder_widgets_to_sliders" ("widget_id", "order_index", "created_at", "id") include ("slider_id");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_slider_id_order_1f0fe_index" on "website_builder_widgets_to_sliders" ("slider_id", "order_index", "created_at", "id") include ("widget_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_article_47702_index";`);
    this.addSql(`drop index "blog_articles_to_ecommerce_module_products_ecommer_2a5fd_index";`);

    this.addSql(`create index "blog_articles_to_ecommerce_module_products_article_5399b_index" on "blog_articles_to_ecommerce_module_products" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_ecommerce_module_products_ecommer_e1897_index" on "blog_articles_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_articles_to_file_storage_module_files_article_1057e_index";`);
    this.addSql(`drop index "blog_articles_to_file_storage_module_files_file_st_a9d64_index";`);

    this.addSql(`create index "blog_articles_to_file_storage_module_files_article_2d256_index" on "blog_articles_to_file_storage_module_files" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_file_storage_module_files_file_st_0167b_index" on "blog_articles_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_ar_698d2_index";`);
    this.addSql(`drop index "blog_articles_to_website_builder_module_widgets_we_babe5_index";`);

    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_ar_9f7db_index" on "blog_articles_to_website_builder_module_widgets" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_articles_to_website_builder_module_widgets_we_5428f_index" on "blog_articles_to_website_builder_module_widgets" ("website_builder_module_widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_categories_to_articles_category_id_order_inde_2d952_index";`);
    this.addSql(`drop index "blog_categories_to_articles_article_id_order_index_89b67_index";`);

    this.addSql(`create index "blog_categories_to_articles_article_id_order_index_1c581_index" on "blog_categories_to_articles" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_categories_to_articles_category_id_order_inde_495b4_index" on "blog_categories_to_articles" ("category_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "blog_widgets_to_articles_widget_id_order_index_cre_4fc3c_index";`);
    this.addSql(`drop index "blog_widgets_to_articles_article_id_order_index_cr_c8b77_index";`);

    this.addSql(`create index "blog_widgets_to_articles_article_id_order_index_cr_5f22c_index" on "blog_widgets_to_articles" ("article_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "blog_widgets_to_articles_widget_id_order_index_cre_e0446_index" on "blog_widgets_to_articles" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "crm_forms_to_inputs_form_id_order_index_created_at_d1bed_index";`);
    this.addSql(`drop index "crm_forms_to_inputs_input_id_order_index_created_a_c08ea_index";`);

    this.addSql(`create index "crm_forms_to_inputs_form_id_order_index_created_at_id_index" on "crm_forms_to_inputs" ("form_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "crm_forms_to_inputs_input_id_order_index_created_at_id_index" on "crm_forms_to_inputs" ("input_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "crm_widgets_to_forms_widget_id_order_index_created_76c49_index";`);
    this.addSql(`drop index "crm_widgets_to_forms_form_id_order_index_created_a_56513_index";`);

    this.addSql(`create index "crm_widgets_to_forms_form_id_order_index_created_at_id_index" on "crm_widgets_to_forms" ("form_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "crm_widgets_to_forms_widget_id_order_index_created_at_id_index" on "crm_widgets_to_forms" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_k_3e2a1_index";`);
    this.addSql(`drop index "ecommerce_attribute_keys_to_attributes_attribute_i_1136f_index";`);

    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_i_a928e_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_attribute_keys_to_attributes_attribute_k_14809_index" on "ecommerce_attribute_keys_to_attributes" ("attribute_key_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__81614_index";`);
    this.addSql(`drop index "ecommerce_attributes_to_billing_module_currencies__ccf81_index";`);

    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__6abb8_index" on "ecommerce_attributes_to_billing_module_currencies" ("billing_module_currency_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_attributes_to_billing_module_currencies__c2f42_index" on "ecommerce_attributes_to_billing_module_currencies" ("attribute_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__f52d4_index";`);
    this.addSql(`drop index "ecommerce_categories_to_file_storage_module_files__211f9_index";`);

    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__934f6_index" on "ecommerce_categories_to_file_storage_module_files" ("category_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_to_file_storage_module_files__cfc7a_index" on "ecommerce_categories_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_categories_to_products_category_id_order_3007f_index";`);
    this.addSql(`drop index "ecommerce_categories_to_products_product_id_order__8b9fd_index";`);

    this.addSql(`create index "ecommerce_categories_to_products_category_id_order_77d55_index" on "ecommerce_categories_to_products" ("category_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_categories_to_products_product_id_order__76f77_index" on "ecommerce_categories_to_products" ("product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_orde_86a78_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_currencies_bill_92f31_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_bill_5d139_index" on "ecommerce_orders_to_billing_module_currencies" ("billing_module_currency_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_currencies_orde_9185c_index" on "ecommerce_orders_to_billing_module_currencies" ("order_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_7f504_index";`);
    this.addSql(`drop index "ecommerce_orders_to_billing_module_payment_intents_adbfa_index";`);

    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_40711_index" on "ecommerce_orders_to_billing_module_payment_intents" ("order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_billing_module_payment_intents_a3268_index" on "ecommerce_orders_to_billing_module_payment_intents" ("billing_module_payment_intent_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_orde_fcff5_index";`);
    this.addSql(`drop index "ecommerce_orders_to_file_storage_module_files_file_4ef60_index";`);

    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_file_3f514_index" on "ecommerce_orders_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_file_storage_module_files_orde_8a209_index" on "ecommerce_orders_to_file_storage_module_files" ("order_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_orders_to_products_order_id_order_index__af5d2_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_product_id_order_inde_14287_index";`);
    this.addSql(`drop index "ecommerce_orders_to_products_store_id_order_index__7ea87_index";`);

    this.addSql(`create index "ecommerce_orders_to_products_order_id_order_index__3cb8b_index" on "ecommerce_orders_to_products" ("order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_products_product_id_order_inde_a190d_index" on "ecommerce_orders_to_products" ("product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_orders_to_products_store_id_order_index__094a9_index" on "ecommerce_orders_to_products" ("store_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_products_to_attributes_product_id_order__04d99_index";`);
    this.addSql(`drop index "ecommerce_products_to_attributes_attribute_id_orde_d8f96_index";`);

    this.addSql(`create index "ecommerce_products_to_attributes_attribute_id_orde_a3108_index" on "ecommerce_products_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_products_to_attributes_product_id_order__eaa9a_index" on "ecommerce_products_to_attributes" ("product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_pr_0f025_index";`);
    this.addSql(`drop index "ecommerce_products_to_file_storage_module_files_fi_e9a1b_index";`);

    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_fi_1c144_index" on "ecommerce_products_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_products_to_file_storage_module_files_pr_71da3_index" on "ecommerce_products_to_file_storage_module_files" ("product_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_to_attributes_store_id_order_inde_b4469_index";`);
    this.addSql(`drop index "ecommerce_stores_to_attributes_attribute_id_order__1acad_index";`);

    this.addSql(`create index "ecommerce_stores_to_attributes_attribute_id_order__78f1a_index" on "ecommerce_stores_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_attributes_store_id_order_inde_4e02b_index" on "ecommerce_stores_to_attributes" ("store_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_store_id_order_index__d24bb_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_product_id_order_inde_26891_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_product_id_order_inde_1dddd_index" on "ecommerce_stores_to_products" ("product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_products_store_id_order_index__5fe60_index" on "ecommerce_stores_to_products" ("store_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_stores__07f2f_index";`);
    this.addSql(`drop index "ecommerce_stores_to_products_to_attributes_attribu_9a08f_index";`);

    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_attribu_9c6b6_index" on "ecommerce_stores_to_products_to_attributes" ("attribute_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_stores_to_products_to_attributes_stores__9d90a_index" on "ecommerce_stores_to_products_to_attributes" ("stores_to_products_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "ecommerce_widgets_to_stores_widget_id_order_index__969f7_index";`);
    this.addSql(`drop index "ecommerce_widgets_to_stores_store_id_order_index_c_ddfc7_index";`);

    this.addSql(`create index "ecommerce_widgets_to_stores_store_id_order_index_c_630a0_index" on "ecommerce_widgets_to_stores" ("store_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "ecommerce_widgets_to_stores_widget_id_order_index__c51da_index" on "ecommerce_widgets_to_stores" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "file_storage_widgets_to_files_widget_id_order_inde_dee36_index";`);
    this.addSql(`drop index "file_storage_widgets_to_files_file_id_order_index__ffe7d_index";`);

    this.addSql(`create index "file_storage_widgets_to_files_file_id_order_index__cbd1d_index" on "file_storage_widgets_to_files" ("file_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "file_storage_widgets_to_files_widget_id_order_inde_6d67b_index" on "file_storage_widgets_to_files" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_layouts_to_widgets_layout_id_order_index_crea_cb659_index";`);
    this.addSql(`drop index "host_layouts_to_widgets_widget_id_order_index_crea_fd3b5_index";`);

    this.addSql(`create index "host_layouts_to_widgets_layout_id_order_index_crea_0a7f2_index" on "host_layouts_to_widgets" ("layout_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_layouts_to_widgets_widget_id_order_index_crea_3da34_index" on "host_layouts_to_widgets" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_pages_to_layouts_page_id_order_index_created__9ed86_index";`);
    this.addSql(`drop index "host_pages_to_layouts_layout_id_order_index_create_83b31_index";`);

    this.addSql(`create index "host_pages_to_layouts_layout_id_order_index_created_at_id_index" on "host_pages_to_layouts" ("layout_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_layouts_page_id_order_index_created_at_id_index" on "host_pages_to_layouts" ("page_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_pages_to_metadata_page_id_order_index_created_3f6e0_index";`);
    this.addSql(`drop index "host_pages_to_metadata_metadata_id_order_index_cre_a4bdd_index";`);

    this.addSql(`create index "host_pages_to_metadata_metadata_id_order_index_cre_845d4_index" on "host_pages_to_metadata" ("metadata_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_metadata_page_id_order_index_created_at_id_index" on "host_pages_to_metadata" ("page_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "host_pages_to_widgets_page_id_order_index_created__c27a6_index";`);
    this.addSql(`drop index "host_pages_to_widgets_widget_id_order_index_create_98bbd_index";`);

    this.addSql(`create index "host_pages_to_widgets_page_id_order_index_created_at_id_index" on "host_pages_to_widgets" ("page_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "host_pages_to_widgets_widget_id_order_index_created_at_id_index" on "host_pages_to_widgets" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_roles_to_actions_role_id_order_index_created__c8a1a_index";`);
    this.addSql(`drop index "rbac_roles_to_actions_action_id_order_index_create_5a4c9_index";`);

    this.addSql(`create index "rbac_roles_to_actions_action_id_order_index_created_at_id_index" on "rbac_roles_to_actions" ("action_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_roles_to_actions_role_id_order_index_created_at_id_index" on "rbac_roles_to_actions" ("role_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_role_id_or_56f5e_index";`);
    this.addSql(`drop index "rbac_roles_to_ecommerce_module_products_ecommerce__31a69_index";`);

    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_ecommerce__bb891_index" on "rbac_roles_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_roles_to_ecommerce_module_products_role_id_or_7873f_index" on "rbac_roles_to_ecommerce_module_products" ("role_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_subject_i_143a7_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_orders_ecommerce_7de2c_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_ecommerce_628dc_index" on "rbac_subjects_to_ecommerce_module_orders" ("ecommerce_module_order_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_orders_subject_i_02bca_index" on "rbac_subjects_to_ecommerce_module_orders" ("subject_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_subject_9acc9_index";`);
    this.addSql(`drop index "rbac_subjects_to_ecommerce_module_products_ecommer_49772_index";`);

    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_ecommer_e1f57_index" on "rbac_subjects_to_ecommerce_module_products" ("ecommerce_module_product_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_ecommerce_module_products_subject_721f1_index" on "rbac_subjects_to_ecommerce_module_products" ("subject_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_identities_subject_id_order_index_6ab90_index";`);
    this.addSql(`drop index "rbac_subjects_to_identities_identity_id_order_inde_496a1_index";`);

    this.addSql(`create index "rbac_subjects_to_identities_identity_id_order_inde_14724_index" on "rbac_subjects_to_identities" ("identity_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_identities_subject_id_order_index_f4807_index" on "rbac_subjects_to_identities" ("subject_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_roles_subject_id_order_index_crea_98174_index";`);
    this.addSql(`drop index "rbac_subjects_to_roles_role_id_order_index_created_5600d_index";`);

    this.addSql(`create index "rbac_subjects_to_roles_role_id_order_index_created_at_id_index" on "rbac_subjects_to_roles" ("role_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_roles_subject_id_order_index_crea_dd8a6_index" on "rbac_subjects_to_roles" ("subject_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_subject_id_1ba77_index";`);
    this.addSql(`drop index "rbac_subjects_to_social_module_profiles_social_mod_14294_index";`);

    this.addSql(`create index "rbac_subjects_to_social_module_profiles_social_mod_f0479_index" on "rbac_subjects_to_social_module_profiles" ("social_module_profile_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "rbac_subjects_to_social_module_profiles_subject_id_40456_index" on "rbac_subjects_to_social_module_profiles" ("subject_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__509eb_index";`);
    this.addSql(`drop index "social_profiles_to_website_builder_module_widgets__b17f9_index";`);

    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__7a3ac_index" on "social_profiles_to_website_builder_module_widgets" ("profile_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "social_profiles_to_website_builder_module_widgets__c0099_index" on "social_profiles_to_website_builder_module_widgets" ("website_builder_module_widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_buttons__a37db_index";`);
    this.addSql(`drop index "website_builder_buttons_arrays_to_buttons_button_i_3286a_index";`);

    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_button_i_6b50f_index" on "website_builder_buttons_arrays_to_buttons" ("button_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_buttons_arrays_to_buttons_buttons__47a57_index" on "website_builder_buttons_arrays_to_buttons" ("buttons_array_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_8b492_index";`);
    this.addSql(`drop index "website_builder_features_to_file_storage_module_fi_9ff26_index";`);

    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_4604e_index" on "website_builder_features_to_file_storage_module_files" ("feature_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_features_to_file_storage_module_fi_85a7b_index" on "website_builder_features_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_c5ae6_index";`);
    this.addSql(`drop index "website_builder_logotypes_to_file_storage_module_f_73f81_index";`);

    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_10dd0_index" on "website_builder_logotypes_to_file_storage_module_files" ("logotype_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_logotypes_to_file_storage_module_f_d1736_index" on "website_builder_logotypes_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_sliders_to_slides_slider_id_order__e7da1_index";`);
    this.addSql(`drop index "website_builder_sliders_to_slides_slide_id_order_i_e97d7_index";`);

    this.addSql(`create index "website_builder_sliders_to_slides_slide_id_order_i_976a7_index" on "website_builder_sliders_to_slides" ("slide_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_sliders_to_slides_slider_id_order__9a2e1_index" on "website_builder_sliders_to_slides" ("slider_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_slide_id__50fcc_index";`);
    this.addSql(`drop index "website_builder_slides_to_buttons_arrays_buttons_a_ed42b_index";`);

    this.addSql(`create index "website_builder_slides_to_buttons_arrays_buttons_a_562b0_index" on "website_builder_slides_to_buttons_arrays" ("buttons_array_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_slides_to_buttons_arrays_slide_id__46b05_index" on "website_builder_slides_to_buttons_arrays" ("slide_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_5ad77_index";`);
    this.addSql(`drop index "website_builder_slides_to_file_storage_module_file_1d19b_index";`);

    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_13a52_index" on "website_builder_slides_to_file_storage_module_files" ("slide_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_slides_to_file_storage_module_file_5ef80_index" on "website_builder_slides_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_widget_i_ae900_index";`);
    this.addSql(`drop index "website_builder_widgets_to_buttons_arrays_buttons__3a845_index";`);

    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_buttons__f344c_index" on "website_builder_widgets_to_buttons_arrays" ("buttons_array_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_buttons_arrays_widget_i_0b46e_index" on "website_builder_widgets_to_buttons_arrays" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_features_widget_id_orde_bd6a0_index";`);
    this.addSql(`drop index "website_builder_widgets_to_features_feature_id_ord_0c1e5_index";`);

    this.addSql(`create index "website_builder_widgets_to_features_feature_id_ord_72939_index" on "website_builder_widgets_to_features" ("feature_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_features_widget_id_orde_36e52_index" on "website_builder_widgets_to_features" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_9c42f_index";`);
    this.addSql(`drop index "website_builder_widgets_to_file_storage_module_fil_2455b_index";`);

    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_8190a_index" on "website_builder_widgets_to_file_storage_module_files" ("widget_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_file_storage_module_fil_94196_index" on "website_builder_widgets_to_file_storage_module_files" ("file_storage_module_file_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_logotypes_widget_id_ord_e2264_index";`);
    this.addSql(`drop index "website_builder_widgets_to_logotypes_logotype_id_o_20b0a_index";`);

    this.addSql(`create index "website_builder_widgets_to_logotypes_logotype_id_o_08103_index" on "website_builder_widgets_to_logotypes" ("logotype_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_logotypes_widget_id_ord_d8964_index" on "website_builder_widgets_to_logotypes" ("widget_id", "order_index", "created_at", "id");`);

    this.addSql(`drop index "website_builder_widgets_to_sliders_widget_id_order_6c7ab_index";`);
    this.addSql(`drop index "website_builder_widgets_to_sliders_slider_id_order_1f0fe_index";`);

    this.addSql(`create index "website_builder_widgets_to_sliders_slider_id_order_fa3a5_index" on "website_builder_widgets_to_sliders" ("slider_id", "order_index", "created_at", "id");`);
    this.addSql(`create index "website_builder_widgets_to_sliders_widget_id_order_2e625_index" on "website_builder_widgets_to_sliders" ("widget_id", "order_index", "created_at", "id");`);
  }

}
