import { l as LockIcon } from "./icons-DHscqIoA.js";
import { a as defineTexts } from "../entry-server.js";
import { Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/rbac/session/session-text.ts
var useSessionText = defineTexts({ notAuthorized: "Not authorized" }, { ru: { notAuthorized: "Нет доступа" } });
// src/modules/rbac/session/NotAuthorized.tsx
var _jsxFileName = "/work/main/client/src/modules/rbac/session/NotAuthorized.tsx";
/** The spec's fallback for protected content a visitor may not see. */
function NotAuthorized({ reason }) {
	const text = useSessionText();
	return /* @__PURE__ */ jsxDEV(Paper, {
		withBorder: true,
		radius: "lg",
		p: "lg",
		bg: "var(--mantine-color-gray-0)",
		"data-not-authorized": true,
		children: /* @__PURE__ */ jsxDEV(Group, {
			wrap: "nowrap",
			align: "flex-start",
			children: [/* @__PURE__ */ jsxDEV(ThemeIcon, {
				variant: "light",
				size: "lg",
				radius: "xl",
				children: /* @__PURE__ */ jsxDEV(LockIcon, { size: 18 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 17,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 16,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Stack, {
				gap: 2,
				children: [/* @__PURE__ */ jsxDEV(Text, {
					fw: 600,
					children: text.notAuthorized
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 20,
					columnNumber: 11
				}, this), reason && /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					c: "dimmed",
					children: reason
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 22,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 19,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 15,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
export { NotAuthorized as t };
