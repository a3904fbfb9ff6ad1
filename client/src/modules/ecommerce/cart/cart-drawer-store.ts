import { useSyncExternalStore } from 'react';

// Whether the cart panel is open: shared by the navbar's cart button and the product
// page's add-to-cart, which live in unrelated parts of the tree.
let opened = false;
const listeners = new Set<() => void>();

export function setCartOpened(next: boolean) {
  opened = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useCartOpened(): boolean {
  return useSyncExternalStore(subscribe, () => opened, () => false);
}
