import { t as showToast } from "./toast-store-Ci-nOkDY.js";
import { a as defineTexts } from "../entry-server.js";
import { n as parseRawContent } from "./draft-content-C5aZLseX.js";
import { useEffect, useId, useRef, useState } from "react";
import { ActionIcon, Button, Group, Input, Paper, Popover, TextInput } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
import { CompositeDecorator, Editor, EditorState, KeyBindingUtil, RichUtils, SelectionState, convertFromRaw, convertToRaw, getDefaultKeyBinding } from "draft-js";
import { flushSync } from "react-dom";
// src/admin/inputs/rich-text-link.tsx
var _jsxFileName$3 = "/work/main/client/src/admin/inputs/rich-text-link.tsx";
var LINK = "LINK";
var LINK_URL = /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i;
/** Addresses a link may take: web, mail, or a path on this site. */
function isLinkUrl(url) {
	return LINK_URL.test(url.trim());
}
function isLinkEntity(content, entityKey) {
	return entityKey !== null && content.getEntity(entityKey).getType() === LINK;
}
function findLinks(block, callback, content) {
	block.findEntityRanges((character) => isLinkEntity(content, character.getEntity()), callback);
}
function EditorLink({ contentState, entityKey, children }) {
	if (!entityKey) return children;
	const { url } = contentState.getEntity(entityKey).getData();
	return /* @__PURE__ */ jsxDEV("a", {
		href: isLinkUrl(url) ? url.trim() : void 0,
		title: url,
		"data-rich-text-link": "",
		children
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
/** Shows the content's links as links while editing. */
var linkDecorator = new CompositeDecorator([{
	strategy: findLinks,
	component: EditorLink
}]);
/**
* The whole link the selection is in: a caret inside (or right after) a link selects all of
* it, so that "remove link" needs no exact selection. Null when there is no link there.
*/
function selectedLink(editorState) {
	const selection = editorState.getSelection();
	const content = editorState.getCurrentContent();
	const block = content.getBlockForKey(selection.getStartKey());
	const start = selection.getStartOffset();
	const probe = selection.isCollapsed() && start > 0 ? start - 1 : start;
	const entityKey = block.getEntityAt(probe);
	if (!isLinkEntity(content, entityKey)) return null;
	if (!selection.isCollapsed()) return selection;
	let range = null;
	block.findEntityRanges((character) => character.getEntity() === entityKey, (rangeStart, rangeEnd) => {
		if (rangeStart <= probe && probe < rangeEnd) range = SelectionState.createEmpty(block.getKey()).merge({
			anchorOffset: rangeStart,
			focusOffset: rangeEnd
		});
	});
	return range;
}
/** The editor with `selection` linked to `url`. */
function addLink(editorState, selection, url) {
	const content = editorState.getCurrentContent().createEntity(LINK, "MUTABLE", { url: url.trim() });
	const withEntity = EditorState.push(editorState, content, "apply-entity");
	return RichUtils.toggleLink(withEntity, selection, content.getLastCreatedEntityKey());
}
/** The editor without the link the selection is in; unchanged when there is none. */
function removeLink(editorState) {
	const link = selectedLink(editorState);
	return link ? RichUtils.toggleLink(editorState, link, null) : editorState;
}
// src/admin/inputs/rich-text-text.ts
var useRichTextText = defineTexts({
	toolbar: "Formatting",
	heading: (level) => `Heading ${level}`,
	bold: "Bold",
	italic: "Italic",
	strikethrough: "Strikethrough",
	addLink: "Add link",
	removeLink: "Remove link",
	linkUrl: "Link address",
	linkUrlInvalid: "Enter an address starting with https://, http://, mailto: or /",
	applyLink: "Apply",
	copy: "Copy text",
	copied: "Text copied to clipboard",
	copyFailed: "Failed to copy text to clipboard"
}, { ru: {
	toolbar: "Форматирование",
	heading: (level) => `Заголовок ${level}`,
	bold: "Жирный",
	italic: "Курсив",
	strikethrough: "Зачёркнутый",
	addLink: "Добавить ссылку",
	removeLink: "Удалить ссылку",
	linkUrl: "Адрес ссылки",
	linkUrlInvalid: "Введите адрес, начинающийся с https://, http://, mailto: или /",
	applyLink: "Применить",
	copy: "Копировать текст",
	copied: "Текст скопирован в буфер обмена",
	copyFailed: "Не удалось скопировать текст в буфер обмена"
} });
// src/admin/inputs/rich-text-copy.ts
/** How long the copy button shows its check icon. */
var COPY_FEEDBACK_MS = 2e3;
/** Copies text to the clipboard, with a toast for success or failure and a `copied` flag for the check icon. */
function useCopyText() {
	const text = useRichTextText();
	const [copied, setCopied] = useState(false);
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	async function copy(value) {
		try {
			await navigator.clipboard.writeText(value);
		} catch (error) {
			showToast("error", `${text.copyFailed}: ${error instanceof Error ? error.message : String(error)}`);
			return;
		}
		showToast("info", text.copied);
		setCopied(true);
		clearTimeout(timer.current);
		timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
	}
	return {
		copied,
		copy
	};
}
// src/admin/inputs/rich-text-icons.tsx
var _jsxFileName$2 = "/work/main/client/src/admin/inputs/rich-text-icons.tsx";
function ToolbarIcon({ children }) {
	return /* @__PURE__ */ jsxDEV("svg", {
		width: 16,
		height: 16,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 7,
		columnNumber: 5
	}, this);
}
var BoldIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: /* @__PURE__ */ jsxDEV("path", { d: "M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 26,
	columnNumber: 5
}, void 0) }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 25,
	columnNumber: 3
}, void 0);
var ItalicIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: /* @__PURE__ */ jsxDEV("path", { d: "M11 5h6M7 19h6M14 5l-4 14" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 32,
	columnNumber: 5
}, void 0) }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 31,
	columnNumber: 3
}, void 0);
var StrikethroughIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: /* @__PURE__ */ jsxDEV("path", { d: "M5 12h14M16 7a4 3 0 0 0-4-2c-2.2 0-4 1.3-4 3s1.5 2.5 4 3M8 17a4 3 0 0 0 4 2c2.2 0 4-1.3 4-3" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 38,
	columnNumber: 5
}, void 0) }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 37,
	columnNumber: 3
}, void 0);
var LinkIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: /* @__PURE__ */ jsxDEV("path", { d: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 44,
	columnNumber: 5
}, void 0) }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 43,
	columnNumber: 3
}, void 0);
var UnlinkIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: /* @__PURE__ */ jsxDEV("path", { d: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 50,
	columnNumber: 5
}, void 0) }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 49,
	columnNumber: 3
}, void 0);
var CopyIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: [/* @__PURE__ */ jsxDEV("rect", {
	x: "8",
	y: "8",
	width: "12",
	height: "12",
	rx: "2"
}, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 56,
	columnNumber: 5
}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 57,
	columnNumber: 5
}, void 0)] }, void 0, true, {
	fileName: _jsxFileName$2,
	lineNumber: 55,
	columnNumber: 3
}, void 0);
var CheckIcon = () => /* @__PURE__ */ jsxDEV(ToolbarIcon, { children: /* @__PURE__ */ jsxDEV("path", { d: "M5 12l5 5L20 7" }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 63,
	columnNumber: 5
}, void 0) }, void 0, false, {
	fileName: _jsxFileName$2,
	lineNumber: 62,
	columnNumber: 3
}, void 0);
// src/admin/inputs/rich-text-toolbar.tsx
var _jsxFileName$1 = "/work/main/client/src/admin/inputs/rich-text-toolbar.tsx";
var HEADINGS = [
	"header-one",
	"header-two",
	"header-three",
	"header-four",
	"header-five",
	"header-six"
];
var STYLES = [
	{
		style: "BOLD",
		label: "bold",
		icon: /* @__PURE__ */ jsxDEV(BoldIcon, {}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 13,
			columnNumber: 41
		}, void 0)
	},
	{
		style: "ITALIC",
		label: "italic",
		icon: /* @__PURE__ */ jsxDEV(ItalicIcon, {}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 14,
			columnNumber: 45
		}, void 0)
	},
	{
		style: "STRIKETHROUGH",
		label: "strikethrough",
		icon: /* @__PURE__ */ jsxDEV(StrikethroughIcon, {}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 15,
			columnNumber: 59
		}, void 0)
	}
];
function RichTextToolbar({ editorState, onChange, focusEditor, editorId }) {
	const text = useRichTextText();
	const { copied, copy } = useCopyText();
	const selection = editorState.getSelection();
	const blockType = editorState.getCurrentContent().getBlockForKey(selection.getStartKey()).getType();
	const inlineStyle = editorState.getCurrentInlineStyle();
	const link = selectedLink(editorState);
	const applyLink = (next) => {
		flushSync(() => onChange(next));
		focusEditor();
	};
	return /* @__PURE__ */ jsxDEV(Group, {
		gap: 4,
		role: "toolbar",
		"aria-label": text.toolbar,
		"aria-controls": editorId,
		wrap: "wrap",
		children: [
			HEADINGS.map((type, index) => /* @__PURE__ */ jsxDEV(ToolbarButton, {
				label: text.heading(index + 1),
				active: blockType === type,
				onClick: () => onChange(RichUtils.toggleBlockType(editorState, type)),
				children: /* @__PURE__ */ jsxDEV("span", {
					style: {
						fontSize: 12,
						fontWeight: 700
					},
					children: ["H", index + 1]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 51,
					columnNumber: 11
				}, this)
			}, type, false, {
				fileName: _jsxFileName$1,
				lineNumber: 45,
				columnNumber: 9
			}, this)),
			STYLES.map(({ style, label, icon }) => /* @__PURE__ */ jsxDEV(ToolbarButton, {
				label: text[label],
				active: inlineStyle.has(style),
				onClick: () => onChange(RichUtils.toggleInlineStyle(editorState, style)),
				children: icon
			}, style, false, {
				fileName: _jsxFileName$1,
				lineNumber: 55,
				columnNumber: 9
			}, this)),
			/* @__PURE__ */ jsxDEV(LinkButton, {
				selection,
				active: link !== null,
				onLink: (linkSelection, url) => applyLink(addLink(editorState, linkSelection, url))
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 64,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ToolbarButton, {
				label: text.removeLink,
				disabled: link === null,
				onClick: () => onChange(removeLink(editorState)),
				children: /* @__PURE__ */ jsxDEV(UnlinkIcon, {}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 74,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 69,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ToolbarButton, {
				label: text.copy,
				disabled: !editorState.getCurrentContent().hasText(),
				onClick: () => void copy(editorState.getCurrentContent().getPlainText()),
				"data-copied": copied || void 0,
				children: copied ? /* @__PURE__ */ jsxDEV(CheckIcon, {}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 82,
					columnNumber: 19
				}, this) : /* @__PURE__ */ jsxDEV(CopyIcon, {}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 82,
					columnNumber: 35
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 76,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 43,
		columnNumber: 5
	}, this);
}
function ToolbarButton({ label, active, children, ...buttonProps }) {
	return /* @__PURE__ */ jsxDEV(ActionIcon, {
		variant: active ? "filled" : "subtle",
		color: active ? void 0 : "gray",
		size: "md",
		"aria-label": label,
		title: label,
		"aria-pressed": active,
		onMouseDown: (event) => event.preventDefault(),
		...buttonProps,
		children
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 100,
		columnNumber: 5
	}, this);
}
/** "Add link": asks for the address of the selected text in a small popover form. */
function LinkButton({ selection, active, onLink }) {
	const text = useRichTextText();
	const [target, setTarget] = useState(null);
	const [url, setUrl] = useState("");
	const [error, setError] = useState();
	const close = () => {
		setTarget(null);
		setUrl("");
		setError(void 0);
	};
	const submit = () => {
		if (!target) return;
		if (!isLinkUrl(url)) {
			setError(text.linkUrlInvalid);
			return;
		}
		close();
		onLink(target, url);
	};
	return /* @__PURE__ */ jsxDEV(Popover, {
		opened: target !== null,
		onChange: (opened) => !opened && close(),
		trapFocus: true,
		children: [/* @__PURE__ */ jsxDEV(Popover.Target, { children: /* @__PURE__ */ jsxDEV(ToolbarButton, {
			label: text.addLink,
			active,
			disabled: selection.isCollapsed(),
			onClick: () => target ? close() : setTarget(selection),
			children: /* @__PURE__ */ jsxDEV(LinkIcon, {}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 154,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 148,
			columnNumber: 9
		}, this) }, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 147,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Popover.Dropdown, { children: /* @__PURE__ */ jsxDEV(Group, {
			gap: "xs",
			align: "flex-start",
			children: [/* @__PURE__ */ jsxDEV(TextInput, {
				size: "xs",
				"aria-label": text.linkUrl,
				placeholder: "https://",
				value: url,
				error,
				onChange: (event) => setUrl(event.currentTarget.value),
				onKeyDown: (event) => {
					if (event.key !== "Enter") return;
					event.preventDefault();
					submit();
				},
				"data-autofocus": true
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 160,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Button, {
				size: "xs",
				onClick: submit,
				children: text.applyLink
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 174,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 159,
			columnNumber: 9
		}, this) }, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 157,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 146,
		columnNumber: 5
	}, this);
}
// src/admin/inputs/rich-text-value.ts
/** The editor's state for a stored value; empty (or plain text, which never gets here) → empty editor. */
function editorStateFromValue(value, decorator) {
	const raw = parseRawContent(value);
	if (!raw) return EditorState.createEmpty(decorator);
	const content = convertFromRaw({
		entityMap: {},
		...raw
	});
	return EditorState.createWithContent(content, decorator);
}
/** The value to store for the editor's content: '' when it has no text, so `required` can tell. */
function valueFromContent(content) {
	return content.hasText() ? JSON.stringify(convertToRaw(content)) : "";
}
// src/admin/inputs/rich-text-editor.tsx
var _jsxFileName = "/work/main/client/src/admin/inputs/rich-text-editor.tsx";
/** Ctrl/Cmd+Shift+X strikes through, next to draft-js's own Ctrl+B, Ctrl+I, Ctrl+U. */
function keyBinding(event) {
	if (KeyBindingUtil.hasCommandModifier(event) && event.shiftKey && event.key.toLowerCase() === "x") return "strikethrough";
	return getDefaultKeyBinding(event);
}
function RichTextEditor({ name, label, value, onChange, error, required }) {
	const id = `${name}-${useId()}`;
	const editorId = `${id}-editor`;
	const editor = useRef(null);
	const [editorState, setEditorState] = useState(() => editorStateFromValue(value, linkDecorator));
	const [reported, setReported] = useState(value);
	const [shownValue, setShownValue] = useState(value);
	if (value !== shownValue) {
		setShownValue(value);
		if (value !== reported) {
			setReported(value);
			setEditorState(editorStateFromValue(value, linkDecorator));
		}
	}
	const change = (next) => {
		setEditorState(next);
		const nextValue = valueFromContent(next.getCurrentContent());
		if (nextValue === reported) return;
		setReported(nextValue);
		onChange(nextValue);
	};
	const handleKeyCommand = (command, state) => {
		const next = RichUtils.handleKeyCommand(state, command);
		if (!next) return "not-handled";
		change(next);
		return "handled";
	};
	const focus = () => editor.current?.focus();
	return /* @__PURE__ */ jsxDEV(Input.Wrapper, {
		id,
		label,
		error,
		required,
		labelProps: {
			htmlFor: void 0,
			onClick: focus
		},
		children: /* @__PURE__ */ jsxDEV(Paper, {
			withBorder: true,
			radius: "sm",
			mt: 4,
			style: error ? { borderColor: "var(--mantine-color-error)" } : void 0,
			"data-rich-text-editor": name,
			children: [/* @__PURE__ */ jsxDEV(Paper, {
				px: "xs",
				py: 4,
				radius: 0,
				style: { borderBottom: "1px solid var(--mantine-color-default-border)" },
				children: /* @__PURE__ */ jsxDEV(RichTextToolbar, {
					editorState,
					onChange: change,
					focusEditor: focus,
					editorId
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 77,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 76,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Paper, {
				id: editorId,
				px: "sm",
				py: "xs",
				mih: 120,
				style: { cursor: "text" },
				onClick: (event) => event.target === event.currentTarget && focus(),
				children: /* @__PURE__ */ jsxDEV(Editor, {
					ref: editor,
					editorKey: editorId,
					editorState,
					onChange: change,
					handleKeyCommand,
					keyBindingFn: keyBinding,
					ariaLabelledBy: `${id}-label`,
					ariaDescribedBy: error ? `${id}-error` : void 0,
					ariaMultiline: true,
					spellCheck: true
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 88,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 79,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 69,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 62,
		columnNumber: 5
	}, this);
}
export { RichTextEditor as default };
