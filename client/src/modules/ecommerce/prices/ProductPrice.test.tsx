import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { CurrencyToggle } from './CurrencyToggle';
import { NO_PRICE } from './prices';
import { ProductPrice } from './ProductPrice';

const usd = { id: 'usd', slug: 'usd', symbol: '$', isDefault: true, title: text('US dollar') };
const rub = { id: 'rub', slug: 'rub', symbol: '₽', isDefault: false, title: text('Ruble') };
const price = (id: string, number: string, currency: typeof usd) => ({
  id,
  number,
  attributeKeys: [{ id: 'price', kind: 'price' }],
  billingModuleCurrencies: [currency],
});
const shirt = [price('a', '49.00', usd), price('b', '4490.00', rub)];
const plain = (value: string | null) => value?.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => window.localStorage.clear());

describe('ProductPrice', () => {
  it('shows the price in the default currency, then in the one the toggle chooses', async () => {
    await renderUi(
      <>
        <CurrencyToggle currencies={[usd, rub]} />
        <ProductPrice priceAttributes={shirt} currencies={[usd, rub]} data-testid="price" />
      </>,
      { path: '/ru' },
    );
    expect(plain(screen.getByTestId('price').textContent)).toBe('49 $');

    fireEvent.click(screen.getByLabelText('₽ RUB'));
    expect(plain(screen.getByTestId('price').textContent)).toBe('4 490 ₽');
  });

  it("says so when a product has no price in any currency", async () => {
    await renderUi(<ProductPrice priceAttributes={[]} currencies={[usd, rub]} />);
    expect(screen.getByText(NO_PRICE)).toBeTruthy();
  });
});
