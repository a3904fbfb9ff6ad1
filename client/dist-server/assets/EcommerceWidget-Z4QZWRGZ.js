import { n as VariantView, t as WidgetSection } from "./WidgetSection-mCoCx6AI.js";
import { B as EcommerceCategoryBySlugDocument, C as usePageSegment, D as useSubjectSession, E as useSubject, G as EcommerceProductCheckoutDocument, K as EcommerceProductListDocument, S as shortDescription, V as EcommerceCategoryListDocument, W as EcommerceProductBySlugDocument, d as categoryPath, i as useUiText, o as OLDEST_FIRST, p as storePath, q as EcommerceStoreBySlugDocument, r as pluralize, s as whereEquals, v as ContentHead, w as usePageUrls, x as productJsonLd } from "../entry-server.js";
import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { n as titleIn, t as textIn } from "./localized-text-CqhAfjN6.js";
import { n as SiteLink, t as RichText } from "./RichText-CE_lFb7-.js";
import { p as StoreIcon, t as ArrowRightIcon } from "./icons-DHscqIoA.js";
import { r as SectionHeading } from "./FileView-B-Va5VtV.js";
import { a as currentCurrency, c as EntityNotFound, i as chooseCurrency, l as productTone, n as ProductArtwork, o as useChosenCurrencySlug, r as ProductPrice, s as headImage, t as ProductGrid, u as ProductCard_module_default } from "./ProductGrid-Cmi03HLd.js";
import { a as pageView, i as pageArguments, n as ESTIMATED_FROM, r as FIRST_PAGE, t as CursorPager } from "./CursorPager-C_Gpaz-s.js";
import { n as toastError, t as showToast } from "./toast-store-Ci-nOkDY.js";
import { i as formatPrice, n as displayedPrice, r as pricesOf } from "./prices-C7OlwJjn.js";
import { r as useCartText, t as setCartOpened } from "./cart-drawer-store-IN7p57pp.js";
import { t as CartLine } from "./CartLine-uEiiEAX5.js";
import { n as useCartMutations, r as useCartOrders } from "./use-cart-DBGoesCg.js";
import { Suspense, lazy, useState, useTransition } from "react";
import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Anchor, Badge, Box, Breadcrumbs, Button, Card, Container, Divider, Group, Loader, Modal, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
// src/modules/ecommerce/categories/CategoryListDefault.tsx
var _jsxFileName$12 = "/work/main/client/src/modules/ecommerce/categories/CategoryListDefault.tsx";
/** The shop's categories as tiles, each with its number of products; each links to its page. */
function CategoryListDefault({ widget }) {
	const language = useLanguage();
	const text = useUiText();
	const { data } = useSuspenseQuery(EcommerceCategoryListDocument, { variables: { orderBy: OLDEST_FIRST } });
	if (data.ecommerceCategoryList.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		pb: 0,
		"data-category-list": true,
		children: [/* @__PURE__ */ jsxDEV(SectionHeading, {
			title: textIn(widget.title, language),
			subtitle: textIn(widget.subtitle, language)
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 26,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2,
				md: Math.min(data.ecommerceCategoryList.length, 4)
			},
			spacing: "md",
			children: data.ecommerceCategoryList.map((category, index) => {
				const tone = productTone(index);
				return /* @__PURE__ */ jsxDEV(Card, {
					component: SiteLink,
					url: categoryPath(category.slug),
					radius: "lg",
					padding: "lg",
					bg: tone.background,
					className: ProductCard_module_default.card,
					children: /* @__PURE__ */ jsxDEV(Group, {
						justify: "space-between",
						wrap: "nowrap",
						align: "center",
						children: [/* @__PURE__ */ jsxDEV(Stack, {
							gap: 2,
							children: [/* @__PURE__ */ jsxDEV(Text, {
								fw: 700,
								fz: "lg",
								c: tone.ink,
								children: titleIn(category.title, language)
							}, void 0, false, {
								fileName: _jsxFileName$12,
								lineNumber: 43,
								columnNumber: 19
							}, this), /* @__PURE__ */ jsxDEV(Text, {
								size: "sm",
								c: tone.ink,
								opacity: .75,
								children: textIn(category.subtitle, language) ?? pluralize(category.categoriesToProducts.length, text.products, language)
							}, void 0, false, {
								fileName: _jsxFileName$12,
								lineNumber: 46,
								columnNumber: 19
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$12,
							lineNumber: 42,
							columnNumber: 17
						}, this), /* @__PURE__ */ jsxDEV(ArrowRightIcon, { color: tone.ink }, void 0, false, {
							fileName: _jsxFileName$12,
							lineNumber: 50,
							columnNumber: 17
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$12,
						lineNumber: 41,
						columnNumber: 15
					}, this)
				}, category.id, false, {
					fileName: _jsxFileName$12,
					lineNumber: 32,
					columnNumber: 13
				}, this);
			})
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 27,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$12,
		lineNumber: 25,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/prices/CurrencyToggle.tsx
var _jsxFileName$11 = "/work/main/client/src/modules/ecommerce/prices/CurrencyToggle.tsx";
/** The spec's currency toggle group: which currency every price on the site is shown in. */
function CurrencyToggle({ currencies }) {
	const text = useUiText();
	const current = currentCurrency(currencies, useChosenCurrencySlug());
	if (currencies.length < 2 || !current) return null;
	return /* @__PURE__ */ jsxDEV(SegmentedControl, {
		"aria-label": text.currency,
		size: "xs",
		radius: "xl",
		value: current.slug,
		onChange: chooseCurrency,
		data: currencies.map((currency) => ({
			value: currency.slug,
			label: `${currency.symbol ?? ""} ${currency.slug.toUpperCase()}`.trim()
		})),
		"data-currency-toggle": true
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/products/ProductCollectionOverview.tsx
var _jsxFileName$10 = "/work/main/client/src/modules/ecommerce/products/ProductCollectionOverview.tsx";
/** A page of products under a heading (a category's, a store's): title, currencies, description, the grid. */
function ProductCollectionOverview({ collection, currencies, marker }) {
	const language = useLanguage();
	const { title, subtitle, description, products } = collection;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		...marker,
		children: [
			/* @__PURE__ */ jsxDEV(SectionHeading, {
				order: 1,
				title: titleIn(title, language),
				subtitle: textIn(subtitle, language),
				aside: /* @__PURE__ */ jsxDEV(CurrencyToggle, { currencies }, void 0, false, {
					fileName: _jsxFileName$10,
					lineNumber: 37,
					columnNumber: 16
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$10,
				lineNumber: 33,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(RichText, {
				value: textIn(description, language),
				mb: "xl",
				maw: 720,
				c: "dark.6"
			}, void 0, false, {
				fileName: _jsxFileName$10,
				lineNumber: 39,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ProductGrid, {
				products,
				currencies
			}, void 0, false, {
				fileName: _jsxFileName$10,
				lineNumber: 40,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 32,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/categories/CategoryOverviewDefault.tsx
var _jsxFileName$9 = "/work/main/client/src/modules/ecommerce/categories/CategoryOverviewDefault.tsx";
/** The category the url names (segment ecommerce.categories.slug) with its products. */
function CategoryOverviewDefault() {
	const slug = usePageSegment("ecommerce.categories.slug") ?? "";
	const text = useUiText();
	const { data } = useSuspenseQuery(EcommerceCategoryBySlugDocument, { variables: {
		filters: whereEquals("slug", slug),
		orderBy: OLDEST_FIRST
	} });
	const category = data.ecommerceCategoryList[0];
	if (!category) return /* @__PURE__ */ jsxDEV(EntityNotFound, { title: text.categoryNotFound }, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 18,
		columnNumber: 25
	}, this);
	return /* @__PURE__ */ jsxDEV(ProductCollectionOverview, {
		collection: category,
		currencies: data.billingCurrencyList,
		marker: { "data-category-overview": category.slug }
	}, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 19,
		columnNumber: 10
	}, this);
}
// src/modules/ecommerce/products/ProductListDefault.tsx
var _jsxFileName$8 = "/work/main/client/src/modules/ecommerce/products/ProductListDefault.tsx";
var PAGE_SIZE = 12;
/** The catalogue: every product with its price, a currency toggle, pages of twelve read by cursor. */
function ProductListDefault({ widget }) {
	const language = useLanguage();
	const [page, setPage] = useState(FIRST_PAGE);
	const [, startTransition] = useTransition();
	const { data } = useSuspenseQuery(EcommerceProductListDocument, { variables: {
		...pageArguments(page, PAGE_SIZE),
		orderBy: OLDEST_FIRST
	} });
	const total = data.ecommerceProductCount;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		"data-product-list": true,
		children: [
			/* @__PURE__ */ jsxDEV(SectionHeading, {
				title: textIn(widget.title, language),
				subtitle: textIn(widget.subtitle, language),
				aside: /* @__PURE__ */ jsxDEV(CurrencyToggle, { currencies: data.billingCurrencyList }, void 0, false, {
					fileName: _jsxFileName$8,
					lineNumber: 34,
					columnNumber: 16
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 31,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ProductGrid, {
				products: pageView(page, PAGE_SIZE, data.ecommerceProductList).rows,
				currencies: data.billingCurrencyList
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 36,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Box, {
				mt: "xl",
				children: /* @__PURE__ */ jsxDEV(CursorPager, {
					page,
					size: PAGE_SIZE,
					rows: data.ecommerceProductList,
					total,
					estimated: total >= ESTIMATED_FROM,
					onPage: (next) => startTransition(() => setPage(next))
				}, void 0, false, {
					fileName: _jsxFileName$8,
					lineNumber: 38,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 37,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$8,
		lineNumber: 30,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/cart/BuyNowButton.tsx
var _jsxFileName$7 = "/work/main/client/src/modules/ecommerce/cart/BuyNowButton.tsx";
var CheckoutForm = lazy(() => import("./CheckoutForm-C530aBLU.js").then((n) => n.n).then((module) => ({ default: module.CheckoutForm })));
/**
* Product checkout: one product paid right away, without the cart (the server makes a
* history order for it). An anonymous visitor gets an anonymous subject, as on add to cart.
*/
function BuyNowButton({ productId, priceAttributes, storeId }) {
	const subject = useSubject();
	const { ensure } = useSubjectSession();
	const text = useCartText();
	const chosen = useChosenCurrencySlug();
	const [checkout] = useMutation(EcommerceProductCheckoutDocument);
	const [opened, setOpened] = useState(false);
	const currencies = pricesOf(priceAttributes).map((price) => price.currency);
	currencies.sort((a, b) => Number(b.slug === chosen) - Number(a.slug === chosen));
	if (!currencies.length) return null;
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(Button, {
		size: "md",
		radius: "xl",
		variant: "default",
		onClick: () => setOpened(true),
		"data-buy-now": true,
		children: text.buyNow
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 38,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(Modal, {
		opened,
		onClose: () => setOpened(false),
		title: text.buyNowTitle,
		centered: true,
		children: /* @__PURE__ */ jsxDEV(Suspense, {
			fallback: /* @__PURE__ */ jsxDEV(Loader, { size: "sm" }, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 42,
				columnNumber: 29
			}, this),
			children: /* @__PURE__ */ jsxDEV(CheckoutForm, {
				currencies,
				checkout: async ({ provider, email, currencyId }) => {
					const subjectId = subject?.id ?? await ensure?.();
					if (!subjectId) throw new Error("id is required");
					const { data } = await checkout({ variables: {
						subjectId,
						productId,
						data: {
							provider,
							email,
							billingModuleCurrencyId: currencyId,
							...storeId ? { storeId } : {}
						}
					} });
					if (!data) throw new Error("Data is undefined");
					return data.ecommerceProductCheckout.paymentUrl;
				}
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 43,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$7,
			lineNumber: 42,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 41,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$7,
		lineNumber: 37,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/cart/AddToCartButton.tsx
var _jsxFileName$6 = "/work/main/client/src/modules/ecommerce/cart/AddToCartButton.tsx";
/**
* 'Add to cart' while the product is in no cart order (with the store it comes from, when the
* product is sold in stores); once it is, that order's controls: its quantity, Delete, and
* Checkout (the cart). An anonymous visitor's first add makes an anonymous subject, whose cart
* then shows like a signed-in one's.
*/
function AddToCartButton({ productId, priceAttributes, stores = [] }) {
	const { data } = useCartOrders();
	const { add } = useCartMutations();
	const [pending, setPending] = useState(false);
	const [storeId, setStoreId] = useState("");
	const text = useCartText();
	const cartOrder = data?.ecommerceOrderList.find((order) => order.ordersToProducts.some((line) => line.product?.id === productId));
	const addToCart = () => {
		setPending(true);
		add(productId, 1, storeId || void 0).then(() => {
			showToast("success", text.addedToCart);
			setCartOpened(true);
		}).catch(toastError).finally(() => setPending(false));
	};
	if (cartOrder) return /* @__PURE__ */ jsxDEV(Stack, {
		gap: 0,
		"data-in-cart": true,
		children: [
			/* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				fw: 600,
				c: "dimmed",
				children: text.inCart
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 47,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(CartLine, { order: cartOrder }, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 50,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(Button, {
				size: "md",
				radius: "xl",
				color: "dark",
				onClick: () => setCartOpened(true),
				"data-cart-checkout": true,
				children: text.checkout
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 51,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$6,
		lineNumber: 46,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "sm",
		children: [stores.length > 0 && /* @__PURE__ */ jsxDEV(NativeSelect, {
			label: text.store,
			value: storeId,
			onChange: (event) => setStoreId(event.currentTarget.value),
			data: [{
				value: "",
				label: text.anyStore
			}, ...stores.map((store) => ({
				value: store.id,
				label: store.title
			}))],
			"data-store-select": true
		}, void 0, false, {
			fileName: _jsxFileName$6,
			lineNumber: 60,
			columnNumber: 9
		}, this), /* @__PURE__ */ jsxDEV(Group, {
			gap: "sm",
			children: [/* @__PURE__ */ jsxDEV(Button, {
				size: "md",
				radius: "xl",
				color: "dark",
				loading: pending,
				onClick: addToCart,
				children: text.addToCart
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 69,
				columnNumber: 9
			}, this), priceAttributes && /* @__PURE__ */ jsxDEV(BuyNowButton, {
				productId,
				priceAttributes,
				storeId: storeId || void 0
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 72,
				columnNumber: 29
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$6,
			lineNumber: 68,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$6,
		lineNumber: 58,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/prices/OtherPrices.tsx
var _jsxFileName$5 = "/work/main/client/src/modules/ecommerce/prices/OtherPrices.tsx";
/** The product's prices in the currencies not shown above: 'Also 4 490 ₽'. */
function OtherPrices({ attributes, currencies }) {
	const language = useLanguage();
	const text = useUiText();
	const prices = pricesOf(attributes);
	const shown = displayedPrice(prices, currentCurrency(currencies, useChosenCurrencySlug()));
	const others = prices.filter((price) => price !== shown);
	if (others.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(Text, {
		size: "sm",
		c: "dimmed",
		"data-other-prices": true,
		children: [
			text.alsoPriced,
			" ",
			others.map((price) => formatPrice(price.amount, price.currency, language)).join(" · ")
		]
	}, void 0, true, {
		fileName: _jsxFileName$5,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/products/ProductHead.tsx
var _jsxFileName$4 = "/work/main/client/src/modules/ecommerce/products/ProductHead.tsx";
/** The product page's head: the product's own title, description, image, and a schema.org Product with its prices. */
function ProductHead({ product }) {
	const language = useLanguage();
	const { publicUrl, canonicalUrl } = usePageUrls();
	const title = titleIn(product.title, language);
	const description = shortDescription(textIn(product.shortDescription, language));
	const image = headImage(product.fileStorageModuleFiles, publicUrl, title);
	const offers = pricesOf(product.attributes).map((price) => ({
		price: price.amount,
		currency: price.currency.slug
	}));
	return /* @__PURE__ */ jsxDEV(ContentHead, { content: {
		title,
		description,
		type: "product",
		image,
		jsonLd: productJsonLd({
			name: title,
			description,
			url: canonicalUrl,
			image: image?.url,
			sku: product.slug,
			offers
		})
	} }, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/products/ProductOverviewDefault.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/ecommerce/products/ProductOverviewDefault.tsx";
/** The product the url names (segment ecommerce.products.slug): picture, price, description, stores. */
function ProductOverviewDefault() {
	const slug = usePageSegment("ecommerce.products.slug") ?? "";
	const language = useLanguage();
	const text = useUiText();
	const { data } = useSuspenseQuery(EcommerceProductBySlugDocument, { variables: {
		filters: whereEquals("slug", slug),
		orderBy: OLDEST_FIRST
	} });
	const product = data.ecommerceProductList[0];
	if (!product) return /* @__PURE__ */ jsxDEV(EntityNotFound, { title: text.productNotFound }, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 31,
		columnNumber: 24
	}, this);
	const title = titleIn(product.title, language);
	const shortDescription = textIn(product.shortDescription, language);
	const currencies = data.billingCurrencyList;
	const category = product.categories[0];
	return /* @__PURE__ */ jsxDEV(Container, {
		size: "lg",
		pt: {
			base: "lg",
			md: 48
		},
		pb: {
			base: 48,
			md: 72
		},
		"data-product-overview": product.slug,
		children: [
			/* @__PURE__ */ jsxDEV(ProductHead, { product }, void 0, false, {
				fileName: _jsxFileName$3,
				lineNumber: 40,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Breadcrumbs, {
				mb: {
					base: "md",
					md: "xl"
				},
				fz: "sm",
				children: [
					/* @__PURE__ */ jsxDEV(Anchor, {
						component: SiteLink,
						url: "/",
						c: "dimmed",
						children: text.home
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 42,
						columnNumber: 9
					}, this),
					category && /* @__PURE__ */ jsxDEV(Anchor, {
						component: SiteLink,
						url: categoryPath(category.slug),
						c: "dimmed",
						children: titleIn(category.title, language)
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 46,
						columnNumber: 11
					}, this),
					/* @__PURE__ */ jsxDEV(Text, {
						fz: "sm",
						c: "dark.9",
						children: title
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 50,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$3,
				lineNumber: 41,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(SimpleGrid, {
				cols: {
					base: 1,
					md: 2
				},
				spacing: {
					base: "xl",
					md: 64
				},
				children: [/* @__PURE__ */ jsxDEV(ProductArtwork, {
					slug: product.slug,
					title,
					files: product.fileStorageModuleFiles,
					ratio: 1,
					radius: "xl"
				}, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 55,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV(Stack, {
					gap: "lg",
					children: [
						product.categories.length > 0 && /* @__PURE__ */ jsxDEV(Group, {
							gap: "xs",
							children: product.categories.map((entry) => /* @__PURE__ */ jsxDEV(Badge, {
								component: SiteLink,
								url: categoryPath(entry.slug),
								variant: "light",
								radius: "sm",
								style: { cursor: "pointer" },
								children: titleIn(entry.title, language)
							}, entry.id, false, {
								fileName: _jsxFileName$3,
								lineNumber: 60,
								columnNumber: 17
							}, this))
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 58,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(Title, {
							order: 1,
							fz: {
								base: 32,
								md: 44
							},
							lh: 1.1,
							style: { letterSpacing: "-0.025em" },
							children: title
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 66,
							columnNumber: 11
						}, this),
						shortDescription && /* @__PURE__ */ jsxDEV(Text, {
							fz: "lg",
							c: "dimmed",
							children: shortDescription
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 70,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(Paper, {
							withBorder: true,
							radius: "lg",
							p: "lg",
							children: [/* @__PURE__ */ jsxDEV(Group, {
								justify: "space-between",
								align: "center",
								gap: "md",
								children: [/* @__PURE__ */ jsxDEV(Box, { children: [/* @__PURE__ */ jsxDEV(ProductPrice, {
									priceAttributes: product.attributes,
									currencies,
									fz: 32,
									lh: 1.1
								}, void 0, false, {
									fileName: _jsxFileName$3,
									lineNumber: 77,
									columnNumber: 17
								}, this), /* @__PURE__ */ jsxDEV(OtherPrices, {
									attributes: product.attributes,
									currencies
								}, void 0, false, {
									fileName: _jsxFileName$3,
									lineNumber: 78,
									columnNumber: 17
								}, this)] }, void 0, true, {
									fileName: _jsxFileName$3,
									lineNumber: 76,
									columnNumber: 15
								}, this), /* @__PURE__ */ jsxDEV(CurrencyToggle, { currencies }, void 0, false, {
									fileName: _jsxFileName$3,
									lineNumber: 80,
									columnNumber: 15
								}, this)]
							}, void 0, true, {
								fileName: _jsxFileName$3,
								lineNumber: 75,
								columnNumber: 13
							}, this), /* @__PURE__ */ jsxDEV(Box, {
								mt: "md",
								children: /* @__PURE__ */ jsxDEV(AddToCartButton, {
									productId: product.id,
									priceAttributes: product.attributes,
									stores: product.stores.map((store) => ({
										id: store.id,
										title: titleIn(store.title, language)
									}))
								}, void 0, false, {
									fileName: _jsxFileName$3,
									lineNumber: 83,
									columnNumber: 15
								}, this)
							}, void 0, false, {
								fileName: _jsxFileName$3,
								lineNumber: 82,
								columnNumber: 13
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$3,
							lineNumber: 74,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV(RichText, {
							value: textIn(product.description, language),
							c: "dark.6"
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 90,
							columnNumber: 11
						}, this),
						product.stores.length > 0 && /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(Divider, {}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 93,
							columnNumber: 15
						}, this), /* @__PURE__ */ jsxDEV(Stack, {
							gap: "sm",
							children: [/* @__PURE__ */ jsxDEV(Text, {
								fw: 600,
								children: text.availableAt
							}, void 0, false, {
								fileName: _jsxFileName$3,
								lineNumber: 95,
								columnNumber: 17
							}, this), product.stores.map((store) => {
								const storeLine = textIn(store.shortDescription, language);
								return /* @__PURE__ */ jsxDEV(Anchor, {
									component: SiteLink,
									url: storePath(store.slug),
									c: "dark.7",
									underline: "never",
									children: /* @__PURE__ */ jsxDEV(Group, {
										gap: "sm",
										wrap: "nowrap",
										align: "flex-start",
										children: [/* @__PURE__ */ jsxDEV(ThemeIcon, {
											variant: "light",
											radius: "md",
											size: "lg",
											children: /* @__PURE__ */ jsxDEV(StoreIcon, { size: 18 }, void 0, false, {
												fileName: _jsxFileName$3,
												lineNumber: 102,
												columnNumber: 27
											}, this)
										}, void 0, false, {
											fileName: _jsxFileName$3,
											lineNumber: 101,
											columnNumber: 25
										}, this), /* @__PURE__ */ jsxDEV(Stack, {
											gap: 0,
											children: [/* @__PURE__ */ jsxDEV(Text, {
												fw: 500,
												children: titleIn(store.title, language)
											}, void 0, false, {
												fileName: _jsxFileName$3,
												lineNumber: 105,
												columnNumber: 27
											}, this), storeLine && /* @__PURE__ */ jsxDEV(Text, {
												c: "dimmed",
												size: "sm",
												children: storeLine
											}, void 0, false, {
												fileName: _jsxFileName$3,
												lineNumber: 107,
												columnNumber: 29
											}, this)]
										}, void 0, true, {
											fileName: _jsxFileName$3,
											lineNumber: 104,
											columnNumber: 25
										}, this)]
									}, void 0, true, {
										fileName: _jsxFileName$3,
										lineNumber: 100,
										columnNumber: 23
									}, this)
								}, store.id, false, {
									fileName: _jsxFileName$3,
									lineNumber: 99,
									columnNumber: 21
								}, this);
							})]
						}, void 0, true, {
							fileName: _jsxFileName$3,
							lineNumber: 94,
							columnNumber: 15
						}, this)] }, void 0, true, {
							fileName: _jsxFileName$3,
							lineNumber: 92,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 56,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$3,
				lineNumber: 54,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 39,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/stores/StoreListDefault.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/ecommerce/stores/StoreListDefault.tsx";
/** The stores linked to the widget, as cards that lead to each store's page. */
function StoreListDefault({ widget }) {
	const language = useLanguage();
	if (widget.stores.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		"data-store-list": true,
		children: [/* @__PURE__ */ jsxDEV(SectionHeading, {
			title: textIn(widget.title, language),
			subtitle: textIn(widget.subtitle, language)
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 18,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SimpleGrid, {
			cols: {
				base: 1,
				sm: 2,
				md: 3
			},
			spacing: "lg",
			children: widget.stores.map((store) => /* @__PURE__ */ jsxDEV(Card, {
				component: SiteLink,
				url: storePath(store.slug),
				withBorder: true,
				radius: "lg",
				padding: "lg",
				className: ProductCard_module_default.card,
				children: /* @__PURE__ */ jsxDEV(Group, {
					wrap: "nowrap",
					align: "flex-start",
					justify: "space-between",
					children: [/* @__PURE__ */ jsxDEV(Group, {
						wrap: "nowrap",
						align: "flex-start",
						children: [/* @__PURE__ */ jsxDEV(ThemeIcon, {
							variant: "light",
							size: 44,
							radius: "md",
							children: /* @__PURE__ */ jsxDEV(StoreIcon, {}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 25,
								columnNumber: 19
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 24,
							columnNumber: 17
						}, this), /* @__PURE__ */ jsxDEV(Stack, {
							gap: 2,
							children: [/* @__PURE__ */ jsxDEV(Text, {
								fw: 600,
								children: titleIn(store.title, language)
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 28,
								columnNumber: 19
							}, this), textIn(store.shortDescription, language) && /* @__PURE__ */ jsxDEV(Text, {
								size: "sm",
								c: "dimmed",
								children: textIn(store.shortDescription, language)
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 30,
								columnNumber: 21
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$2,
							lineNumber: 27,
							columnNumber: 17
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$2,
						lineNumber: 23,
						columnNumber: 15
					}, this), /* @__PURE__ */ jsxDEV(ArrowRightIcon, { color: "var(--mantine-color-dimmed)" }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 36,
						columnNumber: 15
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 22,
					columnNumber: 13
				}, this)
			}, store.id, false, {
				fileName: _jsxFileName$2,
				lineNumber: 21,
				columnNumber: 11
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 19,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/stores/StoreOverviewDefault.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/ecommerce/stores/StoreOverviewDefault.tsx";
/** The store the url names (segment ecommerce.stores.slug) with the products it sells. */
function StoreOverviewDefault() {
	const slug = usePageSegment("ecommerce.stores.slug") ?? "";
	const text = useUiText();
	const { data } = useSuspenseQuery(EcommerceStoreBySlugDocument, { variables: {
		filters: whereEquals("slug", slug),
		orderBy: OLDEST_FIRST
	} });
	const store = data.ecommerceStoreList[0];
	if (!store) return /* @__PURE__ */ jsxDEV(EntityNotFound, { title: text.storeNotFound }, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 18,
		columnNumber: 22
	}, this);
	const collection = {
		...store,
		subtitle: store.shortDescription
	};
	return /* @__PURE__ */ jsxDEV(ProductCollectionOverview, {
		collection,
		currencies: data.billingCurrencyList,
		marker: { "data-store-overview": store.slug }
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 21,
		columnNumber: 10
	}, this);
}
/**
* The ecommerce widget variants the site renders; 'order-list-default' shows
* the signed-in subject's own orders.
*/
var ecommerceWidgetVariants = {
	"category-list-default": CategoryListDefault,
	"category-overview-default": CategoryOverviewDefault,
	"order-list-default": lazy(() => import("./OrderListDefault-CLjPmVUf.js").then((module) => ({ default: module.OrderListDefault }))),
	"product-list-default": ProductListDefault,
	"product-overview-default": ProductOverviewDefault,
	"store-list-default": StoreListDefault,
	"store-overview-default": StoreOverviewDefault
};
// src/modules/ecommerce/EcommerceWidget.tsx
var _jsxFileName = "/work/main/client/src/modules/ecommerce/EcommerceWidget.tsx";
/** An ecommerce widget in its variant (the module's chunk entry, loaded lazily). */
function EcommerceWidget({ widget }) {
	return /* @__PURE__ */ jsxDEV(VariantView, {
		registry: ecommerceWidgetVariants,
		variant: widget.variant,
		props: { widget }
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 10
	}, this);
}
export { EcommerceWidget as default };
