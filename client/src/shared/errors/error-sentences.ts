import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Language } from '../i18n/language';

/**
 * The server's messages are written for developers as much as for people: `field: what is
 * wrong` ('password: the current password is wrong'), in English. A visitor is shown sentences
 * in the page's language instead: the field's name goes (a form places the message next to its
 * input: see fieldErrorsOf), the messages people meet in the site's forms are translated, and
 * any other starts as a sentence does.
 */

type Wording = Record<Language, string | ((...parts: string[]) => string)>;

const UNITS: Record<string, [string, string, string]> = { second: ['секунду', 'секунды', 'секунд'], minute: ['минуту', 'минуты', 'минут'] };

/** A Russian count of seconds or minutes: 1 минуту, 2 минуты, 5 минут. */
function russianCount(count: string, unit: string): string {
  const forms = UNITS[unit];
  if (!forms) return `${count} ${unit}`;
  const n = Number(count) % 100;
  const last = n % 10;
  const form = n >= 11 && n <= 14 ? forms[2] : last === 1 ? forms[0] : last >= 2 && last <= 4 ? forms[1] : forms[2];
  return `${count} ${form}`;
}

// What is wrong, without its field: the tails of the messages the site's forms can meet.
const KNOWN: [RegExp, Wording][] = [
  [/^(?:is )?required$/, { en: 'This field is required.', ru: 'Это поле обязательно.' }],
  [/^must be a valid email address$/, { en: 'Enter a valid email address.', ru: 'Введите правильный адрес почты.' }],
  [/^must be at least (\d+) characters$/, { en: (n) => `Use at least ${n} characters.`, ru: (n) => `Нужно не меньше ${n} символов.` }],
  [/^(?:must be )?at most (\d+) characters$/, { en: (n) => `Use at most ${n} characters.`, ru: (n) => `Можно не больше ${n} символов.` }],
  [/^must be a number$/, { en: 'Enter a number.', ru: 'Введите число.' }],
  [/^the current password is wrong$/, { en: 'The current password is wrong.', ru: 'Текущий пароль неверен.' }],
  [/^does not match the password$/, { en: 'The passwords do not match.', ru: 'Пароли не совпадают.' }],
  [/^invalid or expired$/, { en: 'The code is wrong or has expired.', ru: 'Код неверен или устарел.' }],
  [/^Invalid login or password$/, { en: 'Wrong email or password.', ru: 'Неверная почта или пароль.' }],
  [/^an account with this email already exists$/, { en: 'An account with this email already exists.', ru: 'Аккаунт с этой почтой уже есть.' }],
  [
    /^this subject has an email identity already: change its address instead$/,
    { en: 'You sign in with an email already: change its address instead.', ru: 'Вы уже входите по почте: измените её адрес.' },
  ],
  [/^a subject cannot delete its last identity$/, { en: 'You cannot delete your only way to sign in.', ru: 'Нельзя удалить единственный способ входа.' }],
  [
    /^this Telegram account is linked to another subject$/,
    { en: 'This Telegram account is linked to another account.', ru: 'Этот аккаунт Telegram привязан к другой учётной записи.' },
  ],
  [
    /^(?:Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/,
    { en: 'The site cannot be reached: check the connection and try again.', ru: 'Сайт недоступен: проверьте подключение и попробуйте снова.' },
  ],
  [
    /^Too many [\w ]+: try again in (\d+) (second|minute)s?$/,
    { en: (n, unit) => `Too many attempts: try again in ${n} ${unit}${n === '1' ? '' : 's'}.`, ru: (n, unit) => `Слишком много попыток: попробуйте снова через ${russianCount(n, unit)}.` },
  ],
];

/** A field's name as the server writes it before a colon: `password`, `data.slug`, `answers[0].name`. */
const FIELD_PREFIX = /^[a-z][\w-]*(?:[.[][\w\]-]*)*: /;

/** The sentence to show for one of the server's messages (`field`: the input it names, when it names one). */
export function errorSentence(message: string, language: Language, field?: string): string {
  const tail = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message.replace(FIELD_PREFIX, '');
  for (const [pattern, wording] of KNOWN) {
    const match = pattern.exec(tail);
    if (!match) continue;
    const words = wording[language];
    return typeof words === 'function' ? words(...match.slice(1)) : words;
  }
  return tail.charAt(0).toUpperCase() + tail.slice(1);
}

/** The sentences of an error: one per GraphQL error of the answer, or the error's own message. */
export function errorSentences(error: unknown, language: Language): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((entry) => errorSentence(entry.message, language, typeof entry.extensions?.field === 'string' ? entry.extensions.field : undefined));
  }
  return [errorSentence(error instanceof Error ? error.message : String(error), language)];
}
