import { E as useSubject, H as EcommerceCheckoutDocument } from "../entry-server.js";
import { t as CheckoutForm } from "./CheckoutForm-C530aBLU.js";
import { n as useCartOpened, r as useCartText, t as setCartOpened } from "./cart-drawer-store-IN7p57pp.js";
import { t as CartLine } from "./CartLine-uEiiEAX5.js";
import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { i as formatPrice } from "./prices-C7OlwJjn.js";
import { i as useCartSummary, r as useCartOrders } from "./use-cart-DBGoesCg.js";
import { useMutation } from "@apollo/client/react";
import { Badge, Divider, Drawer, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
import { useMediaQuery } from "@mantine/hooks";
// src/modules/ecommerce/cart/CartCheckoutForm.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/ecommerce/cart/CartCheckoutForm.tsx";
/** Checks out the cart's orders. */
function CartCheckoutForm({ orderIds, currencies }) {
	const subject = useSubject();
	const [checkout] = useMutation(EcommerceCheckoutDocument);
	return /* @__PURE__ */ jsxDEV(CheckoutForm, {
		currencies,
		disabled: orderIds.length === 0,
		checkout: async ({ provider, email, currencyId }) => {
			if (!subject) throw new Error("id is required");
			const { data } = await checkout({ variables: {
				subjectId: subject.id,
				data: {
					provider,
					email,
					billingModuleCurrencyId: currencyId,
					orderIds
				}
			} });
			if (!data) throw new Error("Data is undefined");
			return data.ecommerceCheckout.paymentUrl;
		}
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/cart/CartTotals.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/ecommerce/cart/CartTotals.tsx";
/** What the cart costs, one line per currency (prices are set per currency, not converted). */
function CartTotals({ totals }) {
	const language = useLanguage();
	const text = useCartText();
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: 4,
		"data-cart-totals": true,
		children: totals.map(({ total, billingModuleCurrency }) => /* @__PURE__ */ jsxDEV(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ jsxDEV(Text, {
				c: "dimmed",
				children: text.total
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 17,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Text, {
				fw: 700,
				fz: "lg",
				children: formatPrice(String(total), billingModuleCurrency, language)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 18,
				columnNumber: 11
			}, this)]
		}, billingModuleCurrency.id, true, {
			fileName: _jsxFileName$1,
			lineNumber: 16,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/cart/CartDrawer.tsx
var _jsxFileName = "/work/main/client/src/modules/ecommerce/cart/CartDrawer.tsx";
/** The cart side panel: 400px wide, 540px on larger screens. */
function CartDrawer() {
	const opened = useCartOpened();
	const large = useMediaQuery("(min-width: 48em)");
	const orders = useCartOrders();
	const summary = useCartSummary();
	const cartOrders = (orders.data?.ecommerceOrderList ?? []).filter((order) => order.ordersToProducts.length > 0);
	const totals = summary.data?.ecommerceCartTotal ?? [];
	const text = useCartText();
	return /* @__PURE__ */ jsxDEV(Drawer, {
		opened,
		onClose: () => setCartOpened(false),
		position: "right",
		size: large ? 540 : 400,
		title: /* @__PURE__ */ jsxDEV(Group, {
			gap: "xs",
			children: [/* @__PURE__ */ jsxDEV(Title, {
				order: 2,
				fz: "xl",
				children: text.cart
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 28,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Badge, {
				variant: "light",
				radius: "sm",
				"data-cart-count": true,
				children: summary.data?.ecommerceCartQuantity ?? 0
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 31,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 27,
			columnNumber: 9
		}, this),
		"data-cart-drawer": true,
		children: orders.loading && !orders.data ? /* @__PURE__ */ jsxDEV(Loader, { size: "sm" }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 39,
			columnNumber: 9
		}, this) : cartOrders.length === 0 ? /* @__PURE__ */ jsxDEV(Text, {
			c: "dimmed",
			children: text.empty
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 41,
			columnNumber: 9
		}, this) : /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ jsxDEV(Stack, {
					gap: 0,
					children: cartOrders.map((order) => /* @__PURE__ */ jsxDEV(CartLine, { order }, order.id, false, {
						fileName: _jsxFileName,
						lineNumber: 46,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 44,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(Divider, {}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 49,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(CartTotals, { totals }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 50,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(CartCheckoutForm, {
					orderIds: cartOrders.map((order) => order.id),
					currencies: totals.map((total) => total.billingModuleCurrency)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 51,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 43,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
export { CartDrawer };
