import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { U as EcommerceMyOrdersDocument, a as defineTexts } from "../entry-server.js";
import { n as titleIn } from "./localized-text-CqhAfjN6.js";
import { t as formatDate } from "./format-date-B-is0vLQ.js";
import { useQuery } from "@apollo/client/react";
import { Badge, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/ecommerce/orders/order-status.ts
var ORDER_STATUS_COLORS = {
	new: "gray",
	paying: "yellow",
	approving: "teal",
	packaging: "blue",
	delivering: "indigo",
	delivered: "green",
	canceled: "red"
};
var isOrderStatus = (status) => Object.hasOwn(ORDER_STATUS_COLORS, status);
/** The label and colour of a status; one the list does not know reads as it is, in grey. */
function orderStatusOf(status, labels) {
	return isOrderStatus(status) ? {
		label: labels[status],
		color: ORDER_STATUS_COLORS[status]
	} : {
		label: status,
		color: "gray"
	};
}
// src/modules/ecommerce/orders/orders-text.ts
var useOrdersText = defineTexts({
	noOrders: "No orders yet.",
	statuses: {
		new: "In cart",
		paying: "Awaiting payment",
		approving: "Paid · approving",
		packaging: "Packaging",
		delivering: "Delivering",
		delivered: "Delivered",
		canceled: "Canceled"
	}
}, { ru: {
	noOrders: "Заказов пока нет.",
	statuses: {
		new: "В корзине",
		paying: "Ожидает оплаты",
		approving: "Оплачен · на подтверждении",
		packaging: "Собирается",
		delivering: "В доставке",
		delivered: "Доставлен",
		canceled: "Отменён"
	}
} });
// src/modules/ecommerce/orders/OrderList.tsx
var _jsxFileName = "/work/main/client/src/modules/ecommerce/orders/OrderList.tsx";
/** The signed-in subject's orders with their products and status. */
function OrderList() {
	const language = useLanguage();
	const text = useOrdersText();
	const { data, loading, error } = useQuery(EcommerceMyOrdersDocument);
	if (error) throw error;
	if (loading && !data) return /* @__PURE__ */ jsxDEV(Loader, { size: "sm" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 16,
		columnNumber: 32
	}, this);
	const orders = (data?.ecommerceOrderList ?? []).filter((order) => order.ordersToProducts.length > 0);
	if (orders.length === 0) return /* @__PURE__ */ jsxDEV(Text, {
		c: "dimmed",
		children: text.noOrders
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 18,
		columnNumber: 35
	}, this);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "sm",
		"data-order-list": true,
		children: orders.map((order) => {
			const status = orderStatusOf(order.status, text.statuses);
			return /* @__PURE__ */ jsxDEV(Paper, {
				withBorder: true,
				radius: "md",
				p: "md",
				"data-order": order.status,
				children: /* @__PURE__ */ jsxDEV(Group, {
					justify: "space-between",
					align: "flex-start",
					wrap: "nowrap",
					children: [/* @__PURE__ */ jsxDEV(Stack, {
						gap: 2,
						miw: 0,
						children: [order.ordersToProducts.map((line) => /* @__PURE__ */ jsxDEV(Text, {
							fw: 600,
							truncate: true,
							children: [
								line.product ? titleIn(line.product.title, language) : "—",
								" × ",
								line.quantity
							]
						}, line.id, true, {
							fileName: _jsxFileName,
							lineNumber: 29,
							columnNumber: 19
						}, this)), /* @__PURE__ */ jsxDEV(Text, {
							size: "xs",
							c: "dimmed",
							children: formatDate(order.createdAt, language)
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 33,
							columnNumber: 17
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 27,
						columnNumber: 15
					}, this), /* @__PURE__ */ jsxDEV(Badge, {
						color: status.color,
						variant: "light",
						radius: "sm",
						style: { flexShrink: 0 },
						children: status.label
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 37,
						columnNumber: 15
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 26,
					columnNumber: 13
				}, this)
			}, order.id, false, {
				fileName: _jsxFileName,
				lineNumber: 25,
				columnNumber: 11
			}, this);
		})
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
export { OrderList as t };
