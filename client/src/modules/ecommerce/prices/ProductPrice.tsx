import { Text, type TextProps } from '@mantine/core';
import type { CurrencyFieldsFragment, PriceAttributeFieldsFragment } from '../products.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatPrice } from './format-price';
import { displayedPrice, NO_PRICE, pricesOf } from './prices';
import { currentCurrency, useChosenCurrencySlug } from './selected-currency';

interface ProductPriceProps extends TextProps {
  /** The product's attributes; its prices are among them. */
  priceAttributes: readonly PriceAttributeFieldsFragment[];
  currencies: readonly CurrencyFieldsFragment[];
}

/**
 * A product's price in the visitor's currency; in its first currency when it has no price in
 * that one; a notice when it has no price at all.
 */
export function ProductPrice({ priceAttributes, currencies, ...textProps }: ProductPriceProps) {
  const language = useLanguage();
  const price = displayedPrice(pricesOf(priceAttributes), currentCurrency(currencies, useChosenCurrencySlug()));
  if (!price) {
    return (
      <Text size="xs" c="dimmed" data-no-price>
        {NO_PRICE}
      </Text>
    );
  }
  return (
    <Text fw={700} data-price={price.currency.slug} {...textProps}>
      {formatPrice(price.amount, price.currency, language)}
    </Text>
  );
}
