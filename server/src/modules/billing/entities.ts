import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/languages.js';
import { defineModel, entityNamed } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { Widget } from '../../core/model/shared-fields.js';
import { PAYMENT_PROVIDERS } from './provider-names.js';
import { stampPaidTime } from './paid-time.js';

const module = 'billing';

export const INVOICE_STATUSES = ['open', 'paid', 'canceled', 'failed'] as const;
export const PAYMENT_INTENT_STATUSES = ['pending', 'succeeded', 'canceled', 'failed'] as const;

/**
 * The sequence of the numbers people see for a checkout (1001, 1002, ...): one per shop,
 * taken by each invoice when it is made (a failed checkout leaves a gap, as Saleor's do).
 */
export const INVOICE_NUMBERS = 'billing_invoice_numbers';

export const BillingWidget = defineModel({ module, segment: 'widgets', implements: [Widget] });
export const BillingCurrency = defineModel({
  module,
  segment: 'currencies',
  variants: ['symbol', 'toggle-group-default'],
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug({ pattern: { regex: /^[a-z0-9-]+$/, message: 'may contain only a-z, 0-9 and hyphen' } }),
    title: f.localized(),
    symbol: f.text(),
    isDefault: f.boolean(),
  },
});
export const BillingInvoice = defineModel({
  module,
  segment: 'invoices',
  read: 'owner',
  owner: { field: 'subjectId' },
  description: 'What a subject is asked to pay, in one currency, through one provider.',
  fields: {
    subjectId: f.ref(() => entityNamed('RbacSubject'), { required: false }),
    currencyId: f.ref(() => BillingCurrency),
    amount: f.decimal({ required: true }),
    status: f.enum(INVOICE_STATUSES, { required: true, default: 'open', index: true }),
    provider: f.enum(PAYMENT_PROVIDERS, { required: true, default: 'dummy' }),
    email: f.text({ description: 'The address typed at checkout "for the receipt": once paid, the mails about the checkout go there too (and to the sign-in address).' }),
    paymentUrl: f.text(),
    externalId: f.text({ index: true, description: "The provider's id of the payment (Stripe Checkout Session id, ...)." }),
    number: f.int({ readOnly: true, unique: true, description: 'The number people see (1001, 1002, ...), sequential per shop: on the receipt, in mails, on the orders it pays.' }),
    language: f.enum(LANGUAGES, { required: true, default: DEFAULT_LANGUAGE, readOnly: true, description: 'The language the buyer checked out in: the mails about its orders are written in it.' }),
    paidAt: f.datetime({ readOnly: true, index: true, description: 'When it was paid (its settlement, or an admin setting it paid); empty until then. What the dashboard counts a day\'s and a week\'s sales by.' }),
  },
  // An admin may set an invoice paid by hand (a payment outside the providers): it gets its time too.
  hooks: { writes: () => [], afterCreate: stampPaidTime, afterUpdate: stampPaidTime },
});
export const BillingPaymentIntent = defineModel({
  module,
  segment: 'payment-intents',
  read: 'owner',
  owner: { parent: 'invoiceId', model: () => BillingInvoice },
  description: 'The part of an invoice that pays for one order.',
  fields: {
    invoiceId: f.ref(() => BillingInvoice),
    currencyId: f.ref(() => BillingCurrency),
    amount: f.decimal({ required: true }),
    status: f.enum(PAYMENT_INTENT_STATUSES, { required: true, default: 'pending', index: true }),
    provider: f.enum(PAYMENT_PROVIDERS, { required: true, default: 'dummy' }),
  },
});
