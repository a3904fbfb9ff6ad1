/**
 * Numbers, dates and plural forms as a locale writes them, through Intl.
 *
 * Formatters are made once per locale and options and kept: making one costs far more than
 * formatting with it. The first one a page makes costs most: it loads the locale's data, 40–50 ms
 * of one task on a desktop, four times that on a phone, which no yielding can split. So a page the
 * server rendered carries what its render wrote (`writtenFormats`, recorded per render by the
 * server, see entry-server.tsx) and the browser takes the page over with those texts
 * (`takeWrittenFormats`): hydrating a page of prices makes no formatter at all. A value the
 * server did not write (a cart changed afterwards) is formatted here as before.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** The `<script type="application/json">` a server-rendered page carries what its render wrote in. */
export const WRITTEN_FORMATS_ID = 'written-formats';

/** What a render wrote: for each formatter (kind, locale, options), each value's text. */
export type WrittenFormats = Record<string, Record<string, string>>;

/** Texts the server's render of this page wrote, taken as they are. */
const taken = new Map<string, Map<string, string>>();

/** Where the running render records what it writes (the server's, per request); none in the browser. */
let recording: () => WrittenFormats | undefined = () => undefined;

/** The server's render tells where each render records (its own request's record). */
export function recordWrittenFormats(current: () => WrittenFormats | undefined) {
  recording = current;
}

/** The browser starts with what the server's render wrote. */
export function takeWrittenFormats(written: WrittenFormats) {
  for (const [formatter, texts] of Object.entries(written)) taken.set(formatter, new Map(Object.entries(texts)));
}

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `value` written by a formatter (`kind locale options`), from what the server wrote when it has it. */
function written(formatter: string, value: string, write: () => string): string {
  const text = taken.get(formatter)?.get(value) ?? write();
  const record = recording();
  if (record) (record[formatter] ??= {})[value] = text;
  return text;
}

const formatterKey = (kind: string, locale: string, options: object) => `${kind} ${locale} ${JSON.stringify(options)}`;

/** `new Intl.NumberFormat(locale, options).format(value)` (it throws as that does, e.g. for a malformed currency). */
export function formatNumber(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  const key = formatterKey('number', locale, options);
  return written(key, String(value), () => kept(numberFormats, key, () => new Intl.NumberFormat(locale, options)).format(value));
}

/** `new Intl.DateTimeFormat(locale, options).format(date)`. */
export function formatDateTime(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const key = formatterKey('date', locale, options);
  return written(key, String(date.getTime()), () => kept(dateTimeFormats, key, () => new Intl.DateTimeFormat(locale, options)).format(date));
}

/** `new Intl.PluralRules(locale).select(count)`. */
export function pluralRule(locale: string, count: number): Intl.LDMLPluralRule {
  const key = formatterKey('plural', locale, {});
  return written(key, String(count), () => kept(pluralRules, key, () => new Intl.PluralRules(locale)).select(count)) as Intl.LDMLPluralRule;
}
