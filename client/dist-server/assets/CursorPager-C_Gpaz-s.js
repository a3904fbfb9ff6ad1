import { a as defineTexts } from "../entry-server.js";
import { a as ChevronRightIcon, i as ChevronLeftIcon, o as ChevronsLeftIcon, s as ChevronsRightIcon } from "./icons-DHscqIoA.js";
import { ActionIcon, Group, Text } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/shared/graphql/cursor-pages.ts
var FIRST_PAGE = {
	place: { from: "start" },
	anchor: "start",
	index: 1
};
var LAST_PAGE = {
	place: { from: "end" },
	anchor: "end",
	index: 1
};
/**
* From this many rows an unfiltered count is the server's estimate (ESTIMATE_FROM in the
* server's row-count.ts, which names it in the X-Estimated-Count header).
*/
var ESTIMATED_FROM = 1e4;
/** Read backwards (nearest the cursor or the end first): the extra row is before the page. */
var backwards = (place) => "before" in place || "from" in place && place.from === "end";
/** The list arguments of a page of `size` rows. */
function pageArguments({ place }, size) {
	const limit = size + 1;
	if ("after" in place) return {
		limit,
		after: place.after
	};
	if ("before" in place) return {
		limit,
		before: place.before
	};
	return place.from === "end" ? {
		limit,
		fromEnd: true
	} : { limit };
}
/** What a page's answer shows (`rows` in list order, a row more than `size` when there is one) and where it may go. */
function pageView({ place }, size, rows) {
	const more = rows.length > size;
	if (backwards(place)) return {
		rows: more ? rows.slice(rows.length - size) : rows,
		hasPrevious: more,
		hasNext: "before" in place
	};
	return {
		rows: rows.slice(0, size),
		hasPrevious: "after" in place,
		hasNext: more
	};
}
/** The page after (`next`) or before a page whose shown rows have these cursors at either end. */
function pageBeside(page, direction, edge) {
	const place = direction === "next" ? { after: edge.last } : { before: edge.first };
	const towardsAnchor = direction === "previous" === (page.anchor === "start");
	return {
		place,
		anchor: page.anchor,
		index: Math.max(1, page.index + (towardsAnchor ? -1 : 1))
	};
}
/**
* The page's number among `total` rows' pages, as shown: counted from the start, or (a page
* reached from the end) from the end; approximate when counted from the end of an estimated total.
*/
function pageNumber(page, size, total, estimated) {
	const counted = Math.max(1, Math.ceil(total / size));
	const number = page.anchor === "start" ? page.index : Math.max(1, counted - page.index + 1);
	return {
		number,
		pages: Math.max(counted, number),
		approximate: estimated && page.anchor === "end",
		estimated
	};
}
// src/shared/ui/CursorPager.tsx
var _jsxFileName = "/work/main/client/src/shared/ui/CursorPager.tsx";
var useTexts = defineTexts({
	first: "First page",
	previous: "Previous page",
	next: "Next page",
	last: "Last page",
	page: "Page",
	of: "of"
}, { ru: {
	first: "Первая страница",
	previous: "Предыдущая страница",
	next: "Следующая страница",
	last: "Последняя страница",
	page: "Страница",
	of: "из"
} });
/** `≈` before a number that is an estimate. */
var about = (value, approximate) => `${approximate ? "≈" : ""}${value.toLocaleString("en")}`;
/**
* First, previous, next and last page of a list read by cursor (see cursor-pages.ts), with the
* page's number: each costs the same at any depth, so there are no numbered pages to jump to.
*/
function CursorPager({ page, size, rows, total, estimated, onPage, compact = false }) {
	const text = useTexts();
	const view = pageView(page, size, rows);
	if (!view.hasPrevious && !view.hasNext) return null;
	const first = view.rows[0]?.cursor;
	const last = view.rows[view.rows.length - 1]?.cursor;
	const beside = (direction) => first && last && onPage(pageBeside(page, direction, {
		first,
		last
	}));
	const { number, pages, approximate } = pageNumber(page, size, total, estimated);
	const control = compact ? "md" : "lg";
	return /* @__PURE__ */ jsxDEV(Group, {
		justify: "center",
		gap: "xs",
		"data-cursor-pager": true,
		children: [
			/* @__PURE__ */ jsxDEV(ActionIcon, {
				variant: "default",
				size: control,
				"aria-label": text.first,
				disabled: !view.hasPrevious,
				onClick: () => onPage(FIRST_PAGE),
				children: /* @__PURE__ */ jsxDEV(ChevronsLeftIcon, { size: 16 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 42,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 41,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ActionIcon, {
				variant: "default",
				size: control,
				"aria-label": text.previous,
				disabled: !view.hasPrevious,
				onClick: () => beside("previous"),
				children: /* @__PURE__ */ jsxDEV(ChevronLeftIcon, { size: 16 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 45,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 44,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				px: "xs",
				"data-page-number": number,
				"aria-live": "polite",
				children: [
					text.page,
					" ",
					about(number, approximate),
					" ",
					text.of,
					" ",
					about(pages, estimated)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 47,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ActionIcon, {
				variant: "default",
				size: control,
				"aria-label": text.next,
				disabled: !view.hasNext,
				onClick: () => beside("next"),
				children: /* @__PURE__ */ jsxDEV(ChevronRightIcon, { size: 16 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 51,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 50,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ActionIcon, {
				variant: "default",
				size: control,
				"aria-label": text.last,
				disabled: !view.hasNext,
				onClick: () => onPage(LAST_PAGE),
				children: /* @__PURE__ */ jsxDEV(ChevronsRightIcon, { size: 16 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 54,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 53,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 40,
		columnNumber: 5
	}, this);
}
export { pageView as a, pageArguments as i, ESTIMATED_FROM as n, FIRST_PAGE as r, CursorPager as t };
