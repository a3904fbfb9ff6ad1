import { o as languageOfPath, s as localizedPath, t as useLanguage } from "./use-language-CESTGxR7.js";
import { r as parseRichText, t as isEmptyRichText } from "./draft-content-C5aZLseX.js";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { Typography } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/shared/links/safe-url.ts
/** Where a relative url is resolved against: any http origin, it only decides the scheme. */
var BASE = "http://relative.invalid/";
/** What a link of the site may open: pages (here or elsewhere), a mail, a phone call. */
var LINK_PROTOCOLS = [
	"http:",
	"https:",
	"mailto:",
	"tel:"
];
/**
* Whether a url may go into an href: parsed as the browser will parse it (leading spaces and
* control characters dropped, tabs and newlines removed, any case), so that `' javascript:'`,
* `'\tjavascript:'` or `'JaVaScRiPt:'` are caught. Relative paths pass; javascript:, data:,
* vbscript: and every other scheme fail. The server applies the same rule on write; this
* keeps a value stored before it (or by other means) from becoming a live link.
*/
function isSafeUrl(url, protocols = LINK_PROTOCOLS) {
	try {
		return protocols.includes(new URL(url, BASE).protocol);
	} catch {
		return false;
	}
}
// src/shared/links/resolve-link.ts
/** A scheme (`https:`, `mailto:`, `tel:`) before any path, or a protocol-relative `//host`. */
var ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;
/**
* The spec's link rules for buttons, logotypes and slides:
* - an absolute url is left as it is and opens in a new tab;
* - a relative path is prefixed with the current language, unless it already carries a
*   language prefix (a bare language root like `/ru` included);
* - an empty url is the site root, in the current language (so that a visitor reading in
*   Russian is not sent back to English).
* Same-page links (`#anchor`, `?query`) are left as they are. A url with any other scheme
* than http(s), mailto: or tel: (`javascript:`, however disguised) is treated as empty.
*/
function resolveLink(url, language) {
	const trimmed = url?.trim() ?? "";
	if (!trimmed || !isSafeUrl(trimmed)) return {
		href: localizedPath("/", language),
		external: false
	};
	if (ABSOLUTE.test(trimmed)) return {
		href: trimmed,
		external: true
	};
	if (trimmed.startsWith("#") || trimmed.startsWith("?")) return {
		href: trimmed,
		external: false
	};
	const path = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
	if (languageOfPath(path) !== "en") return {
		href: path,
		external: false
	};
	const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(path) ?? [
		path,
		path,
		""
	];
	return {
		href: localizedPath(pathname || "/", language) + rest,
		external: false
	};
}
// src/shared/links/SiteLink.tsx
var _jsxFileName$1 = "/work/main/client/src/shared/links/SiteLink.tsx";
/**
* A link to a url from content, following the site's link rules: other sites open in a new
* tab, paths of this site go through the router in the current language. Usable as a
* Mantine `component` (`<Button component={SiteLink} url={...}>`).
*/
function SiteLink({ url, ref, ...anchorProps }) {
	const { href, external } = resolveLink(url, useLanguage());
	if (external) return /* @__PURE__ */ jsxDEV("a", {
		ref,
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		...anchorProps
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 21,
		columnNumber: 12
	}, this);
	return /* @__PURE__ */ jsxDEV(Link, {
		ref,
		to: href,
		...anchorProps
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 23,
		columnNumber: 10
	}, this);
}
// src/shared/rich-text/RichText.tsx
var _jsxFileName = "/work/main/client/src/shared/rich-text/RichText.tsx";
var HEADINGS = {
	"header-one": "h1",
	"header-two": "h2",
	"header-three": "h3",
	"header-four": "h4",
	"header-five": "h5",
	"header-six": "h6"
};
var STYLE_TAGS = {
	BOLD: "strong",
	ITALIC: "em",
	STRIKETHROUGH: "s",
	UNDERLINE: "u",
	CODE: "code"
};
/** Read-only rich text: draft-js raw content rendered as HTML, anything else as paragraphs. */
function RichText({ value, ...typographyProps }) {
	const parsed = useMemo(() => parseRichText(value ?? ""), [value]);
	if (isEmptyRichText(parsed)) return null;
	return /* @__PURE__ */ jsxDEV(Typography, {
		...typographyProps,
		children: parsed.kind === "plain" ? parsed.text.split(/\n{2,}/).map((paragraph, index) => /* @__PURE__ */ jsxDEV("p", { children: paragraph }, index, false, {
			fileName: _jsxFileName,
			lineNumber: 37,
			columnNumber: 40
		}, this)) : groupLists(parsed.blocks).map((group, index) => /* @__PURE__ */ jsxDEV(BlockGroup, { group }, index, false, {
			fileName: _jsxFileName,
			lineNumber: 38,
			columnNumber: 59
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 33,
		columnNumber: 5
	}, this);
}
/** Consecutive list items become one list. */
function groupLists(blocks) {
	const groups = [];
	for (const block of blocks) {
		const list = block.type === "unordered-list-item" ? "ul" : block.type === "ordered-list-item" ? "ol" : void 0;
		const last = groups.at(-1);
		if (list && last && "list" in last && last.list === list) last.items.push(block);
		else if (list) groups.push({
			list,
			items: [block]
		});
		else groups.push({ block });
	}
	return groups;
}
function BlockGroup({ group }) {
	if ("list" in group) {
		const List = group.list;
		return /* @__PURE__ */ jsxDEV(List, { children: group.items.map((item, index) => /* @__PURE__ */ jsxDEV("li", { children: /* @__PURE__ */ jsxDEV(Runs, { runs: item.runs }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 65,
			columnNumber: 13
		}, this) }, index, false, {
			fileName: _jsxFileName,
			lineNumber: 64,
			columnNumber: 11
		}, this)) }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 62,
			columnNumber: 7
		}, this);
	}
	const { block } = group;
	const content = /* @__PURE__ */ jsxDEV(Runs, { runs: block.runs }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 72,
		columnNumber: 19
	}, this);
	const Heading = HEADINGS[block.type];
	if (Heading) return /* @__PURE__ */ jsxDEV(Heading, { children: content }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 74,
		columnNumber: 23
	}, this);
	if (block.type === "blockquote") return /* @__PURE__ */ jsxDEV("blockquote", { children: content }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 75,
		columnNumber: 43
	}, this);
	if (block.type === "code-block") return /* @__PURE__ */ jsxDEV("pre", { children: content }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 76,
		columnNumber: 43
	}, this);
	return /* @__PURE__ */ jsxDEV("p", { children: content }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 77,
		columnNumber: 10
	}, this);
}
function Runs({ runs }) {
	return runs.map((run, index) => {
		let node = run.text;
		for (const style of run.styles) {
			const Tag = STYLE_TAGS[style];
			if (Tag) node = /* @__PURE__ */ jsxDEV(Tag, { children: node }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 85,
				columnNumber: 23
			}, this);
		}
		return run.link ? /* @__PURE__ */ jsxDEV(SiteLink, {
			url: run.link,
			children: node
		}, index, false, {
			fileName: _jsxFileName,
			lineNumber: 88,
			columnNumber: 7
		}, this) : /* @__PURE__ */ jsxDEV("span", { children: node }, index, false, {
			fileName: _jsxFileName,
			lineNumber: 92,
			columnNumber: 7
		}, this);
	});
}
export { SiteLink as n, resolveLink as r, RichText as t };
