import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { CurrencyToggle } from './CurrencyToggle';
import { NO_PRICE } from './prices';
import { ProductPrice } from './ProductPrice';
import { UNKNOWN_VARIANT } from '../../../shared/variants/variant-registry';

const usd = { id: 'usd', slug: 'usd', variant: 'default', symbol: '$', isDefault: true, title: text('US dollar') };
const rub = { id: 'rub', slug: 'rub', variant: 'default', symbol: '₽', isDefault: false, title: text('Ruble') };
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

  it('names each currency of the toggle in its own variant: symbol its sign alone, a variant nobody knows as such', async () => {
    const eur = { id: 'eur', slug: 'eur', variant: 'no-such-variant', symbol: '€', isDefault: false, title: text('Euro') };
    await renderUi(<CurrencyToggle currencies={[usd, { ...rub, variant: 'symbol' }, eur]} />);
    const options = screen.getAllByRole('radio').map((option) => option.closest('div')?.querySelector('label')?.textContent);
    // The site's default first, then by code.
    expect(options).toEqual(['$ USD', UNKNOWN_VARIANT, '₽']);
  });

  it('orders the toggle the same whatever order the currencies came in: the default first, then by code', async () => {
    const eur = { id: 'eur', slug: 'eur', variant: 'default', symbol: '€', isDefault: false, title: text('Euro') };
    const labels = () => screen.getAllByRole('radio').map((option) => option.closest('div')?.querySelector('label')?.textContent);
    const { unmount } = await renderUi(<CurrencyToggle currencies={[rub, eur, usd]} />);
    expect(labels()).toEqual(['$ USD', '€ EUR', '₽ RUB']);
    unmount();
    await renderUi(<CurrencyToggle currencies={[usd, rub, eur]} />);
    expect(labels()).toEqual(['$ USD', '€ EUR', '₽ RUB']);
  });

  it("says so when a product has no price in any currency", async () => {
    await renderUi(<ProductPrice priceAttributes={[]} currencies={[usd, rub]} />);
    expect(screen.getByText(NO_PRICE)).toBeTruthy();
  });
});
