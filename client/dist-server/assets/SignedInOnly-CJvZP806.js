import { t as NotAuthorized } from "./NotAuthorized-B546FNzy.js";
import { E as useSubject } from "../entry-server.js";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/rbac/session/SignedInOnly.tsx
var _jsxFileName = "/work/main/client/src/modules/rbac/session/SignedInOnly.tsx";
/** Content for signed-in subjects only (CRM forms, private articles, the cart). */
function SignedInOnly({ children, fallback = /* @__PURE__ */ jsxDEV(NotAuthorized, {}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 12,
	columnNumber: 53
}, this) }) {
	return useSubject() ? children : fallback;
}
export { SignedInOnly as t };
