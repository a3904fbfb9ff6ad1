import { n as VariantView, t as WidgetSection } from "./WidgetSection-mCoCx6AI.js";
import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { n as titleIn, t as textIn } from "./localized-text-CqhAfjN6.js";
import { P as CrmFormRequestCreateDocument, a as defineTexts, i as useUiText } from "../entry-server.js";
import { t as RichText } from "./RichText-CE_lFb7-.js";
import { t as NotAuthorized } from "./NotAuthorized-B546FNzy.js";
import { t as SignedInOnly } from "./SignedInOnly-CJvZP806.js";
import { n as SubmitButton, t as useSubmitStatus } from "./use-submit-status-C2Aj7QNE.js";
import { t as showToast } from "./toast-store-Ci-nOkDY.js";
import { useMutation } from "@apollo/client/react";
import { NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/crm/inputs/input-variants.tsx
var _jsxFileName$5 = "/work/main/client/src/modules/crm/inputs/input-variants.tsx";
/** The props every field shares: label, placeholder, description, required mark, answer name. */
function useFieldProps({ input }) {
	const language = useLanguage();
	return {
		name: input.id,
		label: titleIn(input.label, language),
		placeholder: textIn(input.placeholder, language),
		description: textIn(input.description, language),
		required: input.isRequired
	};
}
function TextField(props) {
	return /* @__PURE__ */ jsxDEV(TextInput, { ...useFieldProps(props) }, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 24,
		columnNumber: 10
	}, this);
}
function TextareaField(props) {
	return /* @__PURE__ */ jsxDEV(Textarea, {
		autosize: true,
		minRows: 4,
		...useFieldProps(props)
	}, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 28,
		columnNumber: 10
	}, this);
}
function NumberField(props) {
	return /* @__PURE__ */ jsxDEV(NumberInput, { ...useFieldProps(props) }, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 32,
		columnNumber: 10
	}, this);
}
/** The CRM input types: default, text-default, textarea-default, number-default. */
var crmInputVariants = {
	default: TextField,
	"text-default": TextField,
	"textarea-default": TextareaField,
	"number-default": NumberField
};
// src/modules/crm/forms/CrmFormInputs.tsx
var _jsxFileName$4 = "/work/main/client/src/modules/crm/forms/CrmFormInputs.tsx";
/**
* A form's inputs, each by its type; answers are named by input id. `CrmRequestForm`
* builds the request (submit, status, the call) around them.
*/
function CrmFormInputs({ form }) {
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "md",
		children: form.inputs.map((input) => /* @__PURE__ */ jsxDEV(VariantView, {
			registry: crmInputVariants,
			variant: input.type,
			props: { input },
			whenUnknown: "label"
		}, input.id, false, {
			fileName: _jsxFileName$4,
			lineNumber: 15,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/modules/crm/forms/crm-text.ts
var useCrmText = defineTexts({
	submit: "Submit",
	submitted: "Form submitted successfully"
}, { ru: {
	submit: "Отправить",
	submitted: "Форма отправлена"
} });
// src/modules/crm/forms/CrmRequestForm.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/crm/forms/CrmRequestForm.tsx";
/**
* A form's request form: its inputs and Submit in its status colours (green sent, red
* refused). Answers are sent by input id; the browser checks required fields before anything is sent.
*/
function CrmRequestForm({ form }) {
	const [createRequest] = useMutation(CrmFormRequestCreateDocument);
	const { status, run } = useSubmitStatus();
	const text = useCrmText();
	const submit = (event) => {
		event.preventDefault();
		const element = event.currentTarget;
		const answers = Object.fromEntries(new FormData(element).entries());
		run(async () => {
			await createRequest({ variables: {
				formId: form.id,
				answers
			} });
			showToast("success", text.submitted);
			element.reset();
		});
	};
	return /* @__PURE__ */ jsxDEV("form", {
		onSubmit: submit,
		"data-crm-request-form": true,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ jsxDEV(CrmFormInputs, { form }, void 0, false, {
				fileName: _jsxFileName$3,
				lineNumber: 34,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(SubmitButton, {
				status,
				size: "md",
				w: {
					base: "100%",
					sm: "auto"
				},
				style: { alignSelf: "flex-start" },
				children: text.submit
			}, void 0, false, {
				fileName: _jsxFileName$3,
				lineNumber: 35,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$3,
			lineNumber: 33,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 32,
		columnNumber: 5
	}, this);
}
// src/modules/crm/forms/FormListDefault.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/crm/forms/FormListDefault.tsx";
/**
* The widget's forms beside its introduction. A form is for signed-in subjects only (the
* spec); anyone else sees what it is for and that signing in opens it.
*/
function FormListDefault({ widget }) {
	const language = useLanguage();
	const text = useUiText();
	const subtitle = textIn(widget.subtitle, language);
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		"data-crm-form-list": true,
		children: /* @__PURE__ */ jsxDEV(SimpleGrid, {
			cols: {
				base: 1,
				md: 2
			},
			spacing: {
				base: "xl",
				md: 64
			},
			children: [/* @__PURE__ */ jsxDEV(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ jsxDEV(Title, {
						order: 1,
						fz: {
							base: 34,
							md: 48
						},
						lh: 1.1,
						style: { letterSpacing: "-0.025em" },
						children: titleIn(widget.title, language)
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 24,
						columnNumber: 11
					}, this),
					subtitle && /* @__PURE__ */ jsxDEV(Text, {
						fz: "lg",
						c: "dimmed",
						children: subtitle
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 28,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV(RichText, { value: textIn(widget.description, language) }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 32,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 23,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Stack, {
				gap: "lg",
				children: widget.forms.map((form) => /* @__PURE__ */ jsxDEV(Paper, {
					withBorder: true,
					radius: "lg",
					p: {
						base: "lg",
						md: "xl"
					},
					shadow: "xs",
					"data-crm-form": form.id,
					children: /* @__PURE__ */ jsxDEV(Stack, {
						gap: "md",
						children: [/* @__PURE__ */ jsxDEV("div", { children: [/* @__PURE__ */ jsxDEV(Title, {
							order: 2,
							fz: "xl",
							children: titleIn(form.title, language)
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 39,
							columnNumber: 19
						}, this), textIn(form.subtitle, language) && /* @__PURE__ */ jsxDEV(Text, {
							size: "sm",
							c: "dimmed",
							mt: 4,
							children: textIn(form.subtitle, language)
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 43,
							columnNumber: 21
						}, this)] }, void 0, true, {
							fileName: _jsxFileName$2,
							lineNumber: 38,
							columnNumber: 17
						}, this), /* @__PURE__ */ jsxDEV(SignedInOnly, {
							fallback: /* @__PURE__ */ jsxDEV(NotAuthorized, { reason: text.signInToSend }, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 48,
								columnNumber: 41
							}, this),
							children: /* @__PURE__ */ jsxDEV(CrmRequestForm, { form }, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 49,
								columnNumber: 19
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 48,
							columnNumber: 17
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$2,
						lineNumber: 37,
						columnNumber: 15
					}, this)
				}, form.id, false, {
					fileName: _jsxFileName$2,
					lineNumber: 36,
					columnNumber: 13
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 34,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$2,
			lineNumber: 22,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
// src/modules/crm/GeneratedVariant.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/crm/GeneratedVariant.tsx";
/** The spec's placeholder for a CRM widget that has no rendering of its own. */
function GeneratedVariant({ widget }) {
	return /* @__PURE__ */ jsxDEV(Paper, {
		withBorder: true,
		radius: "md",
		p: "md",
		m: "md",
		bg: "var(--mantine-color-gray-0)",
		"data-generated-variant": widget.id,
		children: /* @__PURE__ */ jsxDEV(Text, {
			size: "sm",
			c: "dimmed",
			children: "Generated variant"
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 8,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 7,
		columnNumber: 5
	}, this);
}
// src/modules/crm/widget-variants.ts
/** The CRM widget variants the site renders. */
var crmWidgetVariants = {
	default: GeneratedVariant,
	"form-list-default": FormListDefault
};
// src/modules/crm/CrmWidget.tsx
var _jsxFileName = "/work/main/client/src/modules/crm/CrmWidget.tsx";
/** A CRM widget in its variant (the module's chunk entry, loaded lazily). */
function CrmWidget({ widget }) {
	return /* @__PURE__ */ jsxDEV(VariantView, {
		registry: crmWidgetVariants,
		variant: widget.variant,
		props: { widget }
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 10
	}, this);
}
export { CrmWidget as default };
