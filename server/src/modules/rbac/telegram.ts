import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../core/request-context.js';
import { badInput, conflict, notFound, unauthenticated } from '../../core/errors.js';
import { rowsOf } from '../../core/crud/repository.js';
import { RbacIdentity } from './entities.js';
import { publicIdentity } from './identities.js';
import { identityAddKeys } from './identity-limits.js';
import { subjectActedOn } from './self.js';
import { subjectSigningInWith, tokensFor, type Tokens } from './sessions.js';
import { addIdentity, subjectOfIdentity } from './subjects.js';
import { dataObject } from './validation.js';

/** How far ahead of ours Telegram's clock may be when it dates its answer. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The fields of the Login Widget's answer (https://core.telegram.org/widgets/login), each with
 * its kind and longest value. Telegram signs every field it sends: a field it does not send is
 * absent (or null), never empty.
 */
const FIELDS = {
  id: { kind: 'integer', max: 20, required: true },
  first_name: { kind: 'text', max: 256 },
  last_name: { kind: 'text', max: 256 },
  username: { kind: 'text', max: 64 },
  photo_url: { kind: 'text', max: 2048 },
  auth_date: { kind: 'integer', max: 12, required: true },
  hash: { kind: 'hash', max: 64, required: true },
} as const;
type Field = keyof typeof FIELDS;

/**
 * C0 controls, DEL and C1 controls. The data-check-string is `key=value` lines: a line break in a
 * value (a name of `Eve\nid=<another id>`) would make one signed string read as other fields.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Refuses a field name or value holding a control character, with 400 naming the field. */
function refuseControlCharacters(text: string, field: string) {
  const found = CONTROL_CHARACTER.exec(text);
  if (found) {
    const code = `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    // A name that holds one is quoted, as JSON writes it: readable, on one line.
    const name = CONTROL_CHARACTER.test(field) ? JSON.stringify(field) : field;
    throw badInput(`${name}: must not contain control characters (${code})`, field);
  }
}

/**
 * The widget's fields as received (their text as Telegram signed it), refused with 400 naming
 * the field when malformed: before the signature is checked, so that no string is ever signed
 * off that could be read as other fields.
 */
function widgetFields(input: unknown): Partial<Record<Field, string>> {
  const data = dataObject(input);
  for (const key of Object.keys(data)) {
    refuseControlCharacters(key, key);
    if (!(key in FIELDS) && data[key] !== undefined) throw badInput(`${key}: not a field of the Telegram Login Widget`, key);
  }
  const fields: Partial<Record<Field, string>> = {};
  for (const [name, rule] of Object.entries(FIELDS) as [Field, (typeof FIELDS)[Field]][]) {
    const value = data[name];
    if (value === undefined || value === null) {
      if ('required' in rule) throw badInput(`${name} is required`, name);
      continue;
    }
    const text = typeof value === 'number' && rule.kind === 'integer' ? String(value) : value;
    if (typeof text !== 'string') throw badInput(`${name}: expected ${rule.kind === 'integer' ? 'a whole number' : 'a string'}`, name);
    if (text.length > rule.max) throw badInput(`${name}: must be at most ${rule.max} characters`, name);
    if (rule.kind === 'integer' && !/^[1-9]\d*$/.test(text)) throw badInput(`${name}: expected a positive whole number`, name);
    if (rule.kind === 'hash' && !/^[0-9a-f]{64}$/i.test(text)) throw badInput(`${name}: expected 64 hexadecimal characters`, name);
    refuseControlCharacters(text, name);
    fields[name] = text;
  }
  return fields;
}

/**
 * The Telegram user id the Login Widget's answer vouches for (as text: it outgrows 32 bits), checked as Telegram documents it:
 * the HMAC-SHA-256 of the data-check-string (every received field but `hash`, sorted, `key=value`
 * lines) keyed with the SHA-256 of the bot token must be `hash` (compared in constant time), and
 * `auth_date` recent and not ahead of us. Failures count against the address's limit.
 */
async function verifiedTelegramId(context: RequestContext, input: unknown): Promise<string> {
  const { botToken, authMaxAgeSeconds } = context.config.rbac.telegram;
  // Not a failed sign-in but a method this server does not offer (TELEGRAM_BOT_TOKEN unset).
  if (!botToken) throw notFound('Telegram sign-in is not configured on this server');
  const fields = widgetFields(input);
  const keys = [`telegram:ip:${context.ip}`];
  await context.limiter.check(keys);
  const fail = async (reason: string): Promise<never> => {
    await context.limiter.count(keys);
    throw unauthenticated(reason);
  };
  const checkString = (Object.keys(fields) as Field[])
    .filter((name) => name !== 'hash')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = Buffer.from(createHmac('sha256', secret).update(checkString).digest('hex'));
  const given = Buffer.from(fields.hash!.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail('hash: not signed by this site\'s Telegram bot');
  const age = Math.floor(Date.now() / 1000) - Number(fields.auth_date);
  if (age < -CLOCK_SKEW_SECONDS) return fail('auth_date: in the future');
  if (age > authMaxAgeSeconds) return fail('auth_date: too old, sign in with Telegram again');
  return fields.id!;
}

/**
 * Sign-in with the Telegram Login Widget: the first one makes the subject (or makes the
 * anonymous visitor the account) with a `telegram` identity, the next ones find it. An answer
 * replayed while it is recent only starts another session of the same subject.
 */
export async function telegramLogin(context: RequestContext, input: unknown): Promise<Tokens> {
  const account = await verifiedTelegramId(context, input);
  return tokensFor(context, await subjectSigningInWith(context, 'telegram', account));
}

/** Links a Telegram account to a subject (itself, or any for admins); one linked to another subject is a 409. */
export async function linkTelegram(context: RequestContext, subjectId: string, input: unknown) {
  await subjectActedOn(context, subjectId);
  const account = await verifiedTelegramId(context, input);
  const identityId = await context.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity:telegram:${account}`]);
    const known = await rowsOf(em, RbacIdentity).findOne({ provider: 'telegram', account });
    if (!known) {
      await context.limiter.take(identityAddKeys(context, subjectId));
      return addIdentity({ ...context, em }, subjectId, { provider: 'telegram', account });
    }
    if ((await subjectOfIdentity(em, known.id)) !== subjectId) throw conflict('id: this Telegram account is linked to another subject', 'id');
    return known.id;
  });
  return publicIdentity(await rowsOf(context.em, RbacIdentity).findOneOrFail({ id: identityId }));
}
