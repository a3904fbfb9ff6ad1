import { notifications } from "@mantine/notifications";
// src/shared/toasts/toast-store.ts
var COLORS = {
	success: "teal",
	error: "red",
	info: "blue"
};
function showToast(kind, message) {
	notifications.show({
		message,
		color: COLORS[kind],
		withBorder: true,
		radius: "md",
		role: kind === "error" ? "alert" : "status",
		"data-toast": kind
	});
}
/** Every failed call shows its message. */
function toastError(error) {
	showToast("error", error instanceof Error ? error.message : String(error));
}
export { toastError as n, showToast as t };
