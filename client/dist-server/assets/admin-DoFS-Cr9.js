import { E as useSubject, O as AdminModelsDocument, T as WidgetErrorBoundary, a as defineTexts, lt as subscribeToRefreshToken, nt as RbacMeDocument, st as readRefreshToken, t as authenticationPaths } from "../entry-server.js";
import { t as NotAuthorized } from "./NotAuthorized-B546FNzy.js";
import { a as hasAdminRole, i as useAdminText, n as ADMIN_PATH, r as modelPath, t as AccountMenu } from "./AccountMenu-DqW584uF.js";
import { n as LANGUAGES, t as useLanguage } from "./use-language-CESTGxR7.js";
import { t as refetchListsLater } from "./refetch-lists-DNUrxqkN.js";
import { n as SubmitButton, t as useSubmitStatus } from "./use-submit-status-C2Aj7QNE.js";
import { n as fileName, r as fileUrl, t as fileKind } from "./file-url-BH6vl3Ue.js";
import { c as FileIcon } from "./icons-DHscqIoA.js";
import { n as parseRawContent } from "./draft-content-C5aZLseX.js";
import { t as showToast } from "./toast-store-Ci-nOkDY.js";
import { a as pageView, i as pageArguments, r as FIRST_PAGE, t as CursorPager } from "./CursorPager-C_Gpaz-s.js";
import { gql } from "@apollo/client";
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Link, Navigate, useParams } from "react-router-dom";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Accordion, Alert, Anchor, AppShell, Badge, Burger, Button, Card, Center, Checkbox, Container, FileButton, Group, Image, Input, Loader, Modal, NavLink, NumberInput, Paper, ScrollArea, Select, SimpleGrid, Skeleton, Stack, Switch, Tabs, Text, TextInput, Textarea, Title } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useDebouncedValue, useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useFormik } from "formik";
import { DatePickerInput, DateTimePicker } from "@mantine/dates";
import dayjs from "dayjs";
// src/admin/model-metadata.ts
function indexModels(models) {
	return new Map(models.map((model) => [model.name, model]));
}
/** Fields that name a row, best first: the first one a model has is its display field. */
var DISPLAY_FIELDS = [
	"adminTitle",
	"title",
	"label",
	"email",
	"uid",
	"slug",
	"recipient",
	"value",
	"file",
	"account",
	"string",
	"number",
	"status"
];
var DISPLAY_TYPES = /* @__PURE__ */ new Set([
	"text",
	"localized",
	"enum",
	"decimal"
]);
/**
* The fields that can name a row of `model`, best first: a row blank in one is named by the
* next (a price has no `string`, it is named by its `number`).
*/
function displayFieldsOf(model) {
	return DISPLAY_FIELDS.flatMap((name) => model.fields.filter((field) => field.name === name && DISPLAY_TYPES.has(field.type)));
}
/** The field that names a row of `model` in cards and select inputs (id when nothing better). */
function displayFieldOf(model) {
	return displayFieldsOf(model)[0];
}
/** The column a select input searches: a text display field, one language of a per-language one. */
function searchColumnOf(model, language = "en") {
	const field = displayFieldOf(model);
	if (!field || field.type !== "text" && field.type !== "localized") return void 0;
	return field.localized ? `${field.name}.${language}` : field.name;
}
/** The GraphQL field of the row a reference points to: `productId` → `product`. */
function referenceObjectName(field) {
	return field.name.replace(/Id$/, "");
}
/** Fields the admin form edits: writable ones, in the server's order. */
function editableFields(model) {
	return model.fields.filter((field) => field.writable);
}
var CARD_SKIPPED = /* @__PURE__ */ new Set([
	"variant",
	"className",
	"slug",
	"orderIndex"
]);
/**
* The key fields a row card shows under its title: references, enums, short values; long
* texts (rich text, json) and the display field itself are left to the Edit dialog.
*/
function cardFields(model, limit = 4) {
	const display = displayFieldOf(model)?.name;
	return model.fields.filter((field) => field.writable && field.name !== display && !CARD_SKIPPED.has(field.name) && !field.richText && field.type !== "json").slice(0, limit);
}
/**
* The other side of a relation row seen from its parent: the reference that is not the
* parent's foreign key (`layoutId` in a page's pagesToLayouts); none when the row links to
* something that is not an entity (a host widget's external widget).
*/
function otherSideOf(relation, foreignKey) {
	return relation.fields.find((field) => field.type === "ref" && field.name !== foreignKey);
}
/** Models grouped by module, modules and models in alphabetical order (the admin's left panel). */
function groupByModule(models) {
	const groups = /* @__PURE__ */ new Map();
	for (const model of [...models].sort((a, b) => a.label.localeCompare(b.label))) groups.set(model.module, [...groups.get(model.module) ?? [], model]);
	return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([module, list]) => ({
		module,
		models: list
	}));
}
/** A model's name without its module's words: 'Ecommerce products to attributes' → 'Products to attributes'. */
function shortLabel(model) {
	const moduleWords = model.module.split("-").join(" ");
	const label = model.label.toLowerCase().startsWith(`${moduleWords} `) ? model.label.slice(moduleWords.length + 1) : model.label;
	return label.charAt(0).toUpperCase() + label.slice(1);
}
/** 'website-builder' → 'Website builder'. */
function moduleLabel(module) {
	const words = module.split("-").join(" ");
	return words.charAt(0).toUpperCase() + words.slice(1);
}
/** 'openGraphTitle' → 'Open graph title', 'productId' → 'Product'. */
function fieldLabel(field) {
	const words = (field.type === "ref" ? field.name.replace(/Id$/, "") : field.name).replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
// src/admin/inputs/SearchInput.tsx
var _jsxFileName$16 = "/work/main/client/src/admin/inputs/SearchInput.tsx";
/** A small search box (a searchbox to assistive technology) of the admin's panel and tables. */
function SearchInput({ label, value, onChange }) {
	return /* @__PURE__ */ jsxDEV(TextInput, {
		"aria-label": label,
		placeholder: `${label}…`,
		size: "xs",
		type: "search",
		value,
		onChange: (event) => onChange(event.currentTarget.value)
	}, void 0, false, {
		fileName: _jsxFileName$16,
		lineNumber: 13,
		columnNumber: 5
	}, this);
}
// src/admin/ModelPanel.tsx
var _jsxFileName$15 = "/work/main/client/src/admin/ModelPanel.tsx";
/**
* The left panel: models alphabetically, grouped by module, with a filter by name. The server's
* own tables (sessions, nonces, the mail queue) are listed only when asked, or when open.
*/
function ModelPanel({ models, selected, onNavigate }) {
	const text = useAdminText();
	const [query, setQuery] = useState("");
	const [systemShown, setSystemShown] = useState(false);
	const groups = useMemo(() => {
		const needle = query.trim().toLowerCase();
		return groupByModule(models.filter((model) => (systemShown || !model.system || model.name === selected) && (!needle || model.label.toLowerCase().includes(needle))));
	}, [
		models,
		query,
		systemShown,
		selected
	]);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "xs",
		h: "100%",
		children: [
			/* @__PURE__ */ jsxDEV(SearchInput, {
				label: text.findModel,
				value: query,
				onChange: setQuery
			}, void 0, false, {
				fileName: _jsxFileName$15,
				lineNumber: 33,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Switch, {
				label: text.showSystemModels,
				checked: systemShown,
				onChange: (event) => setSystemShown(event.currentTarget.checked),
				size: "sm",
				px: "xs",
				"data-show-system-models": true
			}, void 0, false, {
				fileName: _jsxFileName$15,
				lineNumber: 34,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ScrollArea, {
				style: { flex: 1 },
				type: "auto",
				offsetScrollbars: true,
				children: /* @__PURE__ */ jsxDEV("nav", {
					"aria-label": text.models,
					"data-model-panel": true,
					children: groups.map((group) => /* @__PURE__ */ jsxDEV(Stack, {
						gap: 0,
						mb: "sm",
						children: [/* @__PURE__ */ jsxDEV(Text, {
							size: "xs",
							fw: 700,
							c: "dimmed",
							tt: "uppercase",
							px: "xs",
							py: 4,
							children: moduleLabel(group.module)
						}, void 0, false, {
							fileName: _jsxFileName$15,
							lineNumber: 46,
							columnNumber: 15
						}, this), group.models.map((model) => /* @__PURE__ */ jsxDEV(NavLink, {
							component: Link,
							to: modelPath(model.name),
							label: shortLabel(model),
							active: model.name === selected,
							onClick: onNavigate,
							variant: "light",
							fz: "sm",
							py: 4,
							c: model.isRelation ? "dimmed" : void 0,
							"data-model-link": model.name,
							"aria-current": model.name === selected ? "page" : void 0
						}, model.name, false, {
							fileName: _jsxFileName$15,
							lineNumber: 50,
							columnNumber: 17
						}, this))]
					}, group.module, true, {
						fileName: _jsxFileName$15,
						lineNumber: 45,
						columnNumber: 13
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName$15,
					lineNumber: 43,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$15,
				lineNumber: 42,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$15,
		lineNumber: 32,
		columnNumber: 5
	}, this);
}
// src/admin/documents.ts
var LOCALIZED_SELECTION = `{ ${LANGUAGES.join(" ")} }`;
/** How a field is selected: per-language maps as their languages. */
function scalarSelection(field) {
	return field.localized ? `${field.name} ${LOCALIZED_SELECTION}` : field.name;
}
/** What names a row of `model`: its id and display fields. */
function displaySelection(model) {
	return ["id", ...displayFieldsOf(model).map(scalarSelection)].join(" ");
}
/**
* Every field of `model`; a reference also as the row it points to, named by its display
* fields (`layoutId layout { id adminTitle title }`), which the server batches per request.
*/
function rowSelection(model, models) {
	return model.fields.map((field) => {
		const target = field.type === "ref" && field.relationTarget ? models.get(field.relationTarget) : void 0;
		if (!target) return scalarSelection(field);
		return `${field.name} ${referenceObjectName(field)} { ${displaySelection(target)} }`;
	}).join(" ");
}
var listDocument = (model, models) => gql`
  query AdminList${model.name}($filters: FiltersInput, $orderBy: [OrderByInput!], $limit: Int, $after: String, $before: String, $fromEnd: Boolean) {
    rows: ${model.listQuery}(filters: $filters, orderBy: $orderBy, limit: $limit, after: $after, before: $before, fromEnd: $fromEnd) { ${rowSelection(model, models)} cursor }
    total: ${model.countQuery}(filters: $filters)
  }
`;
/** Rows of `model` as options of a select input: their ids and display fields. */
var optionsDocument = (model) => gql`
  query AdminOptions${model.name}($filters: FiltersInput, $limit: Int) {
    rows: ${model.listQuery}(filters: $filters, limit: $limit, orderBy: [{ column: "createdAt", method: "asc" }]) { ${displaySelection(model)} }
  }
`;
var createDocument = (model, models) => gql`
  mutation AdminCreate${model.name}($data: ${model.name}CreateInput!) {
    row: ${model.createMutation}(data: $data) { ${rowSelection(model, models)} }
  }
`;
var updateDocument = (model, models) => gql`
  mutation AdminUpdate${model.name}($id: ID!, $data: ${model.name}UpdateInput!) {
    row: ${model.updateMutation}(id: $id, data: $data) { ${rowSelection(model, models)} }
  }
`;
var deleteDocument = (model) => gql`
  mutation AdminDelete${model.name}($id: ID!) {
    row: ${model.deleteMutation}(id: $id) { id }
  }
`;
/** The cached root fields a write to `model` makes stale: its lists and counts. */
var listFieldsOf = (model) => [model.listQuery, model.countQuery];
// src/admin/dialog-stack.tsx
var _jsxFileName$14 = "/work/main/client/src/admin/dialog-stack.tsx";
var ParentDialog = createContext(null);
/** For a dialog: whether Escape may close it (no dialog open inside), and what its content registers with. */
function useDialogStack(opened) {
	const register = useContext(ParentDialog);
	const [openInside, setOpenInside] = useState(0);
	const registerInside = useCallback((change) => setOpenInside((count) => count + change), []);
	useEffect(() => {
		if (!opened || !register) return;
		register(1);
		return () => register(-1);
	}, [opened, register]);
	return {
		closeOnEscape: openInside === 0,
		registerInside
	};
}
/** Wraps a dialog's content so that dialogs opened from it register with it. */
function DialogContent({ register, children }) {
	return /* @__PURE__ */ jsxDEV(ParentDialog.Provider, {
		value: register,
		children
	}, void 0, false, {
		fileName: _jsxFileName$14,
		lineNumber: 25,
		columnNumber: 10
	}, this);
}
// src/admin/field-errors.ts
/**
* The server's validation errors by form field: a BAD_USER_INPUT or CONFLICT error names its
* input field (`extensions.field`, e.g. `data.slug` or `data.title.en`); the form shows the
* message under that field. Errors naming no known field are left to the toast.
*/
function fieldErrorsOf(error, fieldNames) {
	if (!CombinedGraphQLErrors.is(error)) return {};
	const errors = {};
	for (const entry of error.errors) {
		const path = entry.extensions?.field;
		if (typeof path !== "string") continue;
		const name = path.replace(/^data\./, "").split(/[.[]/)[0];
		if (fieldNames.includes(name) && !errors[name]) errors[name] = entry.message.replace(`${path}: `, "");
	}
	return errors;
}
// src/admin/inputs/FileInput.tsx
var _jsxFileName$13 = "/work/main/client/src/admin/inputs/FileInput.tsx";
/** The spec's generic file input: a preview for images, the file's name otherwise, and 'Select file'. */
function FileInput({ name, label, value, onChange, error, required }) {
	const text = useAdminText();
	const chosen = value instanceof File ? value : null;
	const stored = typeof value === "string" ? value : "";
	const preview = useMemo(() => chosen ? URL.createObjectURL(chosen) : null, [chosen]);
	useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
	const src = chosen ? preview : stored ? fileUrl(stored) : null;
	const displayName = chosen ? chosen.name : stored ? fileName(stored) : "";
	const isImage = chosen ? chosen.type.startsWith("image/") : Boolean(stored) && fileKind(null, stored) === "image";
	return /* @__PURE__ */ jsxDEV(Input.Wrapper, {
		label,
		error,
		required,
		children: /* @__PURE__ */ jsxDEV(Paper, {
			withBorder: true,
			radius: "md",
			p: "sm",
			mt: 4,
			"data-file-input": name,
			children: /* @__PURE__ */ jsxDEV(Stack, {
				gap: "sm",
				children: [
					src && isImage && /* @__PURE__ */ jsxDEV(Image, {
						src,
						alt: displayName,
						h: 140,
						w: "auto",
						fit: "contain",
						radius: "sm",
						"data-file-preview": true
					}, void 0, false, {
						fileName: _jsxFileName$13,
						lineNumber: 33,
						columnNumber: 30
					}, this),
					displayName && !isImage && /* @__PURE__ */ jsxDEV(Group, {
						gap: "xs",
						wrap: "nowrap",
						children: [/* @__PURE__ */ jsxDEV(FileIcon, { size: 16 }, void 0, false, {
							fileName: _jsxFileName$13,
							lineNumber: 36,
							columnNumber: 15
						}, this), /* @__PURE__ */ jsxDEV(Text, {
							size: "sm",
							truncate: true,
							children: displayName
						}, void 0, false, {
							fileName: _jsxFileName$13,
							lineNumber: 37,
							columnNumber: 15
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$13,
						lineNumber: 35,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV(Group, {
						justify: "space-between",
						wrap: "nowrap",
						children: [/* @__PURE__ */ jsxDEV(Text, {
							size: "xs",
							c: "dimmed",
							truncate: true,
							children: isImage ? displayName : ""
						}, void 0, false, {
							fileName: _jsxFileName$13,
							lineNumber: 43,
							columnNumber: 13
						}, this), /* @__PURE__ */ jsxDEV(FileButton, {
							onChange: (file) => file && onChange(file),
							inputProps: {
								name,
								"aria-label": label
							},
							children: (props) => /* @__PURE__ */ jsxDEV(Button, {
								...props,
								variant: "light",
								size: "xs",
								children: text.selectFile
							}, void 0, false, {
								fileName: _jsxFileName$13,
								lineNumber: 48,
								columnNumber: 17
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName$13,
							lineNumber: 46,
							columnNumber: 13
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$13,
						lineNumber: 42,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$13,
				lineNumber: 32,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 31,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$13,
		lineNumber: 30,
		columnNumber: 5
	}, this);
}
// src/admin/inputs/date-time-text.ts
var useDateTimeText = defineTexts({ clear: "Clear date" }, { ru: { clear: "Очистить дату" } });
// src/admin/inputs/date-time-value.ts
var PICKER_DATE_TIME = "YYYY-MM-DD HH:mm:ss";
var PICKER_DATE = "YYYY-MM-DD";
var CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}/;
/** The earliest date the pickers offer (none before 1900-01-01). */
var MIN_DATE = "1900-01-01";
/** The stored value as the picker's value; null for empty or unreadable values. */
function toPickerValue(value, withTime) {
	if (!value) return null;
	if (!withTime) {
		const day = CALENDAR_DAY.exec(value)?.[0];
		return day && dayjs(day).format(PICKER_DATE) === day ? day : null;
	}
	const moment = dayjs(value);
	return moment.isValid() ? moment.format(PICKER_DATE_TIME) : null;
}
/** The picker's value as the stored value: an ISO instant, or a 'YYYY-MM-DD' day; empty → null. */
function fromPickerValue(value, withTime) {
	if (!value) return null;
	const moment = dayjs(value);
	if (!moment.isValid()) return null;
	return withTime ? moment.toISOString() : moment.format(PICKER_DATE);
}
/** The latest value the picker offers: now (no future dates). */
function maxPickerValue(withTime, now = /* @__PURE__ */ new Date()) {
	return dayjs(now).format(withTime ? PICKER_DATE_TIME : PICKER_DATE);
}
// src/admin/inputs/DateTimeInput.tsx
var _jsxFileName$12 = "/work/main/client/src/admin/inputs/DateTimeInput.tsx";
/** An admin form's date or date-time field: no future dates, none before 1900, clearable. */
function DateTimeInput({ name, label, value, onChange, error, required, withTime }) {
	const shared = {
		name,
		label,
		error,
		required,
		clearable: true,
		clearButtonProps: { "aria-label": useDateTimeText().clear },
		minDate: MIN_DATE,
		maxDate: maxPickerValue(withTime),
		value: toPickerValue(value, withTime),
		onChange: (next) => onChange(fromPickerValue(next, withTime))
	};
	return withTime ? /* @__PURE__ */ jsxDEV(DateTimePicker, {
		...shared,
		valueFormat: "DD/MM/YYYY HH:mm"
	}, void 0, false, {
		fileName: _jsxFileName$12,
		lineNumber: 30,
		columnNumber: 5
	}, this) : /* @__PURE__ */ jsxDEV(DatePickerInput, {
		...shared,
		valueFormat: "DD/MM/YYYY"
	}, void 0, false, {
		fileName: _jsxFileName$12,
		lineNumber: 32,
		columnNumber: 5
	}, this);
}
// src/admin/inputs/rich-text-plain.ts
/** True when the value is text the editor must not take over: not empty, not draft-js raw content. */
function isPlainTextValue(value) {
	return value.trim() !== "" && !parseRawContent(value);
}
// src/admin/inputs/RichTextInput.tsx
var _jsxFileName$11 = "/work/main/client/src/admin/inputs/RichTextInput.tsx";
var RichTextEditor = lazy(() => import("./rich-text-editor-BBOVceJC.js"));
/**
* An admin form's rich-text field: a draft-js editor storing raw content as JSON. A value
* that is not draft-js content (plain text) is edited as plain text, never converted.
*/
function RichTextInput(props) {
	const [plain, setPlain] = useState(() => isPlainTextValue(props.value));
	const [typed, setTyped] = useState(props.value);
	const [shownValue, setShownValue] = useState(props.value);
	if (props.value !== shownValue) {
		setShownValue(props.value);
		if (props.value !== typed) setPlain(isPlainTextValue(props.value));
	}
	if (plain) {
		const { name, label, value, error, required } = props;
		return /* @__PURE__ */ jsxDEV(Textarea, {
			name,
			label,
			value,
			error,
			required,
			autosize: true,
			minRows: 4,
			onChange: (event) => {
				setTyped(event.currentTarget.value);
				props.onChange(event.currentTarget.value);
			}
		}, void 0, false, {
			fileName: _jsxFileName$11,
			lineNumber: 30,
			columnNumber: 7
		}, this);
	}
	return /* @__PURE__ */ jsxDEV(Suspense, {
		fallback: /* @__PURE__ */ jsxDEV(Skeleton, {
			height: 180,
			radius: "sm"
		}, void 0, false, {
			fileName: _jsxFileName$11,
			lineNumber: 46,
			columnNumber: 25
		}, this),
		children: /* @__PURE__ */ jsxDEV(RichTextEditor, { ...props }, void 0, false, {
			fileName: _jsxFileName$11,
			lineNumber: 47,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 46,
		columnNumber: 5
	}, this);
}
// src/admin/inputs/LocalizedInput.tsx
var _jsxFileName$10 = "/work/main/client/src/admin/inputs/LocalizedInput.tsx";
/** A per-language text: one tab per language (en, ru), each with its own input. */
function LocalizedInput({ name, label, value, onChange, error, required, multiline, richText }) {
	const set = (language, text) => onChange({
		...value,
		[language]: text
	});
	return /* @__PURE__ */ jsxDEV(Input.Wrapper, {
		label,
		error,
		required,
		"data-localized-input": name,
		children: /* @__PURE__ */ jsxDEV(Tabs, {
			defaultValue: LANGUAGES[0],
			variant: "outline",
			radius: "md",
			mt: 4,
			keepMounted: false,
			children: [/* @__PURE__ */ jsxDEV(Tabs.List, { children: LANGUAGES.map((language) => /* @__PURE__ */ jsxDEV(Tabs.Tab, {
				value: language,
				fz: "xs",
				tt: "uppercase",
				children: language
			}, language, false, {
				fileName: _jsxFileName$10,
				lineNumber: 22,
				columnNumber: 13
			}, this)) }, void 0, false, {
				fileName: _jsxFileName$10,
				lineNumber: 20,
				columnNumber: 9
			}, this), LANGUAGES.map((language) => {
				const inputName = `${name}.${language}`;
				const inputLabel = `${label} (${language})`;
				return /* @__PURE__ */ jsxDEV(Tabs.Panel, {
					value: language,
					pt: "xs",
					children: richText ? /* @__PURE__ */ jsxDEV(RichTextInput, {
						name: inputName,
						label: inputLabel,
						value: value[language],
						onChange: (text) => set(language, text)
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 33,
						columnNumber: 17
					}, this) : multiline ? /* @__PURE__ */ jsxDEV(Textarea, {
						name: inputName,
						"aria-label": inputLabel,
						autosize: true,
						minRows: 2,
						maxRows: 8,
						value: value[language],
						onChange: (event) => set(language, event.currentTarget.value)
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 35,
						columnNumber: 17
					}, this) : /* @__PURE__ */ jsxDEV(TextInput, {
						name: inputName,
						"aria-label": inputLabel,
						value: value[language],
						onChange: (event) => set(language, event.currentTarget.value)
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 37,
						columnNumber: 17
					}, this)
				}, language, false, {
					fileName: _jsxFileName$10,
					lineNumber: 31,
					columnNumber: 13
				}, this);
			})]
		}, void 0, true, {
			fileName: _jsxFileName$10,
			lineNumber: 19,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$10,
		lineNumber: 18,
		columnNumber: 5
	}, this);
}
// src/admin/row-text.ts
/** A per-language text in `language`, else in any language; undefined when all are blank. */
function localizedText(value, language) {
	if (!value) return void 0;
	return value[language]?.trim() || LANGUAGES.map((other) => value[other]?.trim()).find(Boolean) || void 0;
}
/** A display field's value as text; undefined when blank. */
function displayText(value, language) {
	if (value && typeof value === "object") return localizedText(value, language);
	return typeof value === "string" ? value.trim() || void 0 : void 0;
}
/** The text that names a row: its first non-blank display field (in `language`, else any language), else its id. */
function rowTitle(model, row, language = "en") {
	if (!row) return "";
	for (const field of displayFieldsOf(model)) {
		const text = displayText(row[field.name], language);
		if (text) return text;
	}
	return row.id ?? "";
}
/** The row a reference field points to, as the list query read it (`layout { id adminTitle }`). */
function referencedRow(field, row) {
	return row[referenceObjectName(field)] ?? null;
}
/**
* A card's title: the row's display field; for a relation row, which has none, the row it
* links to (other than `skip`, the parent a nested table is filtered by).
*/
function cardTitle(model, row, models, language, skip) {
	if (displayFieldOf(model)) return rowTitle(model, row, language);
	for (const field of model.fields) {
		if (field.type !== "ref" || field.name === skip || !field.relationTarget) continue;
		const target = models.get(field.relationTarget);
		const linked = referencedRow(field, row);
		if (target && linked) return rowTitle(target, linked, language);
	}
	return row.id;
}
/** A field's value as a short text for a card; undefined when there is none. */
function valueText(field, row, models, language, yesNo) {
	const value = row[field.name];
	if (value === null || value === void 0 || value === "") return void 0;
	switch (field.type) {
		case "ref": {
			const target = field.relationTarget ? models.get(field.relationTarget) : void 0;
			const linked = referencedRow(field, row);
			return target && linked ? rowTitle(target, linked, language) : String(value);
		}
		case "localized": return localizedText(value, language);
		case "boolean": return value ? yesNo[0] : yesNo[1];
		case "datetime": return new Date(String(value)).toLocaleString("en-GB", {
			dateStyle: "short",
			timeStyle: "short"
		});
		default: return String(value);
	}
}
// src/admin/table-query.ts
var SEARCHABLE = /* @__PURE__ */ new Set([
	"text",
	"localized",
	"enum",
	"int"
]);
/** The columns a table can be searched by: texts (per-language ones in English), enums, integers. */
function filterColumns(model) {
	return model.fields.filter((field) => SEARCHABLE.has(field.type) && !field.richText && !field.file);
}
/**
* The `ilike` pattern of a search term: contained text (`%shirt%`) once it holds 3 letters or
* digits in a row, else a match at the start (`sh%`): the server's trigram indexes cannot find
* shorter contained text and refuses to read every row for it.
*/
function searchPattern(term) {
	return /[\p{L}\p{N}]{3}/u.test(term) ? `%${term}%` : `${term}%`;
}
/** The condition a search term makes on a column; none for a blank or unusable term. */
function searchCondition(field, term, language = "en") {
	const value = term.trim();
	if (!field || !value) return void 0;
	switch (field.type) {
		case "localized": return {
			column: `${field.name}.${language}`,
			method: "ilike",
			value: searchPattern(value)
		};
		case "text": return {
			column: field.name,
			method: "ilike",
			value: searchPattern(value)
		};
		case "int": return Number.isInteger(Number(value)) ? {
			column: field.name,
			method: "eq",
			value: Number(value)
		} : void 0;
		default: return {
			column: field.name,
			method: "eq",
			value
		};
	}
}
/** Relation rows in their order (orderIndex), other rows newest first. */
function listVariables(model, { fixed, field, term, page }) {
	const and = [];
	if (fixed) and.push({
		column: fixed.field,
		method: "eq",
		value: fixed.value
	});
	const search = searchCondition(field, term);
	if (search) and.push(search);
	const orderBy = model.fields.some((candidate) => candidate.name === "orderIndex") ? [{
		column: "orderIndex",
		method: "asc"
	}, {
		column: "createdAt",
		method: "asc"
	}] : [{
		column: "createdAt",
		method: "desc"
	}];
	return {
		filters: and.length > 0 ? { and } : void 0,
		orderBy,
		...page
	};
}
// src/admin/inputs/ReferenceSelect.tsx
var _jsxFileName$9 = "/work/main/client/src/admin/inputs/ReferenceSelect.tsx";
var OPTIONS_LIMIT = 50;
var SEARCH_DELAY_MS$1 = 250;
/**
* A select input of the rows of `target`, searched on the server by their display field;
* 'No found items.' when nothing matches.
*/
function ReferenceSelect({ target, name, label, value, onChange, error, required }) {
	const text = useAdminText();
	const language = useLanguage();
	const document = useMemo(() => optionsDocument(target), [target]);
	const column = searchColumnOf(target, language);
	const { data: chosen } = useQuery(document, {
		variables: {
			filters: { and: [{
				column: "id",
				method: "eq",
				value
			}] },
			limit: 1
		},
		skip: !value
	});
	const chosenRow = value ? chosen?.rows?.[0] : void 0;
	const chosenLabel = chosenRow ? rowTitle(target, chosenRow, language) : "";
	const [search, setSearch] = useState("");
	const [typed] = useDebouncedValue(search, SEARCH_DELAY_MS$1);
	const term = typed === chosenLabel ? "" : typed.trim();
	const { data: current, previousData } = useQuery(document, { variables: {
		filters: column && term ? { and: [{
			column,
			method: "ilike",
			value: searchPattern(term)
		}] } : void 0,
		limit: OPTIONS_LIMIT
	} });
	const rows = (current ?? previousData)?.rows;
	const options = useMemo(() => {
		const all = [...chosenRow ? [chosenRow] : [], ...rows ?? []];
		const seen = /* @__PURE__ */ new Set();
		return all.filter((row) => !seen.has(row.id) && seen.add(row.id)).map((row) => ({
			value: row.id,
			label: rowTitle(target, row, language)
		}));
	}, [
		chosenRow,
		rows,
		target,
		language
	]);
	return /* @__PURE__ */ jsxDEV(Select, {
		name,
		label,
		required,
		error,
		data: options,
		value,
		onChange,
		searchable: true,
		clearable: !required,
		searchValue: search,
		onSearchChange: setSearch,
		filter: ({ options: found }) => found,
		nothingFoundMessage: text.noFoundItems,
		"data-reference-select": target.name
	}, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 52,
		columnNumber: 5
	}, this);
}
// src/admin/inputs/FieldInput.tsx
var _jsxFileName$8 = "/work/main/client/src/admin/inputs/FieldInput.tsx";
/** Long per-language texts get a text area. */
var MULTILINE = /* @__PURE__ */ new Set([
	"description",
	"shortDescription",
	"body",
	"subject"
]);
function NumberField({ field, value, onChange, common }) {
	return /* @__PURE__ */ jsxDEV(NumberInput, {
		...common,
		value: typeof value === "number" || typeof value === "string" ? value : "",
		allowDecimal: field.type === "decimal",
		decimalScale: field.type === "decimal" ? 2 : void 0,
		onChange: (next) => onChange(next)
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 31,
		columnNumber: 5
	}, this);
}
function DateField({ field, value, onChange, common }) {
	return /* @__PURE__ */ jsxDEV(DateTimeInput, {
		...common,
		value: typeof value === "string" ? value : null,
		onChange,
		withTime: field.type === "datetime"
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 44,
		columnNumber: 10
	}, this);
}
function TextField({ field, value, onChange, common, textValue }) {
	if (field.file) return /* @__PURE__ */ jsxDEV(FileInput, {
		...common,
		value: value instanceof File ? value : textValue,
		onChange
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 48,
		columnNumber: 26
	}, this);
	if (field.richText) return /* @__PURE__ */ jsxDEV(RichTextInput, {
		...common,
		value: textValue,
		onChange
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 49,
		columnNumber: 30
	}, this);
	return /* @__PURE__ */ jsxDEV(TextInput, {
		...common,
		value: textValue,
		onChange: (event) => onChange(event.currentTarget.value),
		description: field.generated ? "Filled in when left empty" : void 0
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 50,
		columnNumber: 10
	}, this);
}
/** The admin input of each field kind (the server's field kinds; anything else is text). */
var INPUTS = {
	localized: ({ field, value, onChange, common }) => /* @__PURE__ */ jsxDEV(LocalizedInput, {
		...common,
		value,
		onChange,
		richText: field.richText,
		multiline: MULTILINE.has(field.name)
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 56,
		columnNumber: 5
	}, void 0),
	boolean: ({ field, value, onChange, common, error }) => /* @__PURE__ */ jsxDEV(Checkbox, {
		name: field.name,
		label: common.label,
		error,
		checked: value === true,
		onChange: (event) => onChange(event.currentTarget.checked),
		mt: "xs"
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 59,
		columnNumber: 5
	}, void 0),
	int: NumberField,
	decimal: NumberField,
	enum: ({ field, onChange, common, textValue }) => /* @__PURE__ */ jsxDEV(Select, {
		...common,
		data: field.enumValues ?? [],
		value: textValue || null,
		onChange: (next) => onChange(next ?? ""),
		clearable: !field.required
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 64,
		columnNumber: 5
	}, void 0),
	ref: ({ field, models, value, onChange, common, textValue }) => {
		const target = field.relationTarget ? models.get(field.relationTarget) : void 0;
		if (!target) return /* @__PURE__ */ jsxDEV(TextInput, {
			...common,
			value: textValue,
			onChange: (event) => onChange(event.currentTarget.value || null)
		}, void 0, false, {
			fileName: _jsxFileName$8,
			lineNumber: 68,
			columnNumber: 25
		}, void 0);
		return /* @__PURE__ */ jsxDEV(ReferenceSelect, {
			...common,
			target,
			value: typeof value === "string" ? value : null,
			onChange
		}, void 0, false, {
			fileName: _jsxFileName$8,
			lineNumber: 69,
			columnNumber: 12
		}, void 0);
	},
	datetime: DateField,
	date: DateField,
	json: ({ onChange, common, textValue }) => /* @__PURE__ */ jsxDEV(Textarea, {
		...common,
		value: textValue,
		onChange: (event) => onChange(event.currentTarget.value),
		autosize: true,
		minRows: 3,
		maxRows: 12,
		ff: "monospace"
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 74,
		columnNumber: 5
	}, void 0)
};
/** The input of one field, chosen by its kind in the metadata. */
function FieldInput(props) {
	const { model, field, value, onChange, error } = props;
	const common = {
		name: field.name,
		label: fieldLabel(field),
		error,
		required: field.required
	};
	const textValue = typeof value === "string" ? value : "";
	if (field.name === "variant" && field.type === "text") return /* @__PURE__ */ jsxDEV(Select, {
		...common,
		data: model.variants,
		value: textValue || null,
		onChange: (next) => onChange(next ?? ""),
		allowDeselect: false
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 85,
		columnNumber: 12
	}, this);
	const Input = INPUTS[field.type] ?? TextField;
	return /* @__PURE__ */ jsxDEV(Input, {
		...props,
		common,
		textValue
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 88,
		columnNumber: 10
	}, this);
}
// src/admin/form-values.ts
/** A field's form value from the row as read (or its empty value for a new row). */
function toFieldValue(field, value) {
	switch (field.type) {
		case "localized": {
			const map = value ?? {};
			return Object.fromEntries(LANGUAGES.map((language) => [language, map[language] ?? ""]));
		}
		case "boolean": return value === true;
		case "datetime":
		case "date":
		case "ref": return typeof value === "string" && value ? value : null;
		case "int": return typeof value === "number" ? value : "";
		case "json": return value === null || value === void 0 ? "" : JSON.stringify(value, null, 2);
		default: return value === null || value === void 0 ? "" : String(value);
	}
}
/** The values a form starts from: the row's (update), or empty ones with `preset` applied (create). */
function initialValues(model, row, preset = {}) {
	const values = {};
	for (const field of editableFields(model)) values[field.name] = toFieldValue(field, row ? row[field.name] : preset[field.name]);
	if (!row && "variant" in values && !values.variant && model.variants.length > 0) values.variant = model.variants[0];
	return values;
}
/** True when a value holds nothing: '', null, or a per-language map of blanks. */
function isEmptyValue(value) {
	if (value === null || value === "") return true;
	if (typeof value === "object" && !(value instanceof File)) return Object.values(value).every((text) => !text.trim());
	return false;
}
/**
* A decimal as stored: with two decimals ('59' → '59.00'). The server's decimals are money
* (prices, amounts) and keep the text they are given; the seed writes them so, and a select
* input naming a price should read the same whoever wrote it.
*/
function toDecimalText(value) {
	const [whole, fraction = ""] = String(value).trim().split(".");
	return `${whole}.${fraction.padEnd(2, "0")}`;
}
/** A value as the API takes it; undefined when the field is to be left out. */
function toInputValue(field, value) {
	if (value instanceof File) return value;
	if (isEmptyValue(value)) return null;
	switch (field.type) {
		case "localized": {
			const map = value;
			return Object.fromEntries(LANGUAGES.map((language) => [language, map[language]?.trim() ? map[language] : null]));
		}
		case "int": return Math.trunc(Number(value));
		case "decimal": return toDecimalText(value);
		case "boolean": return value === true;
		case "json": return JSON.parse(String(value));
		default: return value;
	}
}
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b) && !(a instanceof File) && !(b instanceof File);
/**
* The create or update input of a form. A create leaves empty fields out (the server fills
* defaults and generated values); an update sends changed fields only, an emptied one as null.
*/
function toInput(model, values, initial, mode) {
	const data = {};
	const errors = {};
	for (const field of editableFields(model)) {
		const value = values[field.name] ?? null;
		if (mode === "create" && isEmptyValue(value)) {
			if (field.required) errors[field.name] = "Required";
			continue;
		}
		if (mode === "update" && same(value, initial[field.name] ?? null)) continue;
		if (field.type === "json" && !isEmptyValue(value)) try {
			JSON.parse(String(value));
		} catch {
			errors[field.name] = "Invalid JSON";
			continue;
		}
		if (field.type === "boolean" && mode === "create" && value === false) continue;
		data[field.name] = toInputValue(field, value);
	}
	return {
		data,
		errors
	};
}
// src/admin/ModelForm.tsx
var _jsxFileName$7 = "/work/main/client/src/admin/ModelForm.tsx";
/** Technical fields go last: what the row is about comes first. */
var LAST = [
	"orderIndex",
	"variant",
	"className"
];
/** A save refused for the fields named; the message names them as the form labels them. */
var FormInputError = class extends Error {
	constructor(model, errors) {
		const label = (name) => {
			const field = model.fields.find((candidate) => candidate.name === name);
			return field ? fieldLabel(field) : name;
		};
		super(Object.entries(errors).map(([name, message]) => `${label(name)}: ${message}`).join("; "));
	}
};
var NO_PRESET = {};
/**
* A form of every writable field of `model`, from its metadata: creates without a row,
* updates with one (title and button 'Create …' or 'Update …'). Server validation errors
* appear under the field they name.
*/
function ModelForm({ model, models, row, preset = NO_PRESET, onSaved }) {
	const text = useAdminText();
	const cache = useApolloClient().cache;
	const [create] = useMutation(useMemo(() => createDocument(model, models), [model, models]));
	const [update] = useMutation(useMemo(() => updateDocument(model, models), [model, models]));
	const { status, run } = useSubmitStatus();
	const mode = row ? "update" : "create";
	const fields = useMemo(() => {
		const shown = editableFields(model).filter((field) => !(field.name in preset));
		return [...shown.filter((field) => !LAST.includes(field.name)), ...shown.filter((field) => LAST.includes(field.name))];
	}, [model, preset]);
	const initial = useMemo(() => initialValues(model, row, preset), [
		model,
		row,
		preset
	]);
	const form = useFormik({
		initialValues: initial,
		enableReinitialize: true,
		validateOnBlur: false,
		validateOnChange: false,
		onSubmit: (values) => run(async () => {
			const { data, errors } = toInput(model, values, initial, mode);
			if (Object.keys(errors).length > 0) {
				form.setErrors(errors);
				throw new FormInputError(model, errors);
			}
			const upload = Object.values(data).some((value) => value instanceof File);
			try {
				const result = row ? await update({
					variables: {
						id: row.id,
						data
					},
					context: { upload }
				}) : await create({
					variables: { data },
					context: { upload }
				});
				if (!result.data) throw new Error("No data");
				form.setErrors({});
				refetchListsLater(cache, listFieldsOf(model));
				onSaved(result.data.row);
			} catch (error) {
				const fieldErrors = fieldErrorsOf(error, Object.keys(values));
				form.setErrors(fieldErrors);
				throw Object.keys(fieldErrors).length > 0 ? new FormInputError(model, fieldErrors) : error;
			}
		})
	});
	const formElement = useRef(null);
	useEffect(() => {
		if (status === "error") formElement.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
	}, [status]);
	const title = `${mode === "create" ? text.create : text.update} ${model.label}`;
	return /* @__PURE__ */ jsxDEV("form", {
		ref: formElement,
		onSubmit: form.handleSubmit,
		noValidate: true,
		"data-model-form": model.name,
		"data-mode": mode,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			children: [fields.map((field) => /* @__PURE__ */ jsxDEV(FieldInput, {
				model,
				field,
				models,
				value: form.values[field.name] ?? null,
				onChange: (value) => void form.setFieldValue(field.name, value, false),
				error: form.errors[field.name]
			}, field.name, false, {
				fileName: _jsxFileName$7,
				lineNumber: 101,
				columnNumber: 11
			}, this)), /* @__PURE__ */ jsxDEV(Group, {
				justify: "flex-end",
				children: /* @__PURE__ */ jsxDEV(SubmitButton, {
					status,
					children: title
				}, void 0, false, {
					fileName: _jsxFileName$7,
					lineNumber: 112,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 111,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$7,
			lineNumber: 99,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 98,
		columnNumber: 5
	}, this);
}
// src/admin/RelationTables.tsx
var _jsxFileName$6 = "/work/main/client/src/admin/RelationTables.tsx";
/**
* The relation tables of a row, inside its form: each lists the relation's rows whose
* foreign key is this row's id (a page's layouts, metadata and widgets by pageId). A table
* loads when opened.
*/
function RelationTables({ model, models, rowId, renderTable }) {
	const text = useAdminText();
	const [opened, setOpened] = useState([]);
	return /* @__PURE__ */ jsxDEV(Stack, { children: [/* @__PURE__ */ jsxDEV(Title, {
		order: 3,
		fz: "md",
		children: text.relations
	}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 30,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(Accordion, {
		multiple: true,
		value: opened,
		onChange: setOpened,
		variant: "separated",
		radius: "md",
		chevronPosition: "left",
		children: model.relations.map((relation) => {
			const relationModel = models.get(relation.relation);
			if (!relationModel) return null;
			const other = otherSideOf(relationModel, relation.foreignKey);
			return /* @__PURE__ */ jsxDEV(Accordion.Item, {
				value: relation.field,
				"data-relation": relation.relation,
				children: [/* @__PURE__ */ jsxDEV(Accordion.Control, { children: /* @__PURE__ */ jsxDEV(Group, {
					gap: "xs",
					wrap: "nowrap",
					children: [/* @__PURE__ */ jsxDEV(Text, {
						fw: 600,
						size: "sm",
						children: shortLabel(relationModel)
					}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 42,
						columnNumber: 19
					}, this), other && /* @__PURE__ */ jsxDEV(Badge, {
						variant: "light",
						size: "sm",
						children: fieldLabel(other)
					}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 46,
						columnNumber: 21
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$6,
					lineNumber: 41,
					columnNumber: 17
				}, this) }, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 40,
					columnNumber: 15
				}, this), /* @__PURE__ */ jsxDEV(Accordion.Panel, { children: opened.includes(relation.field) && renderTable(relationModel, {
					field: relation.foreignKey,
					value: rowId
				}) }, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 52,
					columnNumber: 15
				}, this)]
			}, relation.field, true, {
				fileName: _jsxFileName$6,
				lineNumber: 39,
				columnNumber: 13
			}, this);
		})
	}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 33,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$6,
		lineNumber: 29,
		columnNumber: 5
	}, this);
}
// src/admin/ModelDialog.tsx
var _jsxFileName$5 = "/work/main/client/src/admin/ModelDialog.tsx";
/**
* The create or Edit dialog of a row (at most 80vh high, its body scrolls): the form, and
* once the row exists, its relation tables. A row just created stays open for them.
*/
function ModelDialog({ model, models, row, preset, onClose, renderRelationTable }) {
	const text = useAdminText();
	const [saved, setSaved] = useState(null);
	const current = row ?? saved;
	const title = `${current ? text.update : text.create} ${model.label}`;
	const stack = useDialogStack(true);
	return /* @__PURE__ */ jsxDEV(Modal, {
		opened: true,
		onClose,
		closeOnEscape: stack.closeOnEscape,
		title,
		size: "xl",
		radius: "md",
		centered: true,
		styles: {
			content: { maxHeight: "80vh" },
			title: { fontWeight: 700 }
		},
		attributes: { content: { "data-model-dialog": model.name } },
		children: /* @__PURE__ */ jsxDEV(DialogContent, {
			register: stack.registerInside,
			children: /* @__PURE__ */ jsxDEV(Stack, {
				gap: "xl",
				children: [/* @__PURE__ */ jsxDEV(ModelForm, {
					model,
					models,
					row: current,
					preset,
					onSaved: (next) => !row && setSaved(next)
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 45,
					columnNumber: 11
				}, this), model.relations.length > 0 && (current ? /* @__PURE__ */ jsxDEV(RelationTables, {
					model,
					models,
					rowId: current.id,
					renderTable: renderRelationTable
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 48,
					columnNumber: 15
				}, this) : /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					c: "dimmed",
					"data-save-first": true,
					children: text.saveFirst
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 50,
					columnNumber: 15
				}, this))]
			}, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 44,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 43,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 31,
		columnNumber: 5
	}, this);
}
// src/admin/DeleteConfirm.tsx
var _jsxFileName$4 = "/work/main/client/src/admin/DeleteConfirm.tsx";
/** A row's Delete: asks first ('Delete?', Cancel, Delete), then toasts 'Deleted successfully'. */
function DeleteConfirm({ model, rowId, rowTitle }) {
	const text = useAdminText();
	const [opened, { open, close }] = useDisclosure(false);
	const cache = useApolloClient().cache;
	const [remove] = useMutation(useMemo(() => deleteDocument(model), [model]));
	const { status, run } = useSubmitStatus();
	useDialogStack(opened);
	const confirm = () => run(async () => {
		await remove({ variables: { id: rowId } });
		close();
		showToast("success", text.deleted);
		cache.evict({ id: cache.identify({
			__typename: model.name,
			id: rowId
		}) });
		refetchListsLater(cache, listFieldsOf(model));
	});
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(Button, {
		variant: "subtle",
		color: "red",
		size: "xs",
		onClick: open,
		"aria-label": `${text.delete} ${rowTitle}`,
		"data-delete-row": true,
		children: text.delete
	}, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 41,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(Modal, {
		opened,
		onClose: close,
		title: text.deleteTitle,
		centered: true,
		size: "sm",
		radius: "md",
		children: [/* @__PURE__ */ jsxDEV(Text, {
			size: "sm",
			c: "dimmed",
			mb: "lg",
			children: text.deleteText
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 45,
			columnNumber: 9
		}, this), /* @__PURE__ */ jsxDEV(Group, {
			justify: "flex-end",
			children: [/* @__PURE__ */ jsxDEV(Button, {
				variant: "default",
				onClick: close,
				children: text.cancel
			}, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 49,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Button, {
				color: "red",
				onClick: () => void confirm(),
				loading: status === "pending",
				"data-confirm-delete": true,
				children: text.delete
			}, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 52,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$4,
			lineNumber: 48,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 44,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 40,
		columnNumber: 5
	}, this);
}
// src/admin/RowCard.tsx
var _jsxFileName$3 = "/work/main/client/src/admin/RowCard.tsx";
/** A row of an admin table: its name, key fields, an image when it is a file, Edit and Delete. */
function RowCard({ model, models, row, fixedField, renderRelationTable }) {
	const text = useAdminText();
	const language = useLanguage();
	const [editing, setEditing] = useState(false);
	const title = cardTitle(model, row, models, language, fixedField);
	const image = model.fields.find((field) => field.file && typeof row[field.name] === "string" && fileKind(null, String(row[field.name])) === "image");
	const details = cardFields(model).filter((field) => field.name !== fixedField).map((field) => ({
		field,
		value: valueText(field, row, models, language, [text.yes, text.no])
	})).filter((detail) => detail.value !== void 0 && detail.value !== title);
	return /* @__PURE__ */ jsxDEV(Card, {
		withBorder: true,
		radius: "md",
		padding: "md",
		shadow: "xs",
		"data-row-card": model.name,
		"data-row-id": row.id,
		children: [/* @__PURE__ */ jsxDEV(Stack, {
			gap: "xs",
			h: "100%",
			children: [
				image && /* @__PURE__ */ jsxDEV(Card.Section, { children: /* @__PURE__ */ jsxDEV(Image, {
					src: fileUrl(String(row[image.name])),
					alt: "",
					h: 120,
					fit: "cover"
				}, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 39,
					columnNumber: 13
				}, this) }, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 38,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(Group, {
					justify: "space-between",
					wrap: "nowrap",
					align: "flex-start",
					gap: "xs",
					children: [/* @__PURE__ */ jsxDEV(Text, {
						fw: 600,
						lineClamp: 2,
						"data-row-title": true,
						style: { wordBreak: "break-word" },
						children: title
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 43,
						columnNumber: 11
					}, this), typeof row.variant === "string" && row.variant !== "default" && /* @__PURE__ */ jsxDEV(Badge, {
						variant: "light",
						size: "sm",
						style: { flexShrink: 0 },
						children: row.variant
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 47,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 42,
					columnNumber: 9
				}, this),
				details.length > 0 && /* @__PURE__ */ jsxDEV(Stack, {
					gap: 2,
					children: details.map(({ field, value }) => /* @__PURE__ */ jsxDEV(Text, {
						size: "xs",
						c: "dimmed",
						truncate: "end",
						children: [
							/* @__PURE__ */ jsxDEV(Text, {
								span: true,
								fw: 600,
								inherit: true,
								children: [fieldLabel(field), ":"]
							}, void 0, true, {
								fileName: _jsxFileName$3,
								lineNumber: 57,
								columnNumber: 17
							}, this),
							" ",
							value
						]
					}, field.name, true, {
						fileName: _jsxFileName$3,
						lineNumber: 56,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 53,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(Group, {
					justify: "flex-end",
					gap: "xs",
					mt: "auto",
					children: [/* @__PURE__ */ jsxDEV(Button, {
						variant: "light",
						size: "xs",
						onClick: () => setEditing(true),
						"aria-label": `${text.edit} ${title}`,
						"data-edit-row": true,
						children: text.edit
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 66,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(DeleteConfirm, {
						model,
						rowId: row.id,
						rowTitle: title
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 69,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 65,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$3,
			lineNumber: 36,
			columnNumber: 7
		}, this), editing && /* @__PURE__ */ jsxDEV(ModelDialog, {
			model,
			models,
			row,
			onClose: () => setEditing(false),
			renderRelationTable
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 72,
			columnNumber: 19
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
// src/admin/ModelTable.tsx
var _jsxFileName$2 = "/work/main/client/src/admin/ModelTable.tsx";
var SEARCH_DELAY_MS = 300;
/**
* The admin table of a model: 'Add new', search by a chosen column, the first, previous, next
* and last page (read by cursor: as cheap at a million rows as at ten), and the rows as cards
* (three columns on large screens).
*/
function ModelTable({ model, models, fixed, nested = false }) {
	const text = useAdminText();
	const columns = useMemo(() => filterColumns(model).filter((field) => field.name !== fixed?.field), [model, fixed?.field]);
	const [column, setColumn] = useState(() => displayFieldOf(model)?.name ?? columns[0]?.name ?? "id");
	const [search, setSearch] = useState("");
	const [term] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
	const [page, setPage] = useState(FIRST_PAGE);
	const [adding, setAdding] = useState(false);
	const document = useMemo(() => listDocument(model, models), [model, models]);
	const variables = listVariables(model, {
		fixed,
		field: columns.find((candidate) => candidate.name === column),
		term,
		page: pageArguments(page, 12)
	});
	const { data, loading, error } = useQuery(document, { variables });
	const [previous, setPrevious] = useState(data && {
		data,
		page
	});
	if (data && data !== previous?.data) setPrevious({
		data,
		page
	});
	const answered = data ? {
		data,
		page
	} : previous;
	const shown = answered && {
		...answered.data,
		rows: pageView(answered.page, 12, answered.data.rows).rows
	};
	const total = shown?.total ?? 0;
	const estimated = !variables.filters && total >= 1e4;
	const preset = useMemo(() => fixed ? { [fixed.field]: fixed.value } : void 0, [fixed]);
	const renderRelationTable = (relationModel, relationFixed) => /* @__PURE__ */ jsxDEV(ModelTable, {
		model: relationModel,
		models,
		fixed: relationFixed,
		nested: true
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 56,
		columnNumber: 5
	}, this);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "md",
		"data-model-table": model.name,
		children: [
			/* @__PURE__ */ jsxDEV(Group, {
				justify: "space-between",
				align: "flex-end",
				gap: "sm",
				children: [/* @__PURE__ */ jsxDEV(Group, {
					gap: "xs",
					align: "center",
					children: [/* @__PURE__ */ jsxDEV(Title, {
						order: nested ? 4 : 2,
						fz: nested ? "sm" : "xl",
						children: model.label
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 63,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(Badge, {
						variant: "light",
						color: "gray",
						"data-row-count": total,
						children: [
							text.rows,
							": ",
							estimated ? "≈" : "",
							total
						]
					}, void 0, true, {
						fileName: _jsxFileName$2,
						lineNumber: 66,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 62,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV(Button, {
					size: nested ? "xs" : "sm",
					onClick: () => setAdding(true),
					"data-add-new": true,
					children: text.addNew
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 71,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 61,
				columnNumber: 7
			}, this),
			columns.length > 0 && /* @__PURE__ */ jsxDEV(Group, {
				gap: "xs",
				grow: true,
				preventGrowOverflow: false,
				wrap: "nowrap",
				children: [/* @__PURE__ */ jsxDEV(Select, {
					"aria-label": text.filterColumn,
					size: "xs",
					maw: 200,
					data: columns.map((candidate) => ({
						value: candidate.name,
						label: fieldLabel(candidate)
					})),
					value: column,
					onChange: (next) => {
						if (!next) return;
						setColumn(next);
						setPage(FIRST_PAGE);
					},
					allowDeselect: false
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 78,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV(SearchInput, {
					label: text.search,
					value: search,
					onChange: (next) => {
						setSearch(next);
						setPage(FIRST_PAGE);
					}
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 91,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 77,
				columnNumber: 9
			}, this),
			error && /* @__PURE__ */ jsxDEV(Alert, {
				color: "red",
				variant: "light",
				title: text.loadFailed,
				children: error.message
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 103,
				columnNumber: 9
			}, this),
			!shown && loading && /* @__PURE__ */ jsxDEV(SimpleGrid, {
				cols: nested ? {
					base: 1,
					sm: 2
				} : {
					base: 1,
					sm: 2,
					lg: 3
				},
				children: [
					0,
					1,
					2
				].map((key) => /* @__PURE__ */ jsxDEV(Skeleton, {
					h: 110,
					radius: "md"
				}, key, false, {
					fileName: _jsxFileName$2,
					lineNumber: 110,
					columnNumber: 13
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 108,
				columnNumber: 9
			}, this),
			shown && shown.rows.length === 0 && /* @__PURE__ */ jsxDEV(Paper, {
				withBorder: true,
				radius: "md",
				p: "lg",
				ta: "center",
				bg: "var(--mantine-color-gray-0)",
				children: /* @__PURE__ */ jsxDEV(Text, {
					c: "dimmed",
					size: "sm",
					children: term ? text.noFoundItems : text.nothingYet
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 116,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 115,
				columnNumber: 9
			}, this),
			shown && shown.rows.length > 0 && /* @__PURE__ */ jsxDEV(SimpleGrid, {
				cols: nested ? {
					base: 1,
					sm: 2
				} : {
					base: 1,
					sm: 2,
					lg: 3
				},
				spacing: "md",
				children: shown.rows.map((row) => /* @__PURE__ */ jsxDEV(RowCard, {
					model,
					models,
					row,
					fixedField: fixed?.field,
					renderRelationTable
				}, row.id, false, {
					fileName: _jsxFileName$2,
					lineNumber: 124,
					columnNumber: 13
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 122,
				columnNumber: 9
			}, this),
			answered && /* @__PURE__ */ jsxDEV(CursorPager, {
				page: answered.page,
				size: 12,
				rows: answered.data.rows,
				total,
				estimated,
				onPage: setPage,
				compact: true
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 129,
				columnNumber: 9
			}, this),
			adding && /* @__PURE__ */ jsxDEV(ModelDialog, {
				model,
				models,
				row: null,
				preset,
				onClose: () => setAdding(false),
				renderRelationTable
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 132,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 60,
		columnNumber: 5
	}, this);
}
// src/admin/AdminShell.tsx
var _jsxFileName$1 = "/work/main/client/src/admin/AdminShell.tsx";
/** The theme's `sm` breakpoint, where AppShell's navbar stops being a mobile menu. */
var WIDE_SCREEN = "(min-width: 48em)";
/** The admin screen: models on the left (Hide/Show), the chosen model's table on the right. */
function AdminShell() {
	const text = useAdminText();
	const { model: selectedName } = useParams();
	const [panelShown, { toggle: togglePanel }] = useDisclosure(true);
	const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
	const { data, error } = useQuery(AdminModelsDocument);
	const models = useMemo(() => data?.adminModels ?? [], [data]);
	const index = useMemo(() => indexModels(models), [models]);
	const selected = selectedName ? index.get(selectedName) : void 0;
	const panelOpen = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false }) ? panelShown : mobileOpened;
	return /* @__PURE__ */ jsxDEV(AppShell, {
		header: { height: 56 },
		navbar: {
			width: 280,
			breakpoint: "sm",
			collapsed: {
				mobile: !mobileOpened,
				desktop: !panelShown
			}
		},
		padding: "lg",
		bg: "var(--mantine-color-gray-0)",
		"data-admin": true,
		children: [
			/* @__PURE__ */ jsxDEV(AppShell.Header, {
				px: "md",
				children: /* @__PURE__ */ jsxDEV(Group, {
					h: "100%",
					justify: "space-between",
					wrap: "nowrap",
					children: [/* @__PURE__ */ jsxDEV(Group, {
						gap: "sm",
						wrap: "nowrap",
						children: [
							/* @__PURE__ */ jsxDEV(Burger, {
								opened: mobileOpened,
								onClick: toggleMobile,
								hiddenFrom: "sm",
								size: "sm",
								"aria-label": text.models
							}, void 0, false, {
								fileName: _jsxFileName$1,
								lineNumber: 43,
								columnNumber: 13
							}, this),
							/* @__PURE__ */ jsxDEV(Anchor, {
								component: Link,
								to: ADMIN_PATH,
								fw: 800,
								fz: "lg",
								c: "dark.9",
								underline: "never",
								children: text.admin
							}, void 0, false, {
								fileName: _jsxFileName$1,
								lineNumber: 44,
								columnNumber: 13
							}, this),
							/* @__PURE__ */ jsxDEV(Button, {
								variant: "default",
								size: "xs",
								onClick: togglePanel,
								visibleFrom: "sm",
								"aria-expanded": panelShown,
								"data-panel-toggle": true,
								children: panelShown ? text.hide : text.show
							}, void 0, false, {
								fileName: _jsxFileName$1,
								lineNumber: 47,
								columnNumber: 13
							}, this)
						]
					}, void 0, true, {
						fileName: _jsxFileName$1,
						lineNumber: 42,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(Group, {
						gap: "sm",
						wrap: "nowrap",
						children: [/* @__PURE__ */ jsxDEV(Anchor, {
							component: Link,
							to: "/",
							size: "sm",
							children: text.toSite
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 52,
							columnNumber: 13
						}, this), /* @__PURE__ */ jsxDEV(AccountMenu, {}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 55,
							columnNumber: 13
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$1,
						lineNumber: 51,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 41,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 40,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(AppShell.Navbar, {
				p: "sm",
				style: {
					visibility: panelOpen ? "visible" : "hidden",
					transitionProperty: "transform, top, height, visibility"
				},
				children: data ? /* @__PURE__ */ jsxDEV(ModelPanel, {
					models,
					selected: selected?.name,
					onNavigate: closeMobile
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 65,
					columnNumber: 17
				}, this) : /* @__PURE__ */ jsxDEV(Loader, {
					size: "sm",
					m: "md"
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 65,
					columnNumber: 101
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 59,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(AppShell.Main, { children: [
				error && /* @__PURE__ */ jsxDEV(Text, {
					c: "red",
					children: error.message
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 68,
					columnNumber: 19
				}, this),
				data && !selected && /* @__PURE__ */ jsxDEV(Center, {
					mih: 240,
					children: /* @__PURE__ */ jsxDEV(Text, {
						c: "dimmed",
						children: text.chooseModel
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 71,
						columnNumber: 13
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 70,
					columnNumber: 11
				}, this),
				selected && /* @__PURE__ */ jsxDEV(WidgetErrorBoundary, { children: /* @__PURE__ */ jsxDEV(ModelTable, {
					model: selected,
					models: index
				}, selected.name, false, {
					fileName: _jsxFileName$1,
					lineNumber: 76,
					columnNumber: 13
				}, this) }, selected.name, false, {
					fileName: _jsxFileName$1,
					lineNumber: 75,
					columnNumber: 11
				}, this)
			] }, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 67,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 33,
		columnNumber: 5
	}, this);
}
// src/admin/AdminScreen.tsx
var _jsxFileName = "/work/main/client/src/admin/AdminScreen.tsx";
/**
* `/admin` and `/admin/:model`: the back-office, for the admin role only. Anonymous
* visitors are sent to the sign-in; other subjects see 'Not authorized'.
*/
function AdminScreen() {
	const text = useAdminText();
	const subject = useSubject();
	const refresh = useSyncExternalStore(subscribeToRefreshToken, readRefreshToken, () => null);
	const { data } = useQuery(RbacMeDocument, { skip: !subject });
	if (!subject) return refresh ? /* @__PURE__ */ jsxDEV(FullPageLoader, {}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 27,
		columnNumber: 22
	}, this) : /* @__PURE__ */ jsxDEV(Navigate, {
		to: authenticationPaths.selectMethod,
		replace: true
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 27,
		columnNumber: 43
	}, this);
	if (!subject.identities?.length) return /* @__PURE__ */ jsxDEV(Navigate, {
		to: authenticationPaths.selectMethod,
		replace: true
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 29,
		columnNumber: 43
	}, this);
	if (!data) return /* @__PURE__ */ jsxDEV(FullPageLoader, {}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 30,
		columnNumber: 21
	}, this);
	if (!hasAdminRole(data.rbacMe?.roles)) return /* @__PURE__ */ jsxDEV(Container, {
		size: 480,
		py: 96,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "lg",
			children: [/* @__PURE__ */ jsxDEV(NotAuthorized, {}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 35,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Anchor, {
				component: Link,
				to: "/",
				size: "sm",
				ta: "center",
				children: text.toSite
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 37,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 34,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 33,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(AdminShell, {}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 44,
		columnNumber: 10
	}, this);
}
function FullPageLoader() {
	return /* @__PURE__ */ jsxDEV(Center, {
		mih: "100dvh",
		children: /* @__PURE__ */ jsxDEV(Loader, { "aria-label": "Loading" }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 50,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 49,
		columnNumber: 5
	}, this);
}
export { AdminScreen };
