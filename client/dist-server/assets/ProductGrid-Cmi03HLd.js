import { s as localizedPath, t as useLanguage } from "./use-language-CESTGxR7.js";
import { f as productPath, i as useUiText, y as absoluteUrl } from "../entry-server.js";
import { d as SearchOffIcon } from "./icons-DHscqIoA.js";
import { r as fileUrl } from "./file-url-BH6vl3Ue.js";
import { n as titleIn, t as textIn } from "./localized-text-CqhAfjN6.js";
import { n as firstImage } from "./FileView-B-Va5VtV.js";
import { n as SiteLink } from "./RichText-CE_lFb7-.js";
import { i as formatPrice, n as displayedPrice, r as pricesOf, t as NO_PRICE } from "./prices-C7OlwJjn.js";
import { useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import { AspectRatio, Box, Button, Card, Container, EmptyState, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
var ProductCard_module_default = { card: "_card_1atii_2" };
// src/modules/ecommerce/products/product-tones.ts
var TONES = [
	{
		background: "#efe6dc",
		accent: "#d9c7b3",
		ink: "#6b5540"
	},
	{
		background: "#e4e9e1",
		accent: "#c5d1bf",
		ink: "#4b5d45"
	},
	{
		background: "#f1e3dc",
		accent: "#e2c2b2",
		ink: "#7a4a35"
	},
	{
		background: "#e3e6ec",
		accent: "#c6ccd8",
		ink: "#465066"
	},
	{
		background: "#ece4ea",
		accent: "#d6c5d1",
		ink: "#634b5c"
	},
	{
		background: "#e9e6d9",
		accent: "#d3ceb4",
		ink: "#5f5a3c"
	}
];
/** The tone of a thing named `key` (its slug), or of the `key`-th thing of a list. */
function productTone(key) {
	if (typeof key === "number") return TONES[key % TONES.length];
	let hash = 2166136261;
	for (const character of key) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
	return TONES[hash % TONES.length];
}
// src/shared/ui/EntityNotFound.tsx
var _jsxFileName$4 = "/work/main/client/src/shared/ui/EntityNotFound.tsx";
/** An overview page whose url names nothing that exists (a removed product, a mistyped slug). */
function EntityNotFound({ title, description }) {
	const language = useLanguage();
	const text = useUiText();
	return /* @__PURE__ */ jsxDEV(Container, {
		size: "sm",
		py: 80,
		"data-entity-not-found": true,
		children: [/* @__PURE__ */ jsxDEV("title", { children: title }, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 20,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(EmptyState, {
			icon: /* @__PURE__ */ jsxDEV(SearchOffIcon, { size: 28 }, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 21,
				columnNumber: 25
			}, this),
			withIndicatorBackground: true,
			children: [
				/* @__PURE__ */ jsxDEV(EmptyState.Title, {
					order: 1,
					children: title
				}, void 0, false, {
					fileName: _jsxFileName$4,
					lineNumber: 23,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(EmptyState.Description, { children: description ?? text.notFoundHint }, void 0, false, {
					fileName: _jsxFileName$4,
					lineNumber: 24,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(EmptyState.Actions, { children: /* @__PURE__ */ jsxDEV(Button, {
					component: Link,
					to: localizedPath("/", language),
					variant: "light",
					children: text.goHome
				}, void 0, false, {
					fileName: _jsxFileName$4,
					lineNumber: 26,
					columnNumber: 11
				}, this) }, void 0, false, {
					fileName: _jsxFileName$4,
					lineNumber: 25,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$4,
			lineNumber: 21,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 19,
		columnNumber: 5
	}, this);
}
// src/shared/head/head-image.ts
/** A row's first image as link previews name it: absolute, with its stored size and alt text. */
function headImage(files, publicUrl, fallbackAlt) {
	const image = firstImage(files);
	if (!image) return void 0;
	return {
		url: absoluteUrl(publicUrl, fileUrl(image.file)),
		width: image.width,
		height: image.height,
		alt: image.alt || fallbackAlt
	};
}
// src/modules/ecommerce/prices/selected-currency.ts
var STORAGE_KEY = "ecommerce.currency";
var listeners = /* @__PURE__ */ new Set();
/** The choice when localStorage refuses to keep it. */
var memoryChoice = null;
function readChoice() {
	try {
		return window.localStorage.getItem(STORAGE_KEY);
	} catch {
		return null;
	}
}
/** Remembers `slug` as the visitor's currency and updates every price shown. */
function chooseCurrency(slug) {
	try {
		window.localStorage.setItem(STORAGE_KEY, slug);
	} catch {}
	memoryChoice = slug;
	listeners.forEach((listener) => listener());
}
function subscribe(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key === STORAGE_KEY) listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
/** The slug of the currency the visitor chose, or null before any choice. */
function useChosenCurrencySlug() {
	return useSyncExternalStore(subscribe, () => readChoice() ?? memoryChoice, () => null);
}
/** The currency to show prices in: the visitor's choice when offered, else the default one. */
function currentCurrency(currencies, chosen) {
	return currencies.find((currency) => currency.slug === chosen) ?? currencies.find((currency) => currency.isDefault) ?? currencies[0];
}
// src/modules/ecommerce/prices/ProductPrice.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/ecommerce/prices/ProductPrice.tsx";
/**
* A product's price in the visitor's currency; in its first currency when it has no price in
* that one; a notice when it has no price at all.
*/
function ProductPrice({ priceAttributes, currencies, ...textProps }) {
	const language = useLanguage();
	const price = displayedPrice(pricesOf(priceAttributes), currentCurrency(currencies, useChosenCurrencySlug()));
	if (!price) return /* @__PURE__ */ jsxDEV(Text, {
		size: "xs",
		c: "dimmed",
		"data-no-price": true,
		children: NO_PRICE
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 23,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Text, {
		fw: 700,
		"data-price": price.currency.slug,
		...textProps,
		children: formatPrice(price.amount, price.currency, language)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 29,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/products/ProductArtwork.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/ecommerce/products/ProductArtwork.tsx";
/** A product's photo, or, without one, its initial on a backdrop of the product's own tone. */
function ProductArtwork({ slug, title, files, ratio = 1, radius = "lg" }) {
	const image = firstImage(files);
	if (image) return /* @__PURE__ */ jsxDEV(AspectRatio, {
		ratio,
		children: /* @__PURE__ */ jsxDEV(Image, {
			src: fileUrl(image.file),
			alt: image.alt || title,
			radius,
			fit: "cover",
			loading: "lazy"
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 21,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 20,
		columnNumber: 7
	}, this);
	const tone = productTone(slug);
	return /* @__PURE__ */ jsxDEV(AspectRatio, {
		ratio,
		children: /* @__PURE__ */ jsxDEV(Box, {
			role: "img",
			"aria-label": title,
			bg: tone.background,
			style: {
				borderRadius: `var(--mantine-radius-${radius})`,
				display: "grid",
				placeItems: "center",
				overflow: "hidden"
			},
			children: /* @__PURE__ */ jsxDEV(Box, {
				w: "58%",
				style: {
					aspectRatio: "1",
					borderRadius: "50%",
					background: tone.accent,
					display: "grid",
					placeItems: "center"
				},
				children: /* @__PURE__ */ jsxDEV(Text, {
					component: "span",
					fz: "clamp(2.5rem, 9cqi, 5rem)",
					fw: 300,
					c: tone.ink,
					lh: 1,
					"aria-hidden": "true",
					style: { letterSpacing: "-0.04em" },
					children: Array.from(title)[0]?.toUpperCase()
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 38,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 34,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 28,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 27,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/products/ProductCard.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/ecommerce/products/ProductCard.tsx";
/** A product in a grid: picture, category, title, a line about it and its price; links to it. */
function ProductCard({ product, currencies }) {
	const language = useLanguage();
	const title = titleIn(product.title, language);
	const category = product.categories[0];
	const shortDescription = textIn(product.shortDescription, language);
	return /* @__PURE__ */ jsxDEV(Card, {
		component: SiteLink,
		url: productPath(product.slug),
		padding: 0,
		radius: "lg",
		bg: "transparent",
		className: ProductCard_module_default.card,
		"data-product-card": product.slug,
		children: [/* @__PURE__ */ jsxDEV(ProductArtwork, {
			slug: product.slug,
			title,
			files: product.fileStorageModuleFiles
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 24,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Stack, {
			gap: 4,
			pt: "sm",
			px: 4,
			pb: 4,
			children: [
				category && /* @__PURE__ */ jsxDEV(Text, {
					size: "xs",
					tt: "uppercase",
					c: "dimmed",
					fw: 600,
					style: { letterSpacing: "0.06em" },
					children: titleIn(category.title, language)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 27,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(Text, {
					fw: 600,
					lh: 1.3,
					children: title
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 31,
					columnNumber: 9
				}, this),
				shortDescription && /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					c: "dimmed",
					lineClamp: 2,
					children: shortDescription
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 35,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(ProductPrice, {
					priceAttributes: product.attributes,
					currencies,
					mt: 4
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 39,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 25,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/products/ProductGrid.tsx
var _jsxFileName = "/work/main/client/src/modules/ecommerce/products/ProductGrid.tsx";
/** Products in a grid: two across on phones, three on larger screens. */
function ProductGrid({ products, currencies }) {
	const text = useUiText();
	if (products.length === 0) return /* @__PURE__ */ jsxDEV(Text, {
		c: "dimmed",
		ta: "center",
		py: "xl",
		children: text.noProducts
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 16,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(SimpleGrid, {
		cols: {
			base: 2,
			md: 3
		},
		spacing: {
			base: "md",
			md: "xl"
		},
		verticalSpacing: {
			base: "lg",
			md: 40
		},
		"data-product-grid": true,
		children: products.map((product) => /* @__PURE__ */ jsxDEV(ProductCard, {
			product,
			currencies
		}, product.id, false, {
			fileName: _jsxFileName,
			lineNumber: 24,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 22,
		columnNumber: 5
	}, this);
}
export { currentCurrency as a, EntityNotFound as c, chooseCurrency as i, productTone as l, ProductArtwork as n, useChosenCurrencySlug as o, ProductPrice as r, headImage as s, ProductGrid as t, ProductCard_module_default as u };
