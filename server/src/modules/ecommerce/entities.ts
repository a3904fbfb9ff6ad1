import { emit, writesOf } from '../../core/events/bus.js';
import { orderCanceled, orderDeleted } from '../../core/events/catalogue.js';
import { queuedAgain } from '../../core/jobs/queued-again.js';
import { defineModel, defineRelation, entityNamed, type Fields, type ModelDefinition } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';
import { paymentIntentsOf } from './invoice-orders.js';
import { removeUnorderedLines } from './ordered-lines.js';
import { isToldLater, tellOfStatusChanges } from './order-mails.js';
import { refuseUnpriced } from './publishing.js';

const module = 'ecommerce';

export const ORDER_STATUSES = ['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'] as const;
export const ORDER_TYPES = ['cart', 'history'] as const;
export const ATTRIBUTE_KEY_TYPES = ['string', 'number', 'boolean', 'date', 'datetime'] as const;
export const ATTRIBUTE_KEY_KINDS = ['feature', 'price', 'interval'] as const;
export const RECEIPT_JOB_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
/** The job queue of receipts to draw: a job per receipt job row (see `receipts/receipt-dispatcher.ts`). */
export const RECEIPT_QUEUE = 'receipt';

/** What a product and a store show on their own pages: titles, a short and a long (rich) description. */
const presented = () => ({
  adminTitle: f.adminTitle(),
  slug: f.slug(),
  title: f.localized(),
  shortDescription: f.localized(),
  description: f.localized({ richText: true }),
});

export const EcommerceWidget = defineModel({
  module,
  segment: 'widgets',
  implements: [Widget],
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
    ...presented(),
    title: f.localized({ search: true }),
    type: f.enum(['one_off', 'subscription'], { required: true, default: 'one_off', index: true }),
  },
  // A new product is a draft: visitors see it once an admin publishes it, with a price.
  publishable: true,
  // However a product is deleted, the lines of checked-out orders stay (their product emptied,
  // see EcommerceOrdersToProducts); the lines of carts and unpaid orders go with it.
  hooks: {
    writes: (): ModelDefinition[] => [EcommerceOrdersToProducts],
    beforeDelete: removeUnorderedLines,
    afterPublish: refuseUnpriced,
  },
});
export const EcommerceStore = defineModel({
  module,
  segment: 'stores',
  fields: presented(),
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
  owner: { link: (): ModelDefinition => entityNamed('RbacSubjectsToEcommerceModuleOrders'), key: 'ecommerceModuleOrderId', subject: 'subjectId' },
  fields: {
    status: f.enum(ORDER_STATUSES, { required: true, default: 'new', index: true }),
    type: f.enum(ORDER_TYPES, { required: true, default: 'cart', index: true }),
    receipt: f.text({ required: true, default: '' }),
    comment: f.text(),
    number: f.int({ readOnly: true, index: true, description: 'The number people see of the checkout that billed it (its invoice\'s number, shared by the orders paid together); empty before checkout.' }),
    checkedOutAt: f.datetime({
      readOnly: true,
      index: true,
      description: 'When the checkout that billed it was made (with its number): the date a shop owner lists and filters orders by (an order is made when its product goes into the cart); empty before checkout.',
    }),
    statusTold: f.enum(ORDER_STATUSES, { hidden: true, description: 'The status its buyer was last mailed about: set once it is paid, so that each later status is told once.' }),
  },
  // However an order is canceled or deleted (admin API, the subject's own routes), billing
  // hears of it (core/events) and cancels its open invoice: nobody may pay for an order that
  // will not be delivered.
  hooks: {
    // A status change is mailed; billing's handlers write what ending an invoice writes.
    writes: (): ModelDefinition[] => [EcommerceOrder, entityNamed('NotificationNotification'), ...writesOf(orderCanceled), ...writesOf(orderDeleted)],
    afterUpdate: async (em, rows) => {
      const canceled = rows.filter((row) => row.status === 'canceled').map((row) => row.id);
      if (canceled.length) await emit(em, orderCanceled, { orderIds: canceled, paymentIntentIds: await paymentIntentsOf(em, canceled) });
      // A paid order moved on (packaging, delivering, ...): its buyer is mailed, once per status.
      await tellOfStatusChanges(em, rows.filter((row) => isToldLater(String(row.status))).map((row) => row.id));
    },
    beforeDelete: async (em, ids) => {
      await emit(em, orderDeleted, { orderIds: ids, paymentIntentIds: await paymentIntentsOf(em, ids) });
    },
  },
});

/**
 * The drawing of a paid checkout's receipt (one for all the orders its invoice billed): queued
 * in the payment's own transaction (so it is never lost, and never made for a payment that
 * rolled back), drawn after it commits by the receipt dispatcher. One per invoice. An admin
 * sets `status` back to `queued` to draw it again (it gets a job then).
 */
export const EcommerceReceiptJob = defineModel({
  module,
  segment: 'receipt-jobs',
  read: 'admin',
  system: true,
  fields: {
    invoiceId: f.ref(() => entityNamed('BillingInvoice'), { unique: true }),
    status: f.enum(RECEIPT_JOB_STATUSES, { required: true, default: 'queued', index: true }),
    attempts: f.int({ required: true, default: 0 }),
    runAfter: f.datetime({ description: 'Not drawn before then (the wait before a retry).' }),
    lastError: f.text(),
  },
  hooks: { writes: () => [], afterUpdate: queuedAgain(RECEIPT_QUEUE, 'runAfter') },
});

const product = () => EcommerceProduct;
const attribute = () => EcommerceAttribute;
const order = () => EcommerceOrder;
const file = () => entityNamed('FileStorageFile');

/** A link between two entities, read by anyone. */
const link = <F extends Fields>(segment: string, fields: F, variants?: readonly string[]) => defineRelation({ module, segment, variants, fields });

/** A link of an order to something: read by the order's subject (and admins). */
const orderLink = <F extends Fields>(segment: string, fields: F, variants?: readonly string[]) =>
  defineRelation({
    module,
    segment,
    read: 'owner',
    owner: { parent: 'orderId', model: order },
    variants,
    fields: { orderId: f.ref(order), ...fields },
  });

/**
 * A line of an order: a product and how many. Its checkout records what is bought (see
 * ordered-lines.ts): the product's title then, the price of one item, the currency charged. An
 * order past `new` shows those ever after, so a later price change or the product's delete
 * changes nothing of it: such a line outlives its product (ON DELETE SET NULL, as its store).
 */
export const EcommerceOrdersToProducts = orderLink(
  'orders-to-products',
  {
    productId: f.ref(product, { onDelete: 'set null', description: 'Empty once the product is deleted: the line keeps its title and price.' }),
    storeId: f.ref(() => EcommerceStore, { required: false, onDelete: 'set null' }),
    quantity: f.int({ required: true, default: 1 }),
    productTitle: f.localized({ default: undefined, readOnly: true, description: "The product's title when the order was checked out." }),
    unitPrice: f.decimal({ readOnly: true, description: 'The price of one item when the order was checked out, in its currency.' }),
    currencyId: f.uuid({ readOnly: true, description: 'The currency charged at checkout (its id then: not a reference, the currency may go).' }),
    currencySlug: f.text({ readOnly: true, description: 'The code of the currency charged at checkout (usd).' }),
    currencySymbol: f.text({ readOnly: true, description: 'The symbol of the currency charged at checkout ($).' }),
  },
  ['form-field-default', 'amount', 'id-total-default'],
);
export const EcommerceOrdersToFileStorageModuleFiles = orderLink('orders-to-file-storage-module-files', { fileStorageModuleFileId: f.ref(file) });
export const EcommerceOrdersToBillingModuleCurrencies = orderLink('orders-to-billing-module-currencies', {
  billingModuleCurrencyId: f.ref(() => entityNamed('BillingCurrency')),
});
export const EcommerceOrdersToBillingModulePaymentIntents = orderLink('orders-to-billing-module-payment-intents', {
  billingModulePaymentIntentId: f.ref(() => entityNamed('BillingPaymentIntent')),
});
export const EcommerceWidgetsToStores = link('widgets-to-stores', { widgetId: f.ref(() => EcommerceWidget), storeId: f.ref(() => EcommerceStore) });
export const EcommerceCategoriesToProducts = link('categories-to-products', { categoryId: f.ref(() => EcommerceCategory), productId: f.ref(product) });
export const EcommerceCategoriesToFileStorageModuleFiles = link('categories-to-file-storage-module-files', {
  categoryId: f.ref(() => EcommerceCategory),
  fileStorageModuleFileId: f.ref(file),
});
export const EcommerceStoresToProducts = link('stores-to-products', {
  storeId: f.ref(() => EcommerceStore),
  productId: f.ref(product),
  sku: f.text({
    required: true,
    unique: true,
    generated: 'sku',
    // Blank is not a code: refused rather than stored (a create that leaves it out gets one generated).
    check: (value: string) => (value.trim() ? undefined : 'must not be empty (leave it out to have one generated)'),
    description: 'Stock keeping unit, unique and non-empty; generated when left out.',
  }),
});
export const EcommerceStoresToAttributes = link('stores-to-attributes', { storeId: f.ref(() => EcommerceStore), attributeId: f.ref(attribute) });
export const EcommerceStoresToProductsToAttributes = link('stores-to-products-to-attributes', {
  storesToProductsId: f.ref(() => EcommerceStoresToProducts),
  attributeId: f.ref(attribute),
});
export const EcommerceProductsToAttributes = link('products-to-attributes', { productId: f.ref(product), attributeId: f.ref(attribute) });
export const EcommerceProductsToFileStorageModuleFiles = link(
  'products-to-file-storage-module-files',
  { productId: f.ref(product), fileStorageModuleFileId: f.ref(file) },
  ['attachment-default'],
);
export const EcommerceAttributeKeysToAttributes = link('attribute-keys-to-attributes', {
  attributeKeyId: f.ref(() => EcommerceAttributeKey),
  attributeId: f.ref(attribute),
});
export const EcommerceAttributesToBillingModuleCurrencies = link('attributes-to-billing-module-currencies', {
  attributeId: f.ref(attribute),
  billingModuleCurrencyId: f.ref(() => entityNamed('BillingCurrency')),
});
