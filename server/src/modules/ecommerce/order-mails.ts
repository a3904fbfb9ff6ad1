import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, type Language } from '../../core/languages.js';
import { tableOf } from '../../core/model/tables.js';
import { BillingInvoice, BillingPaymentIntent } from '../billing/entities.js';
import { formatAmount } from '../file-storage/generate/template-data.js';
import { queueNotification, queueOrRewriteNotification } from '../notification/queue.js';
import { adminAddresses, signInEmail } from '../rbac/subjects.js';
import { EcommerceOrder, EcommerceOrdersToBillingModulePaymentIntents } from './entities.js';
import { checkoutLines, type CheckoutLine } from './receipts/receipt-data.js';

/** The customer's mail about a checkout's orders (the spec's post-invoice template variant). */
export const ORDER_MAIL = 'order-status-changed';
/** The admins' mail about a paid checkout. */
export const ADMIN_ORDER_MAIL = 'order-paid-admin';

/** What a buyer is told of: the payment (its orders `approving`), then each status an admin moves them to. */
type Told = 'approving' | 'packaging' | 'delivering' | 'delivered' | 'canceled' | 'unpaid';
/** The statuses an admin moves paid orders to, each told to the buyer once. */
const LATER: readonly string[] = ['packaging', 'delivering', 'delivered', 'canceled'];
export const isToldLater = (status: string) => LATER.includes(status);

/** The words of an order mail: the status and what happens next, per language. */
const WORDS: Record<Language, Record<Told, { status: string; next: string }>> = {
  en: {
    approving: { status: 'paid', next: 'We have your payment and are preparing your order; we will write when it ships.' },
    packaging: { status: 'being packed', next: 'Your order is being packed; we will write when it ships.' },
    delivering: { status: 'on its way', next: 'Your order has shipped and is on its way to you.' },
    delivered: { status: 'delivered', next: 'Your order has been delivered. Thank you for shopping with us!' },
    canceled: { status: 'canceled', next: 'Your order has been canceled. If you did not expect this, please write to us.' },
    unpaid: { status: 'canceled', next: 'The payment did not go through, so the order is canceled; nothing was charged. You can order again at any time.' },
  },
  ru: {
    approving: { status: 'оплачен', next: 'Мы получили оплату и готовим ваш заказ; напишем, когда он будет отправлен.' },
    packaging: { status: 'упаковывается', next: 'Ваш заказ упаковывается; напишем, когда он будет отправлен.' },
    delivering: { status: 'в пути', next: 'Ваш заказ отправлен и уже в пути.' },
    delivered: { status: 'доставлен', next: 'Ваш заказ доставлен. Спасибо за покупку!' },
    canceled: { status: 'отменён', next: 'Ваш заказ отменён. Если вы этого не ожидали, напишите нам.' },
    unpaid: { status: 'отменён', next: 'Оплата не прошла, поэтому заказ отменён; деньги не списаны. Вы можете оформить заказ снова в любое время.' },
  },
};

interface Invoice {
  id: string;
  number: number | null;
  email: string | null;
  language: Language;
  subjectId: string | null;
}

async function invoiceOf(em: EntityManager, invoiceId: string): Promise<Invoice> {
  const i = tableOf(BillingInvoice);
  const [invoice] = await em.execute<Invoice[]>(
    `select ${i.column('id')} as "id", ${i.column('number')} as "number", ${i.column('email')} as "email", ${i.column('language')} as "language", ${i.column('subjectId')} as "subjectId"
       from ${i.table} where ${i.column('id')} = ?`,
    [invoiceId],
  );
  if (!invoice) throw new Error(`invoice ${invoiceId} is gone`);
  return invoice;
}

/**
 * Where a paid checkout's mails go: the buyer's sign-in address and the address typed at
 * checkout "for the receipt", once when they are the same. Only ever used once the checkout is
 * paid: an address typed at checkout gets nothing for an order nobody paid.
 */
async function buyerAddresses(em: EntityManager, invoice: Invoice): Promise<string[]> {
  const addresses = [await signInEmail(em, invoice.subjectId), invoice.email].filter((address): address is string => Boolean(address?.trim()));
  return addresses.filter((address, index) => addresses.findIndex((other) => other.trim().toLowerCase() === address.trim().toLowerCase()) === index);
}

const amountOf = (line: CheckoutLine) => new Decimal(line.price ?? 0).times(line.quantity);

/** `- Canvas tote × 2: 49.98 USD` lines and the total with its currency. */
function itemsOf(lines: CheckoutLine[]) {
  const total = lines.reduce((sum, line) => sum.plus(amountOf(line)), new Decimal(0));
  return {
    items: lines.map((line) => `- ${line.title} × ${line.quantity}${line.price === null ? '' : `: ${formatAmount(amountOf(line))} ${line.currency}`}`).join('\n'),
    total: `${formatAmount(total)} ${lines[0]?.currency ?? ''}`.trim(),
  };
}

/**
 * The values an order mail is written from (see the notification dispatcher's built-in words):
 * the checkout's number (never an id: `orderId` is the number too, for templates written before),
 * the status and what happens next in words, the orders' lines and total, the invoice (its page
 * is `{{siteUrl}}/billing/invoices/{{invoiceId}}`), in the checkout's language.
 */
async function mailValues(em: EntityManager, invoice: Invoice, told: Told, orderIds: string[], language: Language = invoice.language) {
  const lines = (await checkoutLines(em, invoice.id, language)).lines.filter((line) => orderIds.includes(line.orderId));
  const number = invoice.number === null ? '' : String(invoice.number);
  const words = WORDS[language][told];
  return { language, number, orderId: number, status: words.status, next: words.next, orderStatus: told, invoiceId: invoice.id, orderIds, ...itemsOf(lines) };
}

/**
 * In the payment's transaction, once the checkout is paid: one mail to each of the buyer's
 * addresses and one to each admin (the number, the customer, the lines, the total); the orders
 * remember they were told (`statusTold`), so each later status is told once.
 */
export async function tellOfPayment(em: EntityManager, invoiceId: string, orderIds: string[]) {
  if (!orderIds.length) return;
  const invoice = await invoiceOf(em, invoiceId);
  const addresses = await buyerAddresses(em, invoice);
  const values = await mailValues(em, invoice, 'approving', orderIds);
  for (const recipient of addresses) await queueNotification(em, { variant: ORDER_MAIL, recipient, subjectId: invoice.subjectId, payload: values });
  const forAdmins = { ...(await mailValues(em, invoice, 'approving', orderIds, DEFAULT_LANGUAGE)), customer: addresses.join(', ') || '(no email)' };
  for (const admin of await adminAddresses(em)) await queueNotification(em, { variant: ADMIN_ORDER_MAIL, recipient: admin.email, subjectId: admin.subjectId, payload: forAdmins });
  const o = tableOf(EcommerceOrder);
  await em.execute(`update ${o.table} set ${o.column('statusTold')} = 'approving' where ${o.column('id')} in (?)`, [orderIds]);
}

/** In the transaction that canceled an unpaid checkout (its payment failed or expired): one mail, at the sign-in address only. */
export async function tellOfUnpaid(em: EntityManager, invoiceId: string, orderIds: string[]) {
  if (!orderIds.length) return;
  const invoice = await invoiceOf(em, invoiceId);
  const recipient = await signInEmail(em, invoice.subjectId);
  if (recipient) await queueNotification(em, { variant: ORDER_MAIL, recipient, subjectId: invoice.subjectId, payload: await mailValues(em, invoice, 'unpaid', orderIds) });
}

/**
 * After orders were updated (an admin moving paid orders on): each paid order whose status is
 * one the buyer is told of and differs from the last told is claimed (one conditional UPDATE,
 * so a write repeated or racing tells nothing twice) and told, one mail per checkout and
 * status at each of the buyer's addresses: orders of a checkout moved together, or one by one
 * before the mail went out, are in one mail.
 */
export async function tellOfStatusChanges(em: EntityManager, orderIds: string[]) {
  if (!orderIds.length) return;
  const [o, op, pi] = [tableOf(EcommerceOrder), tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(BillingPaymentIntent)];
  const moved = await em.execute<{ id: string; status: Told; invoiceId: string }[]>(
    `update ${o.table} o set ${o.column('statusTold')} = o.${o.column('status')}
      where o.${o.column('id')} in (?) and o.${o.column('statusTold')} is not null and o.${o.column('statusTold')} <> o.${o.column('status')} and o.${o.column('status')} in (?)
      returning o.${o.column('id')} as "id", o.${o.column('status')} as "status",
        (select pi.${pi.column('invoiceId')} from ${op.table} op join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
          where op.${op.column('orderId')} = o.${o.column('id')} and pi.${pi.column('status')} = 'succeeded'
          order by pi.${pi.column('createdAt')} desc limit 1) as "invoiceId"`,
    [orderIds, LATER],
  );
  const groups = new Map<string, { invoiceId: string; status: Told; orderIds: string[] }>();
  for (const order of moved) {
    if (!order.invoiceId) continue;
    const key = `${order.invoiceId}:${order.status}`;
    const group = groups.get(key) ?? { invoiceId: order.invoiceId, status: order.status, orderIds: [] };
    group.orderIds.push(order.id);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const invoice = await invoiceOf(em, group.invoiceId);
    for (const recipient of await buyerAddresses(em, invoice)) {
      const message = { variant: ORDER_MAIL, recipient, subjectId: invoice.subjectId, payload: await mailValues(em, invoice, group.status, group.orderIds) };
      await queueOrRewriteNotification(em, message, { invoiceId: invoice.id, orderStatus: group.status }, async (queued) => {
        const told = [...new Set([...((queued.orderIds as string[] | undefined) ?? []), ...group.orderIds])];
        return mailValues(em, invoice, group.status, told);
      });
    }
  }
}
