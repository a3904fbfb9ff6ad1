/**
 * Intl formatters, made once per locale and options and kept: making one costs far more than
 * formatting with it (locale data is resolved then), and a product grid formats every price of
 * every card as the page hydrates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function kept<T>(formats: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once (it throws as that does, e.g. for an unknown currency). */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.PluralRules(locale)`, made once. */
export const pluralRulesOf = (locale: string) => kept(pluralRules, locale, {}, () => new Intl.PluralRules(locale));

/**
 * Makes the number and date formats a locale's pages use. The first of each a page makes loads
 * the locale's data (tens of milliseconds on a phone): done ahead, in a task of its own, rather
 * than inside the render of the first widget that writes a price or a date.
 */
export function warmFormatters(locale: string) {
  numberFormat(locale, {});
  dateTimeFormat(locale, {});
}
