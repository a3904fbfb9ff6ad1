import { r as LANGUAGE_LOCALES } from "./use-language-CESTGxR7.js";
// src/modules/ecommerce/prices/format-price.ts
/**
* A price as the visitor's language writes it: `$89.50`, `4 490 ₽`. Whole amounts drop
* their cents. A currency whose slug is no ISO code is written with its symbol.
*/
function formatPrice(amount, currency, language) {
	const value = Number(amount);
	const fractionDigits = Number.isInteger(value) ? 0 : 2;
	const code = currency.slug.toUpperCase();
	if (/^[A-Z]{3}$/.test(code)) try {
		return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
			style: "currency",
			currency: code,
			currencyDisplay: "narrowSymbol",
			minimumFractionDigits: fractionDigits,
			maximumFractionDigits: fractionDigits
		}).format(value);
	} catch {}
	const number = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
		minimumFractionDigits: fractionDigits,
		maximumFractionDigits: fractionDigits
	}).format(value);
	const symbol = currency.symbol ?? code;
	return language === "ru" ? `${number} ${symbol}` : `${symbol}${number}`;
}
// src/modules/ecommerce/prices/prices.ts
/** The spec's text for a product with no price in any currency. */
var NO_PRICE = "Product doesn't have price attributes connected to billing module currency.";
/**
* A product's prices: its attributes whose key has kind 'price', with a number and a billing
* currency; the first one per currency, in the product's order.
*/
function pricesOf(attributes) {
	const prices = /* @__PURE__ */ new Map();
	for (const attribute of attributes) {
		if (attribute.number === null || attribute.number === void 0) continue;
		if (!attribute.attributeKeys.some((key) => key.kind === "price")) continue;
		for (const currency of attribute.billingModuleCurrencies) if (!prices.has(currency.id)) prices.set(currency.id, {
			amount: String(attribute.number),
			currency
		});
	}
	return [...prices.values()];
}
/**
* The price to show in `currency`: that currency's, or the product's first when it has none
* in it (a price in another currency says more than no price).
*/
function displayedPrice(prices, currency) {
	return priceIn(prices, currency?.slug) ?? prices[0];
}
/** The price in the currency of `slug`, if the product has one. */
function priceIn(prices, slug) {
	return prices.find((price) => price.currency.slug === slug);
}
export { formatPrice as i, displayedPrice as n, pricesOf as r, NO_PRICE as t };
