import { A as BillingDummyPayDocument, a as defineTexts, k as BillingDummyCancelDocument } from "../entry-server.js";
import { n as toastError } from "./toast-store-Ci-nOkDY.js";
import { t as AuthCard } from "./AuthCard-DVag_Fwj.js";
import { t as useLocalizedPath } from "./use-localized-path-DP8tq0sb.js";
import { t as refetchListsLater } from "./refetch-lists-DNUrxqkN.js";
import { t as CART_LISTS } from "./use-cart-DBGoesCg.js";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/billing/dummy/dummy-payment-text.ts
var RU_PAYMENT_ENDS = {
	open: "Платёж ещё ожидает оплаты.",
	canceled: "Платёж отменён.",
	failed: "Платёж не прошёл."
};
var useDummyPaymentText = defineTexts({
	title: "Test payment",
	invoice: (shortId) => `Invoice ${shortId}`,
	description: "No money moves: this page stands in for a payment provider.",
	chooseEnding: "Choose how this payment ends.",
	cancel: "Cancel",
	pay: "Pay",
	paid: "Payment received. Thank you for your order!",
	/** How a payment that was not paid ended, by the invoice's status. */
	ended: (status) => `The payment is ${status}.`,
	backToShop: "Back to the shop"
}, { ru: {
	title: "Тестовая оплата",
	invoice: (shortId) => `Счёт ${shortId}`,
	description: "Деньги не списываются: эта страница заменяет платёжный сервис.",
	chooseEnding: "Выберите, чем закончится этот платёж.",
	cancel: "Отменить",
	pay: "Оплатить",
	paid: "Оплата получена. Спасибо за заказ!",
	ended: (status) => RU_PAYMENT_ENDS[status] ?? `Статус платежа: ${status}.`,
	backToShop: "Вернуться в магазин"
} });
// src/modules/billing/dummy/DummyPaymentPage.tsx
var _jsxFileName = "/work/main/client/src/modules/billing/dummy/DummyPaymentPage.tsx";
/**
* The dummy provider's payment page (its paymentUrl points here): Pay completes the
* invoice and moves its orders on, Cancel gives up. A stand-in for a real provider's page.
*/
function DummyPaymentPage() {
	const { id = "" } = useParams();
	const client = useApolloClient();
	const [pay, payState] = useMutation(BillingDummyPayDocument);
	const [cancel, cancelState] = useMutation(BillingDummyCancelDocument);
	const [status, setStatus] = useState(null);
	const to = useLocalizedPath();
	const text = useDummyPaymentText();
	const settle = (action) => {
		action().then((invoiceStatus) => {
			setStatus(invoiceStatus ?? null);
			refetchListsLater(client.cache, CART_LISTS);
		}).catch(toastError);
	};
	const payInvoice = async () => (await pay({ variables: { invoiceId: id } })).data?.billingDummyPay.status;
	const cancelInvoice = async () => (await cancel({ variables: { invoiceId: id } })).data?.billingDummyCancel.status;
	return /* @__PURE__ */ jsxDEV(AuthCard, {
		title: text.title,
		subtitle: text.invoice(id.slice(0, 8)),
		description: text.description,
		children: status ? /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ jsxDEV(Alert, {
				color: status === "paid" ? "teal" : "gray",
				variant: "light",
				"data-invoice-status": status,
				children: status === "paid" ? text.paid : text.ended(status)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 42,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Anchor, {
				component: Link,
				to: to("/"),
				children: text.backToShop
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 45,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 41,
			columnNumber: 9
		}, this) : /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				c: "dimmed",
				children: text.chooseEnding
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 51,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Group, {
				grow: true,
				children: [/* @__PURE__ */ jsxDEV(Button, {
					variant: "default",
					loading: cancelState.loading,
					onClick: () => settle(cancelInvoice),
					children: text.cancel
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 55,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV(Button, {
					color: "teal",
					loading: payState.loading,
					onClick: () => settle(payInvoice),
					children: text.pay
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 58,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 54,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 50,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 39,
		columnNumber: 5
	}, this);
}
export { DummyPaymentPage };
