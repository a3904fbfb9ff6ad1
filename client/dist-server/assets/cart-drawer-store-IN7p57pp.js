import { a as defineTexts } from "../entry-server.js";
import { useSyncExternalStore } from "react";
// src/modules/ecommerce/cart/cart-text.ts
var useCartText = defineTexts({
	cart: "Cart",
	openCart: "Open cart",
	empty: "Your cart is empty.",
	total: "Total",
	quantity: "Quantity",
	delete: "Delete",
	addToCart: "Add to cart",
	addedToCart: "Added to cart",
	inCart: "In your cart",
	store: "Store",
	anyStore: "Delivery, no store",
	buyNow: "Buy now",
	buyNowTitle: "Buy now",
	checkout: "Checkout",
	pay: "Pay",
	provider: "Payment provider",
	email: "Email for the receipt",
	currency: "Currency",
	invalidProvider: "Invalid provider",
	emailRequired: "Email is required",
	emailInvalid: "Enter a valid email address",
	currencyRequired: "Choose a currency",
	dummyProvider: "Test payment (dummy)"
}, { ru: {
	cart: "Корзина",
	openCart: "Открыть корзину",
	empty: "Корзина пуста.",
	total: "Итого",
	quantity: "Количество",
	delete: "Удалить",
	addToCart: "В корзину",
	addedToCart: "Добавлено в корзину",
	inCart: "В корзине",
	store: "Магазин",
	anyStore: "Доставка, без магазина",
	buyNow: "Купить сейчас",
	buyNowTitle: "Покупка в один шаг",
	checkout: "Оформить заказ",
	pay: "Оплатить",
	provider: "Способ оплаты",
	email: "Email для чека",
	currency: "Валюта",
	invalidProvider: "Неверный способ оплаты",
	emailRequired: "Укажите email",
	emailInvalid: "Введите корректный email",
	currencyRequired: "Выберите валюту",
	dummyProvider: "Тестовая оплата (dummy)"
} });
// src/modules/ecommerce/cart/cart-drawer-store.ts
var opened = false;
var listeners = /* @__PURE__ */ new Set();
function setCartOpened(next) {
	opened = next;
	listeners.forEach((listener) => listener());
}
var subscribe = (listener) => {
	listeners.add(listener);
	return () => void listeners.delete(listener);
};
function useCartOpened() {
	return useSyncExternalStore(subscribe, () => opened, () => false);
}
export { useCartOpened as n, useCartText as r, setCartOpened as t };
