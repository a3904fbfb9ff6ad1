import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { n as titleIn } from "./localized-text-CqhAfjN6.js";
import { n as toastError } from "./toast-store-Ci-nOkDY.js";
import { i as formatPrice, r as pricesOf } from "./prices-C7OlwJjn.js";
import { r as useCartText } from "./cart-drawer-store-IN7p57pp.js";
import { n as useCartMutations } from "./use-cart-DBGoesCg.js";
import { useState } from "react";
import { Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/ecommerce/cart/CartLine.tsx
var _jsxFileName = "/work/main/client/src/modules/ecommerce/cart/CartLine.tsx";
/** One cart order: its product, a quantity that saves on change, and Delete. */
function CartLine({ order }) {
	const language = useLanguage();
	const { setQuantity, remove } = useCartMutations();
	const [deleting, setDeleting] = useState(false);
	const text = useCartText();
	const line = order.ordersToProducts[0];
	if (!line) return null;
	const product = line.product;
	const price = product ? pricesOf(product.attributes)[0] : void 0;
	const changeQuantity = (value) => {
		const quantity = Number(value);
		if (!Number.isInteger(quantity) || quantity < 1 || quantity === line.quantity) return;
		setQuantity(order.id, line.id, quantity).catch(toastError);
	};
	const deleteOrder = () => {
		setDeleting(true);
		remove(order.id).catch(toastError).finally(() => setDeleting(false));
	};
	return /* @__PURE__ */ jsxDEV(Group, {
		justify: "space-between",
		wrap: "nowrap",
		align: "flex-start",
		py: "sm",
		"data-cart-line": product?.slug,
		children: [/* @__PURE__ */ jsxDEV(Stack, {
			gap: 2,
			miw: 0,
			children: [/* @__PURE__ */ jsxDEV(Text, {
				fw: 600,
				truncate: true,
				children: product ? titleIn(product.title, language) : "—"
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 40,
				columnNumber: 9
			}, this), price && /* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				c: "dimmed",
				children: formatPrice(String(Number(price.amount) * line.quantity), price.currency, language)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 44,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 39,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Group, {
			gap: "xs",
			wrap: "nowrap",
			children: [/* @__PURE__ */ jsxDEV(NumberInput, {
				"aria-label": text.quantity,
				w: 76,
				min: 1,
				step: 1,
				allowDecimal: false,
				defaultValue: line.quantity,
				onBlur: (event) => changeQuantity(event.currentTarget.value),
				onKeyDown: (event) => event.key === "Enter" && changeQuantity(event.currentTarget.value)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 50,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Button, {
				variant: "subtle",
				color: "red",
				size: "xs",
				loading: deleting,
				onClick: deleteOrder,
				children: text.delete
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 60,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 49,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 38,
		columnNumber: 5
	}, this);
}
export { CartLine as t };
