import type { Language } from '../../core/languages.js';
import type { SqlStatements } from '../../core/read/executor.js';
import type { RowOf } from '../../core/model/row.js';
import { columnsOf, rowAt, tableOf } from '../../core/model/tables.js';
import { BillingInvoice, BillingPaymentIntent, INVOICE_NUMBERS } from './entities.js';
import type { CreatedPayment } from './providers/payment-provider.js';

export type Invoice = RowOf<typeof BillingInvoice>;
export type PaymentIntent = RowOf<typeof BillingPaymentIntent>;

/** An invoice to open: its id is chosen by the caller (the provider's request names it before it is written). */
export interface InvoiceToOpen {
  id: string;
  subjectId: string;
  currencyId: string;
  amount: string;
  provider: string;
  email: string;
  language: Language;
  /** One pending intent each, in this order: the part of the amount that pays for one order. */
  intents: { id: string; amount: string }[];
  /** Where it is paid, when known before it is written (a provider's `paymentAtOnce`). */
  payment?: CreatedPayment;
}

/** Billing's part of a statement that opens an invoice (see `invoiceOpening`). */
export interface InvoiceOpening {
  /** The CTEs `invoice` and `intent` (each `returning *`), to follow a statement's `with`. */
  ctes: string;
  /** Their values, for the placeholders from `$first` on. */
  values: unknown[];
  /** The invoice and intents among the statement's rows, when it selects `openedColumns`. */
  opened(rows: Record<string, unknown>[]): { invoice: Invoice; intents: PaymentIntent[] };
}

/** The columns of the opened invoice and intent in a statement's select list, as `opened` reads them. */
export const openedColumns = () => `${columnsOf(BillingInvoice, 'invoice', 'i')}, ${columnsOf(BillingPaymentIntent, 'intent', 'pi')}`;

/**
 * Opens an invoice with its payment intents (its number taken from the shop's sequence), as the
 * part of a statement its caller makes it in: a checkout writes the invoice and its orders'
 * records in one statement, inside its transaction. Billing's tables are written by billing's
 * SQL only: ecommerce's checkout composes this part with its own. Its placeholders start at
 * `$first`; `opened` reads the invoice and the intents (in the order given) from its rows.
 */
export function invoiceOpening(open: InvoiceToOpen, first: number): InvoiceOpening {
  const [i, pi] = [tableOf(BillingInvoice), tableOf(BillingPaymentIntent)];
  const $ = (n: number) => `$${first + n - 1}`;
  const ctes = `invoice as (
       insert into ${i.table} (${i.column('id')}, ${i.column('createdAt')}, ${i.column('updatedAt')}, ${i.column('variant')}, ${i.column('subjectId')}, ${i.column('currencyId')},
                               ${i.column('amount')}, ${i.column('status')}, ${i.column('provider')}, ${i.column('email')}, ${i.column('number')}, ${i.column('language')},
                               ${i.column('paymentUrl')}, ${i.column('externalId')})
       values (${$(1)}, now(), now(), 'default', ${$(2)}, ${$(3)}, ${$(4)}, 'open', ${$(5)}, ${$(6)}, nextval('${INVOICE_NUMBERS}'), ${$(7)}, ${$(8)}, ${$(9)})
       returning *),
     intent as (
       insert into ${pi.table} (${pi.column('id')}, ${pi.column('createdAt')}, ${pi.column('updatedAt')}, ${pi.column('variant')}, ${pi.column('invoiceId')}, ${pi.column('currencyId')},
                                ${pi.column('amount')}, ${pi.column('status')}, ${pi.column('provider')})
       select x.id, now(), now(), 'default', invoice.${i.column('id')}, invoice.${i.column('currencyId')}, x.amount, 'pending', invoice.${i.column('provider')}
         from invoice, json_to_recordset(${$(10)}::json) as x(id uuid, amount numeric)
       returning *)`;
  const values = [
    open.id,
    open.subjectId,
    open.currencyId,
    open.amount,
    open.provider,
    open.email,
    open.language,
    open.payment?.paymentUrl ?? null,
    open.payment?.externalId ?? null,
    JSON.stringify(open.intents),
  ];
  const opened = (rows: Record<string, unknown>[]) => {
    const intents = new Map(rows.flatMap((row) => rowAt(BillingPaymentIntent, row, 'pi') ?? []).map((intent) => [intent.id, intent]));
    return { invoice: rowAt(BillingInvoice, rows[0]!, 'i')!, intents: open.intents.map((intent) => intents.get(intent.id)!) };
  };
  return { ctes, values, opened };
}

/**
 * Records where an open invoice is paid, once: the first url recorded wins (a parallel checkout
 * of the same orders answers that one). Answers the invoice as it is now.
 */
export async function recordPaymentUrl(sql: SqlStatements, invoiceId: string, payment: { paymentUrl: string; externalId?: string }): Promise<Invoice> {
  const i = tableOf(BillingInvoice);
  const [updated] = await sql.rows(
    `update ${i.table} set ${i.column('paymentUrl')} = $1, ${i.column('externalId')} = $2, ${i.column('updatedAt')} = now()
      where ${i.column('id')} = $3 and ${i.column('status')} = 'open' and ${i.column('paymentUrl')} is null
      returning ${columnsOf(BillingInvoice, i.table, 'i')}`,
    [payment.paymentUrl, payment.externalId ?? null, invoiceId],
  );
  if (updated) return rowAt(BillingInvoice, updated, 'i')!;
  return invoiceById(sql, invoiceId);
}

/** An invoice as it is now. */
export async function invoiceById(sql: SqlStatements, invoiceId: string): Promise<Invoice> {
  const i = tableOf(BillingInvoice);
  const [row] = await sql.rows(`select ${columnsOf(BillingInvoice, 'i')} from ${i.table} i where i.${i.column('id')} = $1`, [invoiceId]);
  return rowAt(BillingInvoice, row!, 'i')!;
}

/** An invoice's payment intents, oldest first. */
export async function intentsOf(sql: SqlStatements, invoiceId: string): Promise<PaymentIntent[]> {
  const pi = tableOf(BillingPaymentIntent);
  const rows = await sql.rows(`select ${columnsOf(BillingPaymentIntent, 'pi')} from ${pi.table} pi where pi.${pi.column('invoiceId')} = $1 order by pi.${pi.column('createdAt')}, pi.ctid`, [invoiceId]);
  return rows.map((row) => rowAt(BillingPaymentIntent, row, 'pi')!);
}
