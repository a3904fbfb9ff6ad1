import { r as LANGUAGE_LOCALES } from "./use-language-CESTGxR7.js";
// src/modules/blog/articles/format-date.ts
/**
* A publication date as the language writes it: 'March 4, 2026', '4 марта 2026 г.'. Takes
* the API's DateTimeISO value, which codegen types as unknown.
*/
function formatDate(iso, language) {
	if (typeof iso !== "string") return "";
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: "long" }).format(date);
}
export { formatDate as t };
