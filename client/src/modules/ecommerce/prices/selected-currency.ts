import { useSyncExternalStore } from 'react';
import { watchStorageKey } from '../../../shared/storage/watch-storage-key';

// The visitor's currency is one choice for the whole site (every price list and product page
// follows the toggle) and survives reloads: it lives in localStorage, not in a component.
const STORAGE_KEY = 'ecommerce.currency';
const listeners = new Set<() => void>();
/** The choice when localStorage refuses to keep it. */
let memoryChoice: string | null = null;

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // Storage disabled (private mode, policies): no remembered choice.
  }
}

/** Remembers `slug` as the visitor's currency and updates every price shown. */
export function chooseCurrency(slug: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, slug);
  } catch {
    // Not remembered across reloads, but the page still follows the choice below.
  }
  memoryChoice = slug;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab chose a currency.
  const stopWatching = watchStorageKey(STORAGE_KEY, listener);
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}

/** The slug of the currency the visitor chose, or null before any choice. */
export function useChosenCurrencySlug(): string | null {
  return useSyncExternalStore(subscribe, () => readChoice() ?? memoryChoice, () => null);
}

interface CurrencyLike {
  slug: string;
  isDefault: boolean;
}

/** The currency to show prices in: the visitor's choice when offered, else the default one. */
export function currentCurrency<Currency extends CurrencyLike>(currencies: readonly Currency[], chosen: string | null): Currency | undefined {
  return currencies.find((currency) => currency.slug === chosen) ?? currencies.find((currency) => currency.isDefault) ?? currencies[0];
}
