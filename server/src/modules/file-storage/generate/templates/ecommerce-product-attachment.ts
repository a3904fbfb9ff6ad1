import { h } from '../render-png.js';
import { formatAmount, type TemplateData } from '../template-data.js';
import { defineTemplate, theme } from '../template.js';

const readPrice = (price: TemplateData) => {
  price.only(['amount', 'currency']);
  return { amount: price.amount('amount'), currency: price.text('currency', { required: true, max: 12 }) };
};

/** A one-page sheet about a product (1240×1754, A4 at 150 dpi): its title, description and prices. */
export const ecommerceProductAttachment = defineTemplate({
  variant: 'generate-template-ecommerce-product-attachment-default',
  width: 1240,
  height: 1754,
  read(data) {
    data.only(['title', 'description', 'prices']);
    return { title: data.text('title', { required: true, max: 120 }), description: data.text('description', { max: 2000 }), prices: data.list('prices', readPrice, { max: 10 }) };
  },
  draw({ title, description, prices }) {
    return h(
      'div',
      { width: '100%', height: '100%', flexDirection: 'column', padding: 96, gap: 48, background: theme.paper, color: theme.ink, fontFamily: theme.font },
      h('div', { fontSize: 72, fontWeight: 700, lineHeight: 1.15 }, title),
      h('div', { fontSize: 34, lineHeight: 1.5, color: theme.ink }, description),
      h('div', { flexDirection: 'column', gap: 12 }, ...prices.map(({ amount, currency }) => h('div', { fontSize: 56, fontWeight: 700, color: theme.accent }, `${formatAmount(amount)} ${currency}`))),
    );
  },
});
