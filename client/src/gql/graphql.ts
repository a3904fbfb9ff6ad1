export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: unknown; output: unknown; }
  /** An exact decimal number, as a string (e.g. "19.99"). */
  Decimal: { input: unknown; output: unknown; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
  /** A file: an upload (a multipart request per the GraphQL multipart request spec, sent with the header `apollo-require-preflight: true`), or a string used as is: a path (served under /public) or an http(s) url. */
  UploadOrString: { input: unknown; output: unknown; }
};

export type AgentWidgetBulkCreateItem = {
  data: AgentWidgetCreateInput;
};

export type AgentWidgetBulkUpdateItem = {
  data: AgentWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type AgentWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type AgentWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type AnalyticWidgetBulkCreateItem = {
  data: AnalyticWidgetCreateInput;
};

export type AnalyticWidgetBulkUpdateItem = {
  data: AnalyticWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type AnalyticWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type AnalyticWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingCurrencyBulkCreateItem = {
  data: BillingCurrencyCreateInput;
};

export type BillingCurrencyBulkUpdateItem = {
  data: BillingCurrencyUpdateInput;
  id: Scalars['ID']['input'];
};

export type BillingCurrencyCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingCurrencyUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingInvoiceBulkCreateItem = {
  data: BillingInvoiceCreateInput;
};

export type BillingInvoiceBulkUpdateItem = {
  data: BillingInvoiceUpdateInput;
  id: Scalars['ID']['input'];
};

export type BillingInvoiceCreateInput = {
  /** Required. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** The address typed at checkout "for the receipt": once paid, the mails about the checkout go there too (and to the sign-in address). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The provider's id of the payment (Stripe Checkout Session id, ...). */
  externalId?: InputMaybe<Scalars['String']['input']>;
  paymentUrl?: InputMaybe<Scalars['String']['input']>;
  /** One of: stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments, dummy. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** One of: open, paid, canceled, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingInvoiceUpdateInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** The address typed at checkout "for the receipt": once paid, the mails about the checkout go there too (and to the sign-in address). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The provider's id of the payment (Stripe Checkout Session id, ...). */
  externalId?: InputMaybe<Scalars['String']['input']>;
  paymentUrl?: InputMaybe<Scalars['String']['input']>;
  /** One of: stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments, dummy. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** One of: open, paid, canceled, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingPaymentIntentBulkCreateItem = {
  data: BillingPaymentIntentCreateInput;
};

export type BillingPaymentIntentBulkUpdateItem = {
  data: BillingPaymentIntentUpdateInput;
  id: Scalars['ID']['input'];
};

export type BillingPaymentIntentCreateInput = {
  /** Required. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  /** One of: stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments, dummy. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** One of: pending, succeeded, canceled, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingPaymentIntentUpdateInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  /** One of: stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments, dummy. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** One of: pending, succeeded, canceled, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingWidgetBulkCreateItem = {
  data: BillingWidgetCreateInput;
};

export type BillingWidgetBulkUpdateItem = {
  data: BillingWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type BillingWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BillingWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticleBulkCreateItem = {
  data: BlogArticleCreateInput;
};

export type BlogArticleBulkUpdateItem = {
  data: BlogArticleUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogArticleCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticleUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticlesToEcommerceModuleProductsBulkCreateItem = {
  data: BlogArticlesToEcommerceModuleProductsCreateInput;
};

export type BlogArticlesToEcommerceModuleProductsBulkUpdateItem = {
  data: BlogArticlesToEcommerceModuleProductsUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogArticlesToEcommerceModuleProductsCreateInput = {
  /** Required. */
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  ecommerceModuleProductId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticlesToEcommerceModuleProductsUpdateInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  ecommerceModuleProductId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticlesToFileStorageModuleFilesBulkCreateItem = {
  data: BlogArticlesToFileStorageModuleFilesCreateInput;
};

export type BlogArticlesToFileStorageModuleFilesBulkUpdateItem = {
  data: BlogArticlesToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogArticlesToFileStorageModuleFilesCreateInput = {
  /** Required. */
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticlesToFileStorageModuleFilesUpdateInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogArticlesToWebsiteBuilderModuleWidgetsBulkCreateItem = {
  data: BlogArticlesToWebsiteBuilderModuleWidgetsCreateInput;
};

export type BlogArticlesToWebsiteBuilderModuleWidgetsBulkUpdateItem = {
  data: BlogArticlesToWebsiteBuilderModuleWidgetsUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogArticlesToWebsiteBuilderModuleWidgetsCreateInput = {
  /** Required. */
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  websiteBuilderModuleWidgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type BlogArticlesToWebsiteBuilderModuleWidgetsUpdateInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  websiteBuilderModuleWidgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type BlogCategoriesToArticlesBulkCreateItem = {
  data: BlogCategoriesToArticlesCreateInput;
};

export type BlogCategoriesToArticlesBulkUpdateItem = {
  data: BlogCategoriesToArticlesUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogCategoriesToArticlesCreateInput = {
  /** Required. */
  articleId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogCategoriesToArticlesUpdateInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogCategoryBulkCreateItem = {
  data: BlogCategoryCreateInput;
};

export type BlogCategoryBulkUpdateItem = {
  data: BlogCategoryUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogCategoryCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogCategoryUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogWidgetBulkCreateItem = {
  data: BlogWidgetCreateInput;
};

export type BlogWidgetBulkUpdateItem = {
  data: BlogWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type BlogWidgetsToArticlesBulkCreateItem = {
  data: BlogWidgetsToArticlesCreateInput;
};

export type BlogWidgetsToArticlesBulkUpdateItem = {
  data: BlogWidgetsToArticlesUpdateInput;
  id: Scalars['ID']['input'];
};

export type BlogWidgetsToArticlesCreateInput = {
  /** Required. */
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type BlogWidgetsToArticlesUpdateInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type CrmFormBulkCreateItem = {
  data: CrmFormCreateInput;
};

export type CrmFormBulkUpdateItem = {
  data: CrmFormUpdateInput;
  id: Scalars['ID']['input'];
};

export type CrmFormCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmFormUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmFormsToInputsBulkCreateItem = {
  data: CrmFormsToInputsCreateInput;
};

export type CrmFormsToInputsBulkUpdateItem = {
  data: CrmFormsToInputsUpdateInput;
  id: Scalars['ID']['input'];
};

export type CrmFormsToInputsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  formId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  inputId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmFormsToInputsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  formId?: InputMaybe<Scalars['ID']['input']>;
  inputId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmInputBulkCreateItem = {
  data: CrmInputCreateInput;
};

export type CrmInputBulkUpdateItem = {
  data: CrmInputUpdateInput;
  id: Scalars['ID']['input'];
};

export type CrmInputCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<LocalizedTextInput>;
  placeholder?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  /** One of: default, text-default, textarea-default, number-default. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmInputUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<LocalizedTextInput>;
  placeholder?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  /** One of: default, text-default, textarea-default, number-default. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmRequestBulkCreateItem = {
  data: CrmRequestCreateInput;
};

export type CrmRequestBulkUpdateItem = {
  data: CrmRequestUpdateInput;
  id: Scalars['ID']['input'];
};

export type CrmRequestCreateInput = {
  answers?: InputMaybe<Scalars['JSON']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  formId?: InputMaybe<Scalars['ID']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmRequestUpdateInput = {
  answers?: InputMaybe<Scalars['JSON']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  formId?: InputMaybe<Scalars['ID']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmWidgetBulkCreateItem = {
  data: CrmWidgetCreateInput;
};

export type CrmWidgetBulkUpdateItem = {
  data: CrmWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type CrmWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type CrmWidgetsToFormsBulkCreateItem = {
  data: CrmWidgetsToFormsCreateInput;
};

export type CrmWidgetsToFormsBulkUpdateItem = {
  data: CrmWidgetsToFormsUpdateInput;
  id: Scalars['ID']['input'];
};

export type CrmWidgetsToFormsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  formId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type CrmWidgetsToFormsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  formId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type EcommerceAttributeBulkCreateItem = {
  data: EcommerceAttributeCreateInput;
};

export type EcommerceAttributeBulkUpdateItem = {
  data: EcommerceAttributeUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceAttributeCreateInput = {
  boolean?: InputMaybe<Scalars['Boolean']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  datetime?: InputMaybe<Scalars['DateTimeISO']['input']>;
  number?: InputMaybe<Scalars['Decimal']['input']>;
  string?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributeKeyBulkCreateItem = {
  data: EcommerceAttributeKeyCreateInput;
};

export type EcommerceAttributeKeyBulkUpdateItem = {
  data: EcommerceAttributeKeyUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceAttributeKeyCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** One of: feature, price, interval. */
  kind?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  /** One of: string, number, boolean, date, datetime. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributeKeyUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** One of: feature, price, interval. */
  kind?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  /** One of: string, number, boolean, date, datetime. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributeKeysToAttributesBulkCreateItem = {
  data: EcommerceAttributeKeysToAttributesCreateInput;
};

export type EcommerceAttributeKeysToAttributesBulkUpdateItem = {
  data: EcommerceAttributeKeysToAttributesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceAttributeKeysToAttributesCreateInput = {
  /** Required. */
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  attributeKeyId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributeKeysToAttributesUpdateInput = {
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  attributeKeyId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributeUpdateInput = {
  boolean?: InputMaybe<Scalars['Boolean']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  datetime?: InputMaybe<Scalars['DateTimeISO']['input']>;
  number?: InputMaybe<Scalars['Decimal']['input']>;
  string?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributesToBillingModuleCurrenciesBulkCreateItem = {
  data: EcommerceAttributesToBillingModuleCurrenciesCreateInput;
};

export type EcommerceAttributesToBillingModuleCurrenciesBulkUpdateItem = {
  data: EcommerceAttributesToBillingModuleCurrenciesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceAttributesToBillingModuleCurrenciesCreateInput = {
  /** Required. */
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  billingModuleCurrencyId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceAttributesToBillingModuleCurrenciesUpdateInput = {
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  billingModuleCurrencyId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCartAddInput = {
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type EcommerceCartLineInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type EcommerceCartUpdateInput = {
  ordersToProducts?: InputMaybe<Array<EcommerceCartLineInput>>;
  /** Only 'canceled', for an unpaid order. */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCategoriesToFileStorageModuleFilesBulkCreateItem = {
  data: EcommerceCategoriesToFileStorageModuleFilesCreateInput;
};

export type EcommerceCategoriesToFileStorageModuleFilesBulkUpdateItem = {
  data: EcommerceCategoriesToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceCategoriesToFileStorageModuleFilesCreateInput = {
  /** Required. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCategoriesToFileStorageModuleFilesUpdateInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCategoriesToProductsBulkCreateItem = {
  data: EcommerceCategoriesToProductsCreateInput;
};

export type EcommerceCategoriesToProductsBulkUpdateItem = {
  data: EcommerceCategoriesToProductsUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceCategoriesToProductsCreateInput = {
  /** Required. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCategoriesToProductsUpdateInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCategoryBulkCreateItem = {
  data: EcommerceCategoryCreateInput;
};

export type EcommerceCategoryBulkUpdateItem = {
  data: EcommerceCategoryUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceCategoryCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCategoryUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceCheckoutInput = {
  /** Required for orders; for a product, the default currency when absent. */
  billingModuleCurrencyId?: InputMaybe<Scalars['ID']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** The buyer's language (en, ru; the default language when absent): the mails about the checkout are written in it. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The orders to pay (cart checkout). */
  orderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments or dummy; when absent, the first of serverInfo.paymentProviders. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** Product checkout: how many. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type EcommerceOrderBulkCreateItem = {
  data: EcommerceOrderCreateInput;
};

export type EcommerceOrderBulkUpdateItem = {
  data: EcommerceOrderUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceOrderCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  receipt?: InputMaybe<Scalars['String']['input']>;
  /** One of: new, paying, approving, packaging, delivering, delivered, canceled. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** One of: cart, history. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrderUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  receipt?: InputMaybe<Scalars['String']['input']>;
  /** One of: new, paying, approving, packaging, delivering, delivered, canceled. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** One of: cart, history. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToBillingModuleCurrenciesBulkCreateItem = {
  data: EcommerceOrdersToBillingModuleCurrenciesCreateInput;
};

export type EcommerceOrdersToBillingModuleCurrenciesBulkUpdateItem = {
  data: EcommerceOrdersToBillingModuleCurrenciesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceOrdersToBillingModuleCurrenciesCreateInput = {
  /** Required. */
  billingModuleCurrencyId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToBillingModuleCurrenciesUpdateInput = {
  billingModuleCurrencyId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToBillingModulePaymentIntentsBulkCreateItem = {
  data: EcommerceOrdersToBillingModulePaymentIntentsCreateInput;
};

export type EcommerceOrdersToBillingModulePaymentIntentsBulkUpdateItem = {
  data: EcommerceOrdersToBillingModulePaymentIntentsUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceOrdersToBillingModulePaymentIntentsCreateInput = {
  /** Required. */
  billingModulePaymentIntentId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToBillingModulePaymentIntentsUpdateInput = {
  billingModulePaymentIntentId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToFileStorageModuleFilesBulkCreateItem = {
  data: EcommerceOrdersToFileStorageModuleFilesCreateInput;
};

export type EcommerceOrdersToFileStorageModuleFilesBulkUpdateItem = {
  data: EcommerceOrdersToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceOrdersToFileStorageModuleFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToFileStorageModuleFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToProductsBulkCreateItem = {
  data: EcommerceOrdersToProductsCreateInput;
};

export type EcommerceOrdersToProductsBulkUpdateItem = {
  data: EcommerceOrdersToProductsUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceOrdersToProductsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. Empty once the product is deleted: the line keeps its title and price. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceOrdersToProductsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Empty once the product is deleted: the line keeps its title and price. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceProductBulkCreateItem = {
  data: EcommerceProductCreateInput;
};

export type EcommerceProductBulkUpdateItem = {
  data: EcommerceProductUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceProductCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  shortDescription?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  /** One of: one_off, subscription. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceProductPriceInput = {
  /** The price in this currency (0 or more); null removes it. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  billingModuleCurrencyId: Scalars['ID']['input'];
};

export type EcommerceProductPricesInput = {
  /** Each currency once; currencies not named keep their prices. */
  prices: Array<EcommerceProductPriceInput>;
};

export type EcommerceProductUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  shortDescription?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  /** One of: one_off, subscription. */
  type?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceProductsToAttributesBulkCreateItem = {
  data: EcommerceProductsToAttributesCreateInput;
};

export type EcommerceProductsToAttributesBulkUpdateItem = {
  data: EcommerceProductsToAttributesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceProductsToAttributesCreateInput = {
  /** Required. */
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceProductsToAttributesUpdateInput = {
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceProductsToFileStorageModuleFilesBulkCreateItem = {
  data: EcommerceProductsToFileStorageModuleFilesCreateInput;
};

export type EcommerceProductsToFileStorageModuleFilesBulkUpdateItem = {
  data: EcommerceProductsToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceProductsToFileStorageModuleFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceProductsToFileStorageModuleFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceReceiptJobBulkCreateItem = {
  data: EcommerceReceiptJobCreateInput;
};

export type EcommerceReceiptJobBulkUpdateItem = {
  data: EcommerceReceiptJobUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceReceiptJobCreateInput = {
  attempts?: InputMaybe<Scalars['Int']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  lastError?: InputMaybe<Scalars['String']['input']>;
  /** Not drawn before then (the wait before a retry). */
  runAfter?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** One of: queued, rendering, done, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceReceiptJobUpdateInput = {
  attempts?: InputMaybe<Scalars['Int']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  lastError?: InputMaybe<Scalars['String']['input']>;
  /** Not drawn before then (the wait before a retry). */
  runAfter?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** One of: queued, rendering, done, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoreBulkCreateItem = {
  data: EcommerceStoreCreateInput;
};

export type EcommerceStoreBulkUpdateItem = {
  data: EcommerceStoreUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceStoreCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  shortDescription?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoreUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  shortDescription?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoresToAttributesBulkCreateItem = {
  data: EcommerceStoresToAttributesCreateInput;
};

export type EcommerceStoresToAttributesBulkUpdateItem = {
  data: EcommerceStoresToAttributesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceStoresToAttributesCreateInput = {
  /** Required. */
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoresToAttributesUpdateInput = {
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoresToProductsBulkCreateItem = {
  data: EcommerceStoresToProductsCreateInput;
};

export type EcommerceStoresToProductsBulkUpdateItem = {
  data: EcommerceStoresToProductsUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceStoresToProductsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Stock keeping unit, unique and non-empty; generated when left out. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoresToProductsToAttributesBulkCreateItem = {
  data: EcommerceStoresToProductsToAttributesCreateInput;
};

export type EcommerceStoresToProductsToAttributesBulkUpdateItem = {
  data: EcommerceStoresToProductsToAttributesUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceStoresToProductsToAttributesCreateInput = {
  /** Required. */
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  storesToProductsId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoresToProductsToAttributesUpdateInput = {
  attributeId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  storesToProductsId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceStoresToProductsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Stock keeping unit, unique and non-empty; generated when left out. */
  sku?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceWidgetBulkCreateItem = {
  data: EcommerceWidgetCreateInput;
};

export type EcommerceWidgetBulkUpdateItem = {
  data: EcommerceWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type EcommerceWidgetsToStoresBulkCreateItem = {
  data: EcommerceWidgetsToStoresCreateInput;
};

export type EcommerceWidgetsToStoresBulkUpdateItem = {
  data: EcommerceWidgetsToStoresUpdateInput;
  id: Scalars['ID']['input'];
};

export type EcommerceWidgetsToStoresCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type EcommerceWidgetsToStoresUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type FileStorageFileBulkCreateItem = {
  data: FileStorageFileCreateInput;
};

export type FileStorageFileBulkUpdateItem = {
  data: FileStorageFileUpdateInput;
  id: Scalars['ID']['input'];
};

export type FileStorageFileCreateFromUrlInput = {
  /** An http(s) url on a public address. */
  url: Scalars['String']['input'];
};

export type FileStorageFileCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  alt?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  containerClassName?: InputMaybe<Scalars['String']['input']>;
  extension?: InputMaybe<Scalars['String']['input']>;
  /** Required. An uploaded file, a path (served under /public) or a full https url (used as is). */
  file?: InputMaybe<Scalars['UploadOrString']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  /** One of: local, aws-s3, vercel-blob. */
  provider?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  /** For a file the server draws on its own (an OpenGraph image): what it was drawn for, e.g. opengraph:products:<id>:en. Its newest drawing is served again instead of drawn anew. */
  source?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type FileStorageFileUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  alt?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  containerClassName?: InputMaybe<Scalars['String']['input']>;
  extension?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded file, a path (served under /public) or a full https url (used as is). */
  file?: InputMaybe<Scalars['UploadOrString']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  /** One of: local, aws-s3, vercel-blob. */
  provider?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  /** For a file the server draws on its own (an OpenGraph image): what it was drawn for, e.g. opengraph:products:<id>:en. Its newest drawing is served again instead of drawn anew. */
  source?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type FileStorageWidgetBulkCreateItem = {
  data: FileStorageWidgetCreateInput;
};

export type FileStorageWidgetBulkUpdateItem = {
  data: FileStorageWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type FileStorageWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type FileStorageWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type FileStorageWidgetsToFilesBulkCreateItem = {
  data: FileStorageWidgetsToFilesCreateInput;
};

export type FileStorageWidgetsToFilesBulkUpdateItem = {
  data: FileStorageWidgetsToFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type FileStorageWidgetsToFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type FileStorageWidgetsToFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  fileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

/** One condition: column, method (eq ne gt gte lt lte like ilike inArray notInArray isNull isNotNull) and value. */
export type FilterInput = {
  /** A field name, or 'title.en' for one language of a per-language field. */
  column: Scalars['String']['input'];
  method: Scalars['String']['input'];
  /** A value, or a list of values for inArray and notInArray. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** Conditions that must all hold. */
export type FiltersInput = {
  and?: InputMaybe<Array<FilterInput>>;
};

export type HostLayoutBulkCreateItem = {
  data: HostLayoutCreateInput;
};

export type HostLayoutBulkUpdateItem = {
  data: HostLayoutUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostLayoutCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostLayoutUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostLayoutsToWidgetsBulkCreateItem = {
  data: HostLayoutsToWidgetsCreateInput;
};

export type HostLayoutsToWidgetsBulkUpdateItem = {
  data: HostLayoutsToWidgetsUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostLayoutsToWidgetsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  layoutId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type HostLayoutsToWidgetsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  layoutId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type HostMetadataBulkCreateItem = {
  data: HostMetadataCreateInput;
};

export type HostMetadataBulkUpdateItem = {
  data: HostMetadataUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostMetadataCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  author?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Comma separated. */
  keywords?: InputMaybe<Scalars['String']['input']>;
  openGraphDescription?: InputMaybe<Scalars['String']['input']>;
  openGraphLocale?: InputMaybe<Scalars['String']['input']>;
  openGraphSiteName?: InputMaybe<Scalars['String']['input']>;
  openGraphTitle?: InputMaybe<Scalars['String']['input']>;
  openGraphType?: InputMaybe<Scalars['String']['input']>;
  openGraphUrl?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  title?: InputMaybe<Scalars['String']['input']>;
  twitterAppCountry?: InputMaybe<Scalars['String']['input']>;
  twitterCard?: InputMaybe<Scalars['String']['input']>;
  twitterCreator?: InputMaybe<Scalars['String']['input']>;
  twitterDescription?: InputMaybe<Scalars['String']['input']>;
  twitterDomain?: InputMaybe<Scalars['String']['input']>;
  twitterSite?: InputMaybe<Scalars['String']['input']>;
  twitterTitle?: InputMaybe<Scalars['String']['input']>;
  twitterUrl?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  viewport?: InputMaybe<Scalars['String']['input']>;
};

export type HostMetadataUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  author?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Comma separated. */
  keywords?: InputMaybe<Scalars['String']['input']>;
  openGraphDescription?: InputMaybe<Scalars['String']['input']>;
  openGraphLocale?: InputMaybe<Scalars['String']['input']>;
  openGraphSiteName?: InputMaybe<Scalars['String']['input']>;
  openGraphTitle?: InputMaybe<Scalars['String']['input']>;
  openGraphType?: InputMaybe<Scalars['String']['input']>;
  openGraphUrl?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  twitterAppCountry?: InputMaybe<Scalars['String']['input']>;
  twitterCard?: InputMaybe<Scalars['String']['input']>;
  twitterCreator?: InputMaybe<Scalars['String']['input']>;
  twitterDescription?: InputMaybe<Scalars['String']['input']>;
  twitterDomain?: InputMaybe<Scalars['String']['input']>;
  twitterSite?: InputMaybe<Scalars['String']['input']>;
  twitterTitle?: InputMaybe<Scalars['String']['input']>;
  twitterUrl?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  viewport?: InputMaybe<Scalars['String']['input']>;
};

export type HostPageBulkCreateItem = {
  data: HostPageCreateInput;
};

export type HostPageBulkUpdateItem = {
  data: HostPageUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostPageCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** One of: en, ru. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** The page's path ('/' is the root); a segment like [ecommerce.products.slug] matches any value. */
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostPageUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** One of: en, ru. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** The page's path ('/' is the root); a segment like [ecommerce.products.slug] matches any value. */
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostPagesToLayoutsBulkCreateItem = {
  data: HostPagesToLayoutsCreateInput;
};

export type HostPagesToLayoutsBulkUpdateItem = {
  data: HostPagesToLayoutsUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostPagesToLayoutsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  layoutId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  pageId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostPagesToLayoutsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  layoutId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  pageId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostPagesToMetadataBulkCreateItem = {
  data: HostPagesToMetadataCreateInput;
};

export type HostPagesToMetadataBulkUpdateItem = {
  data: HostPagesToMetadataUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostPagesToMetadataCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  metadataId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  pageId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostPagesToMetadataUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  metadataId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  pageId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostPagesToWidgetsBulkCreateItem = {
  data: HostPagesToWidgetsCreateInput;
};

export type HostPagesToWidgetsBulkUpdateItem = {
  data: HostPagesToWidgetsUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostPagesToWidgetsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  pageId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type HostPagesToWidgetsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  pageId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type HostWidgetBulkCreateItem = {
  data: HostWidgetCreateInput;
};

export type HostWidgetBulkUpdateItem = {
  data: HostWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type HostWidgetsToExternalWidgetsBulkCreateItem = {
  data: HostWidgetsToExternalWidgetsCreateInput;
};

export type HostWidgetsToExternalWidgetsBulkUpdateItem = {
  data: HostWidgetsToExternalWidgetsUpdateInput;
  id: Scalars['ID']['input'];
};

export type HostWidgetsToExternalWidgetsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** One of: agent, analytic, billing, blog, broadcast, crm, ecommerce, file-storage, notification, rbac, social, startup, website-builder. */
  externalModule?: InputMaybe<Scalars['String']['input']>;
  /** Required. The id of a widget of the external module. */
  externalWidgetId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type HostWidgetsToExternalWidgetsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** One of: agent, analytic, billing, blog, broadcast, crm, ecommerce, file-storage, notification, rbac, social, startup, website-builder. */
  externalModule?: InputMaybe<Scalars['String']['input']>;
  /** The id of a widget of the external module. */
  externalWidgetId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

/** A text per language; a language set to null is removed. */
export type LocalizedTextInput = {
  en?: InputMaybe<Scalars['String']['input']>;
  ru?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationNotificationBulkCreateItem = {
  data: NotificationNotificationCreateInput;
};

export type NotificationNotificationBulkUpdateItem = {
  data: NotificationNotificationUpdateInput;
  id: Scalars['ID']['input'];
};

export type NotificationNotificationCreateInput = {
  attempts?: InputMaybe<Scalars['Int']['input']>;
  /** The text as sent (rendered from the template when the message goes out). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** One of: email. */
  channel?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  lastError?: InputMaybe<Scalars['String']['input']>;
  /** Required. The address the message goes to. */
  recipient?: InputMaybe<Scalars['String']['input']>;
  sendAfter?: InputMaybe<Scalars['DateTimeISO']['input']>;
  sentAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** One of: queued, sending, sent, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** The subject line of the message as sent. */
  title?: InputMaybe<Scalars['String']['input']>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationNotificationUpdateInput = {
  attempts?: InputMaybe<Scalars['Int']['input']>;
  /** The text as sent (rendered from the template when the message goes out). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** One of: email. */
  channel?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  lastError?: InputMaybe<Scalars['String']['input']>;
  /** The address the message goes to. */
  recipient?: InputMaybe<Scalars['String']['input']>;
  sendAfter?: InputMaybe<Scalars['DateTimeISO']['input']>;
  sentAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** One of: queued, sending, sent, failed. */
  status?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** The subject line of the message as sent. */
  title?: InputMaybe<Scalars['String']['input']>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationTemplateBulkCreateItem = {
  data: NotificationTemplateCreateInput;
};

export type NotificationTemplateBulkUpdateItem = {
  data: NotificationTemplateUpdateInput;
  id: Scalars['ID']['input'];
};

export type NotificationTemplateCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** Text with {{placeholders}}. */
  body?: InputMaybe<LocalizedTextInput>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationTemplateUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** Text with {{placeholders}}. */
  body?: InputMaybe<LocalizedTextInput>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationTopicBulkCreateItem = {
  data: NotificationTopicCreateInput;
};

export type NotificationTopicBulkUpdateItem = {
  data: NotificationTopicUpdateInput;
  id: Scalars['ID']['input'];
};

export type NotificationTopicCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationTopicUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationWidgetBulkCreateItem = {
  data: NotificationWidgetCreateInput;
};

export type NotificationWidgetBulkUpdateItem = {
  data: NotificationWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type NotificationWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type OrderByInput = {
  column: Scalars['String']['input'];
  /** asc or desc */
  method?: InputMaybe<Scalars['String']['input']>;
};

export type RbacActionBulkCreateItem = {
  data: RbacActionCreateInput;
};

export type RbacActionBulkUpdateItem = {
  data: RbacActionUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacActionCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacActionUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacIdentityBulkCreateItem = {
  data: RbacIdentityCreateInput;
};

export type RbacIdentityBulkUpdateItem = {
  data: RbacIdentityUpdateInput;
  id: Scalars['ID']['input'];
};

/** Change email ({email, password}) or password ({password, newPassword}); both need the current password. */
export type RbacIdentityChangeInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type RbacIdentityCreateInput = {
  /** The wallet address (lower case) or the external account id. */
  account?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** The address this identity signs in with: proven (registered with it, or confirmed by the code mailed to it). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** An address waiting for the code mailed to it: it replaces email once confirmed. */
  pendingEmail?: InputMaybe<Scalars['String']['input']>;
  /** When the code mailed to pendingEmail stops working. */
  pendingEmailExpiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** One of: email_and_password, EVM, telegram. */
  provider?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacIdentityUpdateInput = {
  /** The wallet address (lower case) or the external account id. */
  account?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** The address this identity signs in with: proven (registered with it, or confirmed by the code mailed to it). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** An address waiting for the code mailed to it: it replaces email once confirmed. */
  pendingEmail?: InputMaybe<Scalars['String']['input']>;
  /** When the code mailed to pendingEmail stops working. */
  pendingEmailExpiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** One of: email_and_password, EVM, telegram. */
  provider?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacLoginInput = {
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type RbacNonceBulkCreateItem = {
  data: RbacNonceCreateInput;
};

export type RbacNonceBulkUpdateItem = {
  data: RbacNonceUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacNonceCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  usedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Required. */
  value?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacNonceUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  usedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRefreshTokenBulkCreateItem = {
  data: RbacRefreshTokenCreateInput;
};

export type RbacRefreshTokenBulkUpdateItem = {
  data: RbacRefreshTokenUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacRefreshTokenCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** When the sign-in ends, however often it is refreshed: rotation keeps it. */
  familyExpiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Required. The sign-in this token descends from. */
  familyId?: InputMaybe<Scalars['ID']['input']>;
  revokedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Required. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  /** When it was exchanged for the next token. */
  usedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRefreshTokenUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** When the sign-in ends, however often it is refreshed: rotation keeps it. */
  familyExpiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The sign-in this token descends from. */
  familyId?: InputMaybe<Scalars['ID']['input']>;
  revokedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  /** When it was exchanged for the next token. */
  usedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacResetPasswordInput = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};

export type RbacRoleBulkCreateItem = {
  data: RbacRoleCreateInput;
};

export type RbacRoleBulkUpdateItem = {
  data: RbacRoleUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacRoleCreateInput = {
  /** Given to every subject on registration. */
  availableOnRegistration?: InputMaybe<Scalars['Boolean']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required. Stable name used by the code: 'admin' may do everything. */
  uid?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRoleUpdateInput = {
  /** Given to every subject on registration. */
  availableOnRegistration?: InputMaybe<Scalars['Boolean']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Stable name used by the code: 'admin' may do everything. */
  uid?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRolesToActionsBulkCreateItem = {
  data: RbacRolesToActionsCreateInput;
};

export type RbacRolesToActionsBulkUpdateItem = {
  data: RbacRolesToActionsUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacRolesToActionsCreateInput = {
  /** Required. */
  actionId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  roleId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRolesToActionsUpdateInput = {
  actionId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRolesToEcommerceModuleProductsBulkCreateItem = {
  data: RbacRolesToEcommerceModuleProductsCreateInput;
};

export type RbacRolesToEcommerceModuleProductsBulkUpdateItem = {
  data: RbacRolesToEcommerceModuleProductsUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacRolesToEcommerceModuleProductsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  ecommerceModuleProductId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  roleId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacRolesToEcommerceModuleProductsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  ecommerceModuleProductId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectBulkCreateItem = {
  data: RbacSubjectCreateInput;
};

export type RbacSubjectBulkUpdateItem = {
  data: RbacSubjectUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacSubjectCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToEcommerceModuleOrdersBulkCreateItem = {
  data: RbacSubjectsToEcommerceModuleOrdersCreateInput;
};

export type RbacSubjectsToEcommerceModuleOrdersBulkUpdateItem = {
  data: RbacSubjectsToEcommerceModuleOrdersUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacSubjectsToEcommerceModuleOrdersCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  ecommerceModuleOrderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToEcommerceModuleOrdersUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  ecommerceModuleOrderId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToEcommerceModuleProductsBulkCreateItem = {
  data: RbacSubjectsToEcommerceModuleProductsCreateInput;
};

export type RbacSubjectsToEcommerceModuleProductsBulkUpdateItem = {
  data: RbacSubjectsToEcommerceModuleProductsUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacSubjectsToEcommerceModuleProductsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  ecommerceModuleProductId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToEcommerceModuleProductsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  ecommerceModuleProductId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToIdentitiesBulkCreateItem = {
  data: RbacSubjectsToIdentitiesCreateInput;
};

export type RbacSubjectsToIdentitiesBulkUpdateItem = {
  data: RbacSubjectsToIdentitiesUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacSubjectsToIdentitiesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  identityId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToIdentitiesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  identityId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToRolesBulkCreateItem = {
  data: RbacSubjectsToRolesCreateInput;
};

export type RbacSubjectsToRolesBulkUpdateItem = {
  data: RbacSubjectsToRolesUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacSubjectsToRolesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  roleId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToRolesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToSocialModuleProfilesBulkCreateItem = {
  data: RbacSubjectsToSocialModuleProfilesCreateInput;
};

export type RbacSubjectsToSocialModuleProfilesBulkUpdateItem = {
  data: RbacSubjectsToSocialModuleProfilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacSubjectsToSocialModuleProfilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  socialModuleProfileId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacSubjectsToSocialModuleProfilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  socialModuleProfileId?: InputMaybe<Scalars['ID']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

/** The Telegram Login Widget's answer, field for field as the widget gives it (absent fields left out). */
export type RbacTelegramInput = {
  /** Unix time of the sign-in */
  auth_date: Scalars['ID']['input'];
  first_name?: InputMaybe<Scalars['String']['input']>;
  hash: Scalars['String']['input'];
  /** Telegram user id */
  id: Scalars['ID']['input'];
  last_name?: InputMaybe<Scalars['String']['input']>;
  photo_url?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type RbacWalletInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  signature: Scalars['String']['input'];
};

export type RbacWidgetBulkCreateItem = {
  data: RbacWidgetCreateInput;
};

export type RbacWidgetBulkUpdateItem = {
  data: RbacWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type RbacWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type RbacWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type SocialProfileBulkCreateItem = {
  data: SocialProfileCreateInput;
};

export type SocialProfileBulkUpdateItem = {
  data: SocialProfileUpdateInput;
  id: Scalars['ID']['input'];
};

export type SocialProfileCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type SocialProfileUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type SocialProfilesToWebsiteBuilderModuleWidgetsBulkCreateItem = {
  data: SocialProfilesToWebsiteBuilderModuleWidgetsCreateInput;
};

export type SocialProfilesToWebsiteBuilderModuleWidgetsBulkUpdateItem = {
  data: SocialProfilesToWebsiteBuilderModuleWidgetsUpdateInput;
  id: Scalars['ID']['input'];
};

export type SocialProfilesToWebsiteBuilderModuleWidgetsCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  profileId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  websiteBuilderModuleWidgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type SocialProfilesToWebsiteBuilderModuleWidgetsUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  profileId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  websiteBuilderModuleWidgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type SocialWidgetBulkCreateItem = {
  data: SocialWidgetCreateInput;
};

export type SocialWidgetBulkUpdateItem = {
  data: SocialWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type SocialWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type SocialWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type StartupArticleBulkCreateItem = {
  data: StartupArticleCreateInput;
};

export type StartupArticleBulkUpdateItem = {
  data: StartupArticleUpdateInput;
  id: Scalars['ID']['input'];
};

export type StartupArticleCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type StartupArticleUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type StartupCategoryBulkCreateItem = {
  data: StartupCategoryCreateInput;
};

export type StartupCategoryBulkUpdateItem = {
  data: StartupCategoryUpdateInput;
  id: Scalars['ID']['input'];
};

export type StartupCategoryCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type StartupCategoryUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type StartupWidgetBulkCreateItem = {
  data: StartupWidgetCreateInput;
};

export type StartupWidgetBulkUpdateItem = {
  data: StartupWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type StartupWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type StartupWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderButtonBulkCreateItem = {
  data: WebsiteBuilderButtonCreateInput;
};

export type WebsiteBuilderButtonBulkUpdateItem = {
  data: WebsiteBuilderButtonUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderButtonCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderButtonUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderButtonsArrayBulkCreateItem = {
  data: WebsiteBuilderButtonsArrayCreateInput;
};

export type WebsiteBuilderButtonsArrayBulkUpdateItem = {
  data: WebsiteBuilderButtonsArrayUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderButtonsArrayCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderButtonsArrayUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderButtonsArraysToButtonsBulkCreateItem = {
  data: WebsiteBuilderButtonsArraysToButtonsCreateInput;
};

export type WebsiteBuilderButtonsArraysToButtonsBulkUpdateItem = {
  data: WebsiteBuilderButtonsArraysToButtonsUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderButtonsArraysToButtonsCreateInput = {
  /** Required. */
  buttonId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  buttonsArrayId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderButtonsArraysToButtonsUpdateInput = {
  buttonId?: InputMaybe<Scalars['ID']['input']>;
  buttonsArrayId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderCurrencyBulkCreateItem = {
  data: WebsiteBuilderCurrencyCreateInput;
};

export type WebsiteBuilderCurrencyBulkUpdateItem = {
  data: WebsiteBuilderCurrencyUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderCurrencyCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderCurrencyUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderFeatureBulkCreateItem = {
  data: WebsiteBuilderFeatureCreateInput;
};

export type WebsiteBuilderFeatureBulkUpdateItem = {
  data: WebsiteBuilderFeatureUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderFeatureCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderFeatureUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderFeaturesToFileStorageModuleFilesBulkCreateItem = {
  data: WebsiteBuilderFeaturesToFileStorageModuleFilesCreateInput;
};

export type WebsiteBuilderFeaturesToFileStorageModuleFilesBulkUpdateItem = {
  data: WebsiteBuilderFeaturesToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderFeaturesToFileStorageModuleFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  featureId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderFeaturesToFileStorageModuleFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  featureId?: InputMaybe<Scalars['ID']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderFileBulkCreateItem = {
  data: WebsiteBuilderFileCreateInput;
};

export type WebsiteBuilderFileBulkUpdateItem = {
  data: WebsiteBuilderFileUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderFileCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  containerClassName?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  file?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderFileUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  containerClassName?: InputMaybe<Scalars['String']['input']>;
  file?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderLogotypeBulkCreateItem = {
  data: WebsiteBuilderLogotypeCreateInput;
};

export type WebsiteBuilderLogotypeBulkUpdateItem = {
  data: WebsiteBuilderLogotypeUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderLogotypeCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderLogotypeUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<LocalizedTextInput>;
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderLogotypesToFileStorageModuleFilesBulkCreateItem = {
  data: WebsiteBuilderLogotypesToFileStorageModuleFilesCreateInput;
};

export type WebsiteBuilderLogotypesToFileStorageModuleFilesBulkUpdateItem = {
  data: WebsiteBuilderLogotypesToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderLogotypesToFileStorageModuleFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  logotypeId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderLogotypesToFileStorageModuleFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  logotypeId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlideBulkCreateItem = {
  data: WebsiteBuilderSlideCreateInput;
};

export type WebsiteBuilderSlideBulkUpdateItem = {
  data: WebsiteBuilderSlideUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderSlideCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlideUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  url?: InputMaybe<Scalars['String']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSliderBulkCreateItem = {
  data: WebsiteBuilderSliderCreateInput;
};

export type WebsiteBuilderSliderBulkUpdateItem = {
  data: WebsiteBuilderSliderUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderSliderCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSliderUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlidersToSlidesBulkCreateItem = {
  data: WebsiteBuilderSlidersToSlidesCreateInput;
};

export type WebsiteBuilderSlidersToSlidesBulkUpdateItem = {
  data: WebsiteBuilderSlidersToSlidesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderSlidersToSlidesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  slideId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  sliderId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlidersToSlidesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  slideId?: InputMaybe<Scalars['ID']['input']>;
  sliderId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlidesToButtonsArraysBulkCreateItem = {
  data: WebsiteBuilderSlidesToButtonsArraysCreateInput;
};

export type WebsiteBuilderSlidesToButtonsArraysBulkUpdateItem = {
  data: WebsiteBuilderSlidesToButtonsArraysUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderSlidesToButtonsArraysCreateInput = {
  /** Required. */
  buttonsArrayId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  slideId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlidesToButtonsArraysUpdateInput = {
  buttonsArrayId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  slideId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlidesToFileStorageModuleFilesBulkCreateItem = {
  data: WebsiteBuilderSlidesToFileStorageModuleFilesCreateInput;
};

export type WebsiteBuilderSlidesToFileStorageModuleFilesBulkUpdateItem = {
  data: WebsiteBuilderSlidesToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderSlidesToFileStorageModuleFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  slideId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderSlidesToFileStorageModuleFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  slideId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderWidgetBulkCreateItem = {
  data: WebsiteBuilderWidgetCreateInput;
};

export type WebsiteBuilderWidgetBulkUpdateItem = {
  data: WebsiteBuilderWidgetUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderWidgetCreateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderWidgetUpdateInput = {
  adminTitle?: InputMaybe<Scalars['String']['input']>;
  /** The id of the widget in the page, for #anchor links. */
  anchor?: InputMaybe<Scalars['String']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<LocalizedTextInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<LocalizedTextInput>;
  title?: InputMaybe<LocalizedTextInput>;
  variant?: InputMaybe<Scalars['String']['input']>;
};

export type WebsiteBuilderWidgetsToButtonsArraysBulkCreateItem = {
  data: WebsiteBuilderWidgetsToButtonsArraysCreateInput;
};

export type WebsiteBuilderWidgetsToButtonsArraysBulkUpdateItem = {
  data: WebsiteBuilderWidgetsToButtonsArraysUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderWidgetsToButtonsArraysCreateInput = {
  /** Required. */
  buttonsArrayId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToButtonsArraysUpdateInput = {
  buttonsArrayId?: InputMaybe<Scalars['ID']['input']>;
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToFeaturesBulkCreateItem = {
  data: WebsiteBuilderWidgetsToFeaturesCreateInput;
};

export type WebsiteBuilderWidgetsToFeaturesBulkUpdateItem = {
  data: WebsiteBuilderWidgetsToFeaturesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderWidgetsToFeaturesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  featureId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToFeaturesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  featureId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToFileStorageModuleFilesBulkCreateItem = {
  data: WebsiteBuilderWidgetsToFileStorageModuleFilesCreateInput;
};

export type WebsiteBuilderWidgetsToFileStorageModuleFilesBulkUpdateItem = {
  data: WebsiteBuilderWidgetsToFileStorageModuleFilesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderWidgetsToFileStorageModuleFilesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToFileStorageModuleFilesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  fileStorageModuleFileId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToLogotypesBulkCreateItem = {
  data: WebsiteBuilderWidgetsToLogotypesCreateInput;
};

export type WebsiteBuilderWidgetsToLogotypesBulkUpdateItem = {
  data: WebsiteBuilderWidgetsToLogotypesUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderWidgetsToLogotypesCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  logotypeId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToLogotypesUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  logotypeId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToSlidersBulkCreateItem = {
  data: WebsiteBuilderWidgetsToSlidersCreateInput;
};

export type WebsiteBuilderWidgetsToSlidersBulkUpdateItem = {
  data: WebsiteBuilderWidgetsToSlidersUpdateInput;
  id: Scalars['ID']['input'];
};

export type WebsiteBuilderWidgetsToSlidersCreateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  sliderId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};

export type WebsiteBuilderWidgetsToSlidersUpdateInput = {
  className?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  sliderId?: InputMaybe<Scalars['ID']['input']>;
  variant?: InputMaybe<Scalars['String']['input']>;
  widgetId?: InputMaybe<Scalars['ID']['input']>;
};
