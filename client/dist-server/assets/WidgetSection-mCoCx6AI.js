import { Container, Text } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/shared/variants/variant-registry.tsx
var _jsxFileName$1 = "/work/main/client/src/shared/variants/variant-registry.tsx";
/** What a place that shows anything shows for a variant nobody knows. */
var UNKNOWN_VARIANT = "Unknown Variant";
/** The registry's component for `variant`, rendered with `props`. */
function VariantView({ registry, variant, props, whenUnknown = "nothing" }) {
	const Component = Object.hasOwn(registry, variant) ? registry[variant] : void 0;
	if (Component) return /* @__PURE__ */ jsxDEV(Component, { ...props }, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 22,
		columnNumber: 25
	}, this);
	if (whenUnknown === "label") return /* @__PURE__ */ jsxDEV(Text, {
		size: "sm",
		c: "dimmed",
		"data-unknown-variant": variant,
		children: UNKNOWN_VARIANT
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 25,
		columnNumber: 7
	}, this);
	return null;
}
// src/shared/ui/WidgetSection.tsx
var _jsxFileName = "/work/main/client/src/shared/ui/WidgetSection.tsx";
/** The band a content widget sits in: the site's width, generous vertical rhythm. */
function WidgetSection({ children, ...containerProps }) {
	return /* @__PURE__ */ jsxDEV(Container, {
		component: "section",
		size: "lg",
		py: {
			base: 36,
			md: 56
		},
		...containerProps,
		children
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 5
	}, this);
}
export { VariantView as n, WidgetSection as t };
