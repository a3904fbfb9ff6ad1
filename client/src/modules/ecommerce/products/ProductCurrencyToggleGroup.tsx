import { CurrencyToggle } from '../prices/CurrencyToggle';
import { ProductPriceLine } from './ProductPriceLine';
import type { ProductInListProps } from './product-props';

/** The product's currency-toggle-group-default variant: its price with the toggle of the currencies it is priced in. */
export function ProductCurrencyToggleGroup(props: ProductInListProps) {
  const priced = new Set(props.product.attributes.flatMap((attribute) => attribute.billingModuleCurrencies.map((currency) => currency.id)));
  return (
    <ProductPriceLine {...props}>
      <CurrencyToggle currencies={props.currencies.filter((currency) => priced.has(currency.id))} />
    </ProductPriceLine>
  );
}
