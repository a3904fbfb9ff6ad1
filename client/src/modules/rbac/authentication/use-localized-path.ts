import { useCallback } from 'react';
import { localizedPath } from '../../../app/language';
import { useLanguage } from '../../../app/use-language';

/** Turns an app path into a link in the current page's language. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
