import { useBillingDefaultCurrencyQuery } from './currencies.generated';
import { useChosenCurrencySlug } from './selected-currency';

/**
 * Of `currencies` (a cart's totals, a product's prices), the one to show and pay in: the one
 * the visitor chose with the site's currency switch, else the site's default, else the first.
 * The site's default is asked only when the visitor's choice is not among them.
 */
export function useShownCurrency<Currency extends { slug: string }>(currencies: readonly Currency[]): Currency | undefined {
  const chosenSlug = useChosenCurrencySlug();
  const chosen = currencies.find((currency) => currency.slug === chosenSlug);
  const siteDefault = useBillingDefaultCurrencyQuery({ skip: !!chosen || currencies.length < 2 }).data?.billingCurrencyList[0];
  return chosen ?? currencies.find((currency) => currency.slug === siteDefault?.slug) ?? currencies[0];
}
