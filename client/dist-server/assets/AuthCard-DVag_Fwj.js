import { s as localizedPath, t as useLanguage } from "./use-language-CESTGxR7.js";
import { Link } from "react-router-dom";
import { Anchor, Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/rbac/authentication/AuthCard.tsx
var _jsxFileName = "/work/main/client/src/modules/rbac/authentication/AuthCard.tsx";
var BRAND = "Atelier";
/** The frame of every sign-in screen: a centred card with the brand link back to the site. */
function AuthCard({ title, subtitle, description, children, footer }) {
	const language = useLanguage();
	return /* @__PURE__ */ jsxDEV(Box, {
		mih: "100vh",
		py: 48,
		px: "md",
		style: { background: "linear-gradient(160deg, var(--mantine-color-gray-0) 0%, var(--mantine-color-blue-0) 100%)" },
		children: /* @__PURE__ */ jsxDEV(Center, { children: /* @__PURE__ */ jsxDEV(Stack, {
			w: "100%",
			maw: 420,
			gap: "lg",
			children: [
				/* @__PURE__ */ jsxDEV(Anchor, {
					component: Link,
					to: localizedPath("/", language),
					c: "dark.9",
					fw: 800,
					fz: 26,
					ta: "center",
					underline: "never",
					"data-brand-link": true,
					children: BRAND
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 31,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(Paper, {
					withBorder: true,
					radius: "lg",
					p: {
						base: "lg",
						sm: 32
					},
					shadow: "md",
					component: "main",
					children: [/* @__PURE__ */ jsxDEV(Stack, {
						gap: 4,
						mb: "lg",
						children: [
							/* @__PURE__ */ jsxDEV(Title, {
								order: 1,
								fz: 24,
								children: title
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 36,
								columnNumber: 15
							}, this),
							subtitle && /* @__PURE__ */ jsxDEV(Text, {
								fw: 500,
								c: "dark.5",
								children: subtitle
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 40,
								columnNumber: 17
							}, this),
							description && /* @__PURE__ */ jsxDEV(Text, {
								size: "sm",
								c: "dimmed",
								children: description
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 45,
								columnNumber: 17
							}, this)
						]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 35,
						columnNumber: 13
					}, this), children]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 34,
					columnNumber: 11
				}, this),
				footer && /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					ta: "center",
					c: "dimmed",
					children: footer
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 53,
					columnNumber: 13
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 30,
			columnNumber: 9
		}, this) }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 29,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
export { AuthCard as t };
