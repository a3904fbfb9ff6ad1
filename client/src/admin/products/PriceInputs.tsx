import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { AdminProductCurrenciesQuery } from './product-editor.generated';
import { useProductEditorText } from './product-editor-text';

export type Currency = AdminProductCurrenciesQuery['billingCurrencyList'][number];

/** 'USD ($)': the currency's code, and its symbol when it has one. */
export const currencyName = (currency: Pick<Currency, 'slug' | 'symbol'>) => `${currency.slug.toUpperCase()}${currency.symbol ? ` (${currency.symbol})` : ''}`;

interface PriceInputsProps {
  currencies: readonly Currency[];
  /** An amount per currency id ('' for none). */
  value: Record<string, string>;
  onChange: (currencyId: string, amount: string) => void;
  errors?: Record<string, string | undefined>;
}

/** One amount per billing currency, side by side: the product's price in each (empty: not sold in it). */
export function PriceInputs({ currencies, value, onChange, errors }: PriceInputsProps) {
  const text = useProductEditorText();
  if (!currencies.length) {
    return (
      <Text size="sm" c="dimmed">
        {text.noCurrencies}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {currencies.map((currency) => (
        <NumberInput
          key={currency.id}
          name={`prices.${currency.id}`}
          label={text.price(currencyName(currency))}
          value={value[currency.id] ?? ''}
          onChange={(next) => onChange(currency.id, String(next))}
          leftSection={currency.symbol ? <Text size="sm">{currency.symbol}</Text> : undefined}
          min={0}
          allowNegative={false}
          decimalScale={2}
          hideControls
          inputMode="decimal"
          error={errors?.[currency.id]}
          data-price-input={currency.slug}
        />
      ))}
    </SimpleGrid>
  );
}
