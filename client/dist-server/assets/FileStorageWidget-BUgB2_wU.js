import { n as VariantView, t as WidgetSection } from "./WidgetSection-mCoCx6AI.js";
import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { r as SectionHeading, t as FileView } from "./FileView-B-Va5VtV.js";
import { t as textIn } from "./localized-text-CqhAfjN6.js";
import { SimpleGrid } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/modules/file-storage/FilesDefault.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/file-storage/FilesDefault.tsx";
/** The widget's files, each shown by its mime type (images, videos, audio, downloads). */
function FilesDefault({ widget }) {
	const language = useLanguage();
	if (widget.files.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		"data-files": true,
		children: [/* @__PURE__ */ jsxDEV(SectionHeading, {
			title: textIn(widget.title, language),
			subtitle: textIn(widget.subtitle, language)
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 15,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SimpleGrid, {
			cols: {
				base: 1,
				sm: 2,
				md: Math.min(widget.files.length, 3)
			},
			spacing: "lg",
			children: widget.files.map((file) => /* @__PURE__ */ jsxDEV(FileView, {
				file,
				radius: "lg"
			}, file.id, false, {
				fileName: _jsxFileName$1,
				lineNumber: 18,
				columnNumber: 11
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 16,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
// src/modules/file-storage/widget-variants.ts
/** The file-storage widget variants: only the default one. */
var fileStorageWidgetVariants = { default: FilesDefault };
// src/modules/file-storage/FileStorageWidget.tsx
var _jsxFileName = "/work/main/client/src/modules/file-storage/FileStorageWidget.tsx";
/** A file-storage widget in its variant (the module's chunk entry, loaded lazily). */
function FileStorageWidget({ widget }) {
	return /* @__PURE__ */ jsxDEV(VariantView, {
		registry: fileStorageWidgetVariants,
		variant: widget.variant,
		props: { widget }
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 10
	}, this);
}
export { FileStorageWidget as default };
