import { useLocation } from 'react-router-dom';
import { type Language, languageOfPath } from './language';

/** The language of the current page, from its URL prefix. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}
