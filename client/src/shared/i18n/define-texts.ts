import { DEFAULT_LANGUAGE, type Language } from './language';
import { useLanguage } from './use-language';

// English is the default language (DEFAULT_LANGUAGE), whose texts set the shape.
type OtherLanguage = Exclude<Language, 'en'>;

/**
 * A screen's own words as a hook answering those of the current page's language. The
 * default language's texts set the shape: every other language must give every key.
 */
export function defineTexts<Texts>(defaults: Texts, translations: Record<OtherLanguage, NoInfer<Texts>>) {
  const texts = { [DEFAULT_LANGUAGE]: defaults, ...translations } as Record<Language, Texts>;
  function useTexts(): Texts {
    return texts[useLanguage()];
  }
  /** The texts of a given language, outside components (and in tests). */
  useTexts.in = (language: Language): Texts => texts[language];
  return useTexts;
}
