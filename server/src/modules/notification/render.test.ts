import { describe, expect, it } from 'vitest';
import { fill, renderMessage } from './render.js';

describe('message templates', () => {
  it('fills placeholders, leaving unknown ones empty', () => {
    expect(fill('Order {{ orderId }} is {{status}}{{missing}}.', { orderId: 'A1', status: 'approving' })).toBe('Order A1 is approving.');
  });

  it('renders in the language asked, falling back to English, then to the fallback text', () => {
    const template = { subject: { en: 'Hi {{name}}', ru: 'Привет, {{name}}' }, body: { en: 'Body' } };
    expect(renderMessage(template, { name: 'Ann', language: 'ru' }, { title: 'x', body: 'y' })).toEqual({ title: 'Привет, Ann', body: 'Body' });
    expect(renderMessage(null, { url: 'u' }, { title: 'Reset', body: 'Open {{url}}' })).toEqual({ title: 'Reset', body: 'Open u' });
    // Built-in texts in the reader's language come before the template's in the default one.
    const builtIn = { title: { en: 'Order', ru: 'Заказ' }, body: { en: 'Paid', ru: 'Оплачен' } };
    expect(renderMessage({ subject: { en: 'Your order' } }, { language: 'ru' }, builtIn)).toEqual({ title: 'Заказ', body: 'Оплачен' });
    expect(renderMessage({ subject: { en: 'Your order', ru: 'Ваш заказ' } }, { language: 'ru' }, builtIn)).toEqual({ title: 'Ваш заказ', body: 'Оплачен' });
  });
});
