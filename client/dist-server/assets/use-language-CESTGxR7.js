import { useLocation } from "react-router-dom";
// src/shared/i18n/language.ts
var LANGUAGES = ["en", "ru"];
var PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== "en");
/** The locale numbers and dates are written in, per language. */
var LANGUAGE_LOCALES = {
	en: "en-US",
	ru: "ru-RU"
};
/** Names of the languages in themselves, for the language switch. */
var LANGUAGE_NAMES = {
	en: "English",
	ru: "Русский"
};
function isLanguage(value) {
	return LANGUAGES.includes(value);
}
/** The language a pathname is in: its first segment when that is a prefixed language. */
function languageOfPath(pathname) {
	const firstSegment = pathname.split("/")[1] ?? "";
	return isLanguage(firstSegment) && firstSegment !== "en" ? firstSegment : "en";
}
/** An unprefixed app path (`/blog/articles/x`) as a link in the given language. */
function localizedPath(path, language) {
	if (language === "en") return path;
	return path === "/" ? `/${language}` : `/${language}${path}`;
}
/** A pathname without its language prefix: `/ru/shop` → `/shop`, `/ru` → `/`. */
function unprefixedPath(pathname) {
	const language = languageOfPath(pathname);
	if (language === "en") return pathname || "/";
	const rest = pathname.slice(language.length + 1);
	return rest.startsWith("/") ? rest : `/${rest}`;
}
/** The same page in another language: what the language switch links to. */
function pathInLanguage(pathname, language) {
	return localizedPath(unprefixedPath(pathname), language);
}
// src/shared/i18n/use-language.ts
/** The language of the current page, from its URL prefix. */
function useLanguage() {
	return languageOfPath(useLocation().pathname);
}
export { PREFIXED_LANGUAGES as a, pathInLanguage as c, LANGUAGE_NAMES as i, unprefixedPath as l, LANGUAGES as n, languageOfPath as o, LANGUAGE_LOCALES as r, localizedPath as s, useLanguage as t };
