import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { n as titleIn } from "./localized-text-CqhAfjN6.js";
import { t as WidgetSection } from "./WidgetSection-mCoCx6AI.js";
import { t as SignedInOnly } from "./SignedInOnly-CJvZP806.js";
import { t as OrderList } from "./OrderList-CpF5sffo.js";
import { Stack, Title } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/ecommerce/orders/OrderListDefault.tsx
var _jsxFileName = "/work/main/client/src/modules/ecommerce/orders/OrderListDefault.tsx";
/** The 'order-list-default' widget: the visitor's own orders, for signed-in subjects only. */
function OrderListDefault({ widget }) {
	const language = useLanguage();
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "lg",
			children: [/* @__PURE__ */ jsxDEV(Title, {
				order: 2,
				children: titleIn(widget.title, language)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 15,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(SignedInOnly, { children: /* @__PURE__ */ jsxDEV(OrderList, {}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 17,
				columnNumber: 11
			}, this) }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 16,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 14,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 13,
		columnNumber: 5
	}, this);
}
export { OrderListDefault };
