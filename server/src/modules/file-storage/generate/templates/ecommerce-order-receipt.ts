import { Decimal } from 'decimal.js';
import { h } from '../render-png.js';
import { formatAmount, type TemplateData } from '../template-data.js';
import { defineTemplate, theme } from '../template.js';

const readLine = (line: TemplateData) => {
  line.only(['title', 'quantity', 'price', 'currency']);
  return { title: line.text('title', { required: true, max: 120 }), quantity: line.int('quantity'), price: line.amount('price'), currency: line.text('currency', { required: true, max: 12 }) };
};
type Line = ReturnType<typeof readLine>;

/** The most lines a receipt shows (its height): a checkout with more sums the rest into its last line. */
export const RECEIPT_MAX_LINES = 14;

/** Sum of quantity × price per currency, in the order the currencies first appear. */
function totalsOf(lines: Line[]): { currency: string; total: Decimal }[] {
  const totals = new Map<string, Decimal>();
  for (const { currency, quantity, price } of lines) totals.set(currency, (totals.get(currency) ?? new Decimal(0)).plus(price.times(quantity)));
  return [...totals].map(([currency, total]) => ({ currency, total }));
}

const row = (cells: [string, string, string], style: Record<string, unknown> = {}) =>
  h(
    'div',
    { justifyContent: 'space-between', padding: '18px 0', borderBottom: `2px solid ${theme.line}`, fontSize: 34, ...style },
    h('div', { flex: 1 }, cells[0]),
    h('div', { width: 160, justifyContent: 'flex-end' }, cells[1]),
    h('div', { width: 360, justifyContent: 'flex-end' }, cells[2]),
  );

/** The receipt of a paid order: 1500×1500, its lines, the totals per currency, the date and the shop. */
export const ecommerceOrderReceipt = defineTemplate({
  variant: 'generate-template-ecommerce-order-receipt-default',
  width: 1500,
  height: 1500,
  read(data) {
    data.only(['shopName', 'orderNumber', 'date', 'lines']);
    const lines = data.list('lines', readLine, { min: 1, max: RECEIPT_MAX_LINES });
    return { shopName: data.text('shopName', { required: true, max: 80 }), orderNumber: data.text('orderNumber', { max: 64 }), date: data.date('date'), lines, totals: totalsOf(lines) };
  },
  draw({ shopName, orderNumber, date, lines, totals }) {
    return h(
      'div',
      { width: '100%', height: '100%', flexDirection: 'column', padding: 96, background: theme.paper, color: theme.ink, fontFamily: theme.font },
      h('div', { fontSize: 64, fontWeight: 700 }, shopName),
      h('div', { justifyContent: 'space-between', marginTop: 16, marginBottom: 48, fontSize: 32, color: theme.muted }, h('div', {}, orderNumber ? `№ ${orderNumber}` : ''), h('div', {}, date.toISOString().slice(0, 10))),
      h('div', { flexDirection: 'column', flex: 1 }, row(['', '×', ''], { color: theme.muted, fontSize: 28 }), ...lines.map((line) => row([line.title, String(line.quantity), `${formatAmount(line.price.times(line.quantity))} ${line.currency}`]))),
      h(
        'div',
        { flexDirection: 'column', alignItems: 'flex-end', gap: 8, marginTop: 32 },
        ...totals.map(({ currency, total }) => h('div', { fontSize: 44, fontWeight: 700 }, `${formatAmount(total)} ${currency}`)),
      ),
    );
  },
});
