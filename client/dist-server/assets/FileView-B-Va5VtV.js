import { c as FileIcon } from "./icons-DHscqIoA.js";
import { n as fileName, r as fileUrl, t as fileKind } from "./file-url-BH6vl3Ue.js";
import { Anchor, Group, Image, Stack, Text, Title } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/shared/ui/SectionHeading.tsx
var _jsxFileName$1 = "/work/main/client/src/shared/ui/SectionHeading.tsx";
/** A section's title and subtitle, with room for controls on the right. */
function SectionHeading({ title, subtitle, aside, order = 2 }) {
	if (!title && !subtitle && !aside) return null;
	return /* @__PURE__ */ jsxDEV(Group, {
		justify: "space-between",
		align: "flex-end",
		mb: {
			base: "lg",
			md: "xl"
		},
		gap: "md",
		children: [/* @__PURE__ */ jsxDEV(Stack, {
			gap: 6,
			maw: 720,
			children: [title && /* @__PURE__ */ jsxDEV(Title, {
				order,
				fz: order === 1 ? {
					base: 32,
					md: 44
				} : {
					base: 26,
					md: 34
				},
				lh: 1.15,
				style: { letterSpacing: "-0.02em" },
				children: title
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 19,
				columnNumber: 11
			}, this), subtitle && /* @__PURE__ */ jsxDEV(Text, {
				c: "dimmed",
				fz: {
					base: "md",
					md: "lg"
				},
				children: subtitle
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 24,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 17,
			columnNumber: 7
		}, this), aside]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/shared/files/FileView.tsx
var _jsxFileName = "/work/main/client/src/shared/files/FileView.tsx";
/** A stored file shown by its mime type: image, video, audio, or a download link. */
function FileView({ file, radius = "md" }) {
	const src = fileUrl(file.file);
	switch (fileKind(file.mimeType, file.file)) {
		case "image": return /* @__PURE__ */ jsxDEV(Image, {
			src,
			alt: file.alt ?? "",
			radius,
			loading: "lazy",
			w: "100%",
			h: "auto",
			width: file.width ?? void 0,
			height: file.height ?? void 0
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 17,
			columnNumber: 14
		}, this);
		case "video": return /* @__PURE__ */ jsxDEV("video", {
			src,
			controls: true,
			preload: "metadata",
			style: {
				width: "100%",
				borderRadius: 12
			},
			"aria-label": file.alt ?? void 0
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 19,
			columnNumber: 14
		}, this);
		case "audio": return /* @__PURE__ */ jsxDEV("audio", {
			src,
			controls: true,
			preload: "none",
			style: { width: "100%" },
			"aria-label": file.alt ?? void 0
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 21,
			columnNumber: 14
		}, this);
		default: return /* @__PURE__ */ jsxDEV(Anchor, {
			href: src,
			download: true,
			target: "_blank",
			rel: "noopener noreferrer",
			children: /* @__PURE__ */ jsxDEV(Group, {
				gap: "xs",
				wrap: "nowrap",
				children: [/* @__PURE__ */ jsxDEV(FileIcon, {}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 26,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV(Text, {
					span: true,
					children: file.alt || fileName(file.file)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 27,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 25,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 24,
			columnNumber: 9
		}, this);
	}
}
/** The first image among files, to illustrate a card; undefined when there is none. */
function firstImage(files) {
	return files.find((file) => fileKind(file.mimeType, file.file) === "image");
}
export { firstImage as n, SectionHeading as r, FileView as t };
