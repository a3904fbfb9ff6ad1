import { useCallback } from 'react';
import { localizedPath } from './language';
import { useLanguage } from './use-language';

/** Turns an app path into a link in the current page's language. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
