import { a as defineTexts } from "../entry-server.js";
import { n as toastError } from "./toast-store-Ci-nOkDY.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/shared/forms/form-text.ts
var useFormText = defineTexts({ loading: "Loading..." }, { ru: { loading: "Загрузка..." } });
// src/shared/forms/SubmitButton.tsx
var _jsxFileName = "/work/main/client/src/shared/forms/SubmitButton.tsx";
var STATUS_COLORS = {
	success: "green",
	error: "red"
};
/** A form's submit button in its status colours: green on success, red on error. */
function SubmitButton({ status, children, pendingLabel, ...props }) {
	const text = useFormText();
	return /* @__PURE__ */ jsxDEV(Button, {
		type: "submit",
		color: STATUS_COLORS[status],
		"data-status": status,
		...props,
		disabled: status === "pending" || props.disabled,
		children: status === "pending" ? pendingLabel ?? text.loading : children
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
// src/shared/forms/use-submit-status.ts
/** Success and error show for this long, then the button is ready again. */
var STATUS_RESET_MS = 5e3;
/**
* Runs a form's submit and tracks its status (pending, success, error); a failure is also toasted. Answers
* the status and a wrapped submit that resolves once the work is done.
*/
function useSubmitStatus() {
	const [status, setStatus] = useState("idle");
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	const settle = useCallback((next) => {
		setStatus(next);
		clearTimeout(timer.current);
		timer.current = setTimeout(() => setStatus("idle"), STATUS_RESET_MS);
	}, []);
	return {
		status,
		run: useCallback(async (work) => {
			setStatus("pending");
			try {
				await work();
				settle("success");
			} catch (error) {
				settle("error");
				toastError(error);
			}
		}, [settle])
	};
}
export { SubmitButton as n, useSubmitStatus as t };
