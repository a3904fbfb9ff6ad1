import { jsxDEV } from "react/jsx-dev-runtime";
import { Notifications } from "@mantine/notifications";
// src/shared/toasts/ToastList.tsx
var _jsxFileName = "/work/main/client/src/shared/toasts/ToastList.tsx";
/** How long a toast stays, unless hovered or focused. */
var TOAST_LIFETIME_MS = 5e3;
/** Mantine's list of the toasts in toast-store.ts, in the bottom right corner above everything. */
function ToastList() {
	return /* @__PURE__ */ jsxDEV(Notifications, {
		position: "bottom-right",
		autoClose: TOAST_LIFETIME_MS,
		limit: 3,
		containerWidth: 360,
		zIndex: 1e3
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 9,
		columnNumber: 10
	}, this);
}
export { ToastList as default };
