import { jsxDEV } from "react/jsx-dev-runtime";
// src/shared/ui/icons.tsx
var _jsxFileName = "/work/main/client/src/shared/ui/icons.tsx";
function Icon({ size = 20, children, ...svgProps }) {
	return /* @__PURE__ */ jsxDEV("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.8,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		...svgProps,
		children
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 9,
		columnNumber: 5
	}, this);
}
var ChevronLeftIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: /* @__PURE__ */ jsxDEV("path", { d: "M15 6l-6 6 6 6" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 29,
		columnNumber: 5
	}, void 0)
}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 28,
	columnNumber: 3
}, void 0);
var ChevronRightIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: /* @__PURE__ */ jsxDEV("path", { d: "M9 6l6 6-6 6" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 35,
		columnNumber: 5
	}, void 0)
}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 34,
	columnNumber: 3
}, void 0);
var ChevronsLeftIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: /* @__PURE__ */ jsxDEV("path", { d: "M11 6l-6 6 6 6M18 6l-6 6 6 6" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 41,
		columnNumber: 5
	}, void 0)
}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 40,
	columnNumber: 3
}, void 0);
var ChevronsRightIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: /* @__PURE__ */ jsxDEV("path", { d: "M6 6l6 6-6 6M13 6l6 6-6 6" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 47,
		columnNumber: 5
	}, void 0)
}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 46,
	columnNumber: 3
}, void 0);
var ArrowRightIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: /* @__PURE__ */ jsxDEV("path", { d: "M5 12h14M13 6l6 6-6 6" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 53,
		columnNumber: 5
	}, void 0)
}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 52,
	columnNumber: 3
}, void 0);
var LockIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("rect", {
		x: "5",
		y: "11",
		width: "14",
		height: "10",
		rx: "2"
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 59,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M8 11V7a4 4 0 0 1 8 0v4" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 60,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 58,
	columnNumber: 3
}, void 0);
var StoreIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: /* @__PURE__ */ jsxDEV("path", { d: "M4 10v10h16V10M3 10l2-6h14l2 6H3zM9 20v-6h6v6" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 73,
		columnNumber: 5
	}, void 0)
}, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 72,
	columnNumber: 3
}, void 0);
var FileIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("path", { d: "M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 79,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M14 3v5h5" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 80,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 78,
	columnNumber: 3
}, void 0);
var BookIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("path", { d: "M12 6.5C10 5 7 4.5 4 5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V5c-3-.5-6 0-8 1.5z" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 86,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M12 6.5V19.5" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 87,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 85,
	columnNumber: 3
}, void 0);
var SearchOffIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("circle", {
		cx: "11",
		cy: "11",
		r: "7"
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 93,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M20 20l-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 94,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 92,
	columnNumber: 3
}, void 0);
var UserIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("circle", {
		cx: "12",
		cy: "8",
		r: "4"
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 100,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M4 21c0-4 3.6-7 8-7s8 3 8 7" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 101,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 99,
	columnNumber: 3
}, void 0);
var BagIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("path", { d: "M5 8h14l-1 13H6L5 8z" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 107,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M9 8V6a3 3 0 0 1 6 0v2" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 108,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 106,
	columnNumber: 3
}, void 0);
var LogoutIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsxDEV("path", { d: "M15 4h4v16h-4" }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 114,
			columnNumber: 5
		}, void 0),
		/* @__PURE__ */ jsxDEV("path", { d: "M10 8l-4 4 4 4" }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 115,
			columnNumber: 5
		}, void 0),
		/* @__PURE__ */ jsxDEV("path", { d: "M6 12h10" }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 116,
			columnNumber: 5
		}, void 0)
	]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 113,
	columnNumber: 3
}, void 0);
var SettingsIcon = (props) => /* @__PURE__ */ jsxDEV(Icon, {
	...props,
	children: [/* @__PURE__ */ jsxDEV("circle", {
		cx: "12",
		cy: "12",
		r: "3"
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 122,
		columnNumber: 5
	}, void 0), /* @__PURE__ */ jsxDEV("path", { d: "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 123,
		columnNumber: 5
	}, void 0)]
}, void 0, true, {
	fileName: _jsxFileName,
	lineNumber: 121,
	columnNumber: 3
}, void 0);
export { ChevronRightIcon as a, FileIcon as c, SearchOffIcon as d, SettingsIcon as f, ChevronLeftIcon as i, LockIcon as l, UserIcon as m, BagIcon as n, ChevronsLeftIcon as o, StoreIcon as p, BookIcon as r, ChevronsRightIcon as s, ArrowRightIcon as t, LogoutIcon as u };
