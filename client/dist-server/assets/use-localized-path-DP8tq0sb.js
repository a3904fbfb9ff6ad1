import { s as localizedPath, t as useLanguage } from "./use-language-CESTGxR7.js";
import { useCallback } from "react";
// src/modules/rbac/authentication/use-localized-path.ts
/** Turns an app path into a link in the current page's language. */
function useLocalizedPath() {
	const language = useLanguage();
	return useCallback((path) => localizedPath(path, language), [language]);
}
export { useLocalizedPath as t };
