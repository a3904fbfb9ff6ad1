import { defineModel, defineRelation } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, widgetFields } from '../../core/model/shared-fields.js';
import { BillingCurrency, BillingPaymentIntent } from '../billing/entities.js';
import { cancelOpenInvoicesOf } from '../billing/invoice-release.js';
import { FileStorageFile } from '../file-storage/entities.js';
import { RbacSubjectsToEcommerceModuleOrders } from '../rbac/entities.js';

const module = 'ecommerce';

export const ORDER_STATUSES = ['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'] as const;
export const ORDER_TYPES = ['cart', 'history'] as const;
export const ATTRIBUTE_KEY_TYPES = ['string', 'number', 'boolean', 'date', 'datetime'] as const;
export const ATTRIBUTE_KEY_KINDS = ['feature', 'price', 'interval'] as const;

export const EcommerceWidget = defineModel({
  module,
  segment: 'widgets',
  fields: widgetFields(),
  variants: [
    'category-list-default',
    'category-overview-default',
    'order-list-default',
    'product-list-default',
    'product-overview-default',
    'store-list-default',
    'store-overview-default',
  ],
});
export const EcommerceProduct = defineModel({
  module,
  segment: 'products',
  variants: ['cart-default', 'find', 'overview-default', 'price-default', 'currency-toggle-group-default'],
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    title: f.localized({ search: true }),
    shortDescription: f.localized(),
    description: f.localized({ richText: true }),
    type: f.enum(['one_off', 'subscription'], { required: true, default: 'one_off', index: true }),
  },
});
export const EcommerceStore = defineModel({
  module,
  segment: 'stores',
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    title: f.localized(),
    shortDescription: f.localized(),
    description: f.localized({ richText: true }),
  },
});
export const EcommerceCategory = defineModel({
  module,
  segment: 'categories',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
export const EcommerceAttribute = defineModel({
  module,
  segment: 'attributes',
  description: 'A value of an attribute key: a feature of a product or store, or a price (number) in a currency.',
  fields: {
    string: f.localized(),
    number: f.decimal(),
    boolean: f.boolean({ default: undefined }),
    date: f.date(),
    datetime: f.datetime(),
  },
});
export const EcommerceAttributeKey = defineModel({
  module,
  segment: 'attribute-keys',
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    type: f.enum(ATTRIBUTE_KEY_TYPES, { required: true, default: 'string' }),
    kind: f.enum(ATTRIBUTE_KEY_KINDS, { required: true, default: 'feature', index: true }),
    title: f.localized(),
    prefix: f.localized(),
    suffix: f.localized(),
  },
});
export const EcommerceOrder = defineModel({
  module,
  segment: 'orders',
  read: 'owner',
  owner: { link: () => RbacSubjectsToEcommerceModuleOrders, key: 'ecommerceModuleOrderId', subject: 'subjectId' },
  fields: {
    status: f.enum(ORDER_STATUSES, { required: true, default: 'new', index: true }),
    type: f.enum(ORDER_TYPES, { required: true, default: 'cart', index: true }),
    receipt: f.text({ required: true, default: '' }),
    comment: f.text(),
  },
  // However an order is canceled or deleted (admin API, the subject's own routes), its open
  // invoice is canceled with it: nobody may pay for an order that will not be delivered.
  hooks: {
    afterUpdate: async (em, rows) => {
      await cancelOpenInvoicesOf(
        em,
        rows.filter((row) => row.status === 'canceled').map((row) => row.id as string),
      );
    },
    beforeDelete: async (em, ids) => {
      await cancelOpenInvoicesOf(em, ids);
    },
  },
});

const product = () => EcommerceProduct;
const attribute = () => EcommerceAttribute;
const order = () => EcommerceOrder;
const file = () => FileStorageFile;

export const EcommerceOrdersToProducts = defineRelation({
  module,
  segment: 'orders-to-products',
  read: 'owner',
  owner: { parent: 'orderId', model: order },
  variants: ['form-field-default', 'amount', 'id-total-default'],
  fields: {
    orderId: f.ref(order),
    productId: f.ref(product),
    storeId: f.ref(() => EcommerceStore, { required: false }),
    quantity: f.int({ required: true, default: 1 }),
  },
});
export const EcommerceOrdersToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'orders-to-file-storage-module-files',
  read: 'owner',
  owner: { parent: 'orderId', model: order },
  fields: { orderId: f.ref(order), fileStorageModuleFileId: f.ref(file) },
});
export const EcommerceOrdersToBillingModuleCurrencies = defineRelation({
  module,
  segment: 'orders-to-billing-module-currencies',
  read: 'owner',
  owner: { parent: 'orderId', model: order },
  fields: { orderId: f.ref(order), billingModuleCurrencyId: f.ref(() => BillingCurrency) },
});
export const EcommerceOrdersToBillingModulePaymentIntents = defineRelation({
  module,
  segment: 'orders-to-billing-module-payment-intents',
  read: 'owner',
  owner: { parent: 'orderId', model: order },
  fields: { orderId: f.ref(order), billingModulePaymentIntentId: f.ref(() => BillingPaymentIntent) },
});
export const EcommerceWidgetsToStores = defineRelation({
  module,
  segment: 'widgets-to-stores',
  fields: { widgetId: f.ref(() => EcommerceWidget), storeId: f.ref(() => EcommerceStore) },
});
export const EcommerceCategoriesToProducts = defineRelation({
  module,
  segment: 'categories-to-products',
  fields: { categoryId: f.ref(() => EcommerceCategory), productId: f.ref(product) },
});
export const EcommerceCategoriesToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'categories-to-file-storage-module-files',
  fields: { categoryId: f.ref(() => EcommerceCategory), fileStorageModuleFileId: f.ref(file) },
});
export const EcommerceStoresToProducts = defineRelation({
  module,
  segment: 'stores-to-products',
  fields: {
    storeId: f.ref(() => EcommerceStore),
    productId: f.ref(product),
    sku: f.text({ required: true, unique: true, generated: 'sku', description: 'Stock keeping unit, unique.' }),
  },
});
export const EcommerceStoresToAttributes = defineRelation({
  module,
  segment: 'stores-to-attributes',
  fields: { storeId: f.ref(() => EcommerceStore), attributeId: f.ref(attribute) },
});
export const EcommerceStoresToProductsToAttributes = defineRelation({
  module,
  segment: 'stores-to-products-to-attributes',
  fields: { storesToProductsId: f.ref(() => EcommerceStoresToProducts), attributeId: f.ref(attribute) },
});
export const EcommerceProductsToAttributes = defineRelation({
  module,
  segment: 'products-to-attributes',
  fields: { productId: f.ref(product), attributeId: f.ref(attribute) },
});
export const EcommerceProductsToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'products-to-file-storage-module-files',
  variants: ['attachment-default'],
  fields: { productId: f.ref(product), fileStorageModuleFileId: f.ref(file) },
});
export const EcommerceAttributeKeysToAttributes = defineRelation({
  module,
  segment: 'attribute-keys-to-attributes',
  fields: { attributeKeyId: f.ref(() => EcommerceAttributeKey), attributeId: f.ref(attribute) },
});
export const EcommerceAttributesToBillingModuleCurrencies = defineRelation({
  module,
  segment: 'attributes-to-billing-module-currencies',
  fields: { attributeId: f.ref(attribute), billingModuleCurrencyId: f.ref(() => BillingCurrency) },
});
