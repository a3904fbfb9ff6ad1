import { Text } from '@mantine/core';
import type { CurrencyFieldsFragment, PriceAttributeFieldsFragment } from '../products.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useUiText } from '../../../shared/i18n/ui-text';
import { formatPrice } from './format-price';
import { displayedPrice, pricesOf } from './prices';
import { currentCurrency, useChosenCurrencySlug } from './selected-currency';

interface OtherPricesProps {
  attributes: readonly PriceAttributeFieldsFragment[];
  currencies: readonly CurrencyFieldsFragment[];
}

/** The product's prices in the currencies not shown above: 'Also 4 490 ₽'. */
export function OtherPrices({ attributes, currencies }: OtherPricesProps) {
  const language = useLanguage();
  const text = useUiText();
  const prices = pricesOf(attributes);
  const shown = displayedPrice(prices, currentCurrency(currencies, useChosenCurrencySlug()));
  const others = prices.filter((price) => price !== shown);
  if (others.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-other-prices>
      {text.alsoPriced} {others.map((price) => formatPrice(price.amount, price.currency, language)).join(' · ')}
    </Text>
  );
}
