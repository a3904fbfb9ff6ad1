import { E as useSubject, J as PaymentProvidersDocument } from "../entry-server.js";
import { n as fieldProps, t as fieldError } from "./field-error-PEgw24ay.js";
import { n as SubmitButton, t as useSubmitStatus } from "./use-submit-status-C2Aj7QNE.js";
import { t as useLocalizedPath } from "./use-localized-path-DP8tq0sb.js";
import { r as useCartText } from "./cart-drawer-store-IN7p57pp.js";
import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { Select, Stack, TextInput } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
import { useFormik } from "formik";
import * as yup from "yup";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/modules/ecommerce/cart/payment-providers.ts
var PAYMENT_PROVIDERS = [
	{
		value: "dummy",
		label: "Test payment (dummy)"
	},
	{
		value: "stripe",
		label: "Stripe"
	},
	{
		value: "0xprocessing",
		label: "0xProcessing"
	},
	{
		value: "payselection",
		label: "Payselection"
	},
	{
		value: "payselection-international",
		label: "Payselection International"
	},
	{
		value: "tiptoppay",
		label: "TipTopPay"
	},
	{
		value: "cloudpayments",
		label: "CloudPayments"
	}
];
// src/modules/ecommerce/cart/CheckoutForm.tsx
var CheckoutForm_exports = /* @__PURE__ */ __exportAll({ CheckoutForm: () => CheckoutForm });
var _jsxFileName = "/work/main/client/src/modules/ecommerce/cart/CheckoutForm.tsx";
/** Provider, receipt email and currency, then the browser goes to the payment page (cart and product checkout). */
function CheckoutForm({ currencies, checkout, disabled }) {
	const subject = useSubject();
	const text = useCartText();
	const { status, run } = useSubmitStatus();
	const to = useLocalizedPath();
	const enabled = useQuery(PaymentProvidersDocument).data?.serverInfo.paymentProviders;
	const offered = useMemo(() => PAYMENT_PROVIDERS.filter((provider) => !enabled || enabled.includes(provider.value)), [enabled]);
	const schema = useMemo(() => yup.object({
		provider: yup.string().oneOf(offered.map((provider) => provider.value), text.invalidProvider).required(text.invalidProvider),
		email: yup.string().trim().required(text.emailRequired).email(text.emailInvalid),
		currencyId: yup.string().required(text.currencyRequired)
	}), [text, offered]);
	const form = useFormik({
		initialValues: {
			provider: offered[0]?.value ?? "",
			email: subject?.email ?? "",
			currencyId: currencies[0]?.id ?? ""
		},
		enableReinitialize: true,
		validationSchema: schema,
		onSubmit: (values) => run(async () => {
			const paymentUrl = new URL(await checkout({
				...values,
				email: values.email.trim()
			}), window.location.href);
			const ownPage = paymentUrl.origin === window.location.origin;
			window.location.assign(ownPage ? `${to(paymentUrl.pathname)}${paymentUrl.search}` : paymentUrl.href);
		})
	});
	const providers = offered.map((provider) => provider.value === "dummy" ? {
		...provider,
		label: text.dummyProvider
	} : provider);
	return /* @__PURE__ */ jsxDEV("form", {
		onSubmit: form.handleSubmit,
		noValidate: true,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ jsxDEV(Select, {
					label: text.provider,
					data: providers,
					value: form.values.provider,
					onChange: (value) => void form.setFieldValue("provider", value ?? ""),
					error: fieldError(form, "provider"),
					allowDeselect: false,
					comboboxProps: { withinPortal: false }
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 65,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextInput, {
					label: text.email,
					type: "email",
					...fieldProps(form, "email")
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 74,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(Select, {
					label: text.currency,
					data: currencies.map((currency) => ({
						value: currency.id,
						label: currencyLabel(currency)
					})),
					value: form.values.currencyId,
					onChange: (value) => void form.setFieldValue("currencyId", value ?? ""),
					error: fieldError(form, "currencyId"),
					allowDeselect: false,
					comboboxProps: { withinPortal: false }
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 75,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(SubmitButton, {
					status,
					size: "md",
					fullWidth: true,
					disabled,
					children: text.checkout
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 84,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 64,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 63,
		columnNumber: 5
	}, this);
}
/** `USD ($)`, or the symbol alone when the slug is no code. */
function currencyLabel(currency) {
	const code = currency.slug.toUpperCase();
	return currency.symbol && currency.symbol !== code ? `${code} (${currency.symbol})` : code;
}
export { CheckoutForm_exports as n, CheckoutForm as t };
