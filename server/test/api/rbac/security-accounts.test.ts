import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Work } from '../../../src/modules/rbac/password.js';
import { startFakeSmtp } from '../../fakes/fake-smtp.js';
import { siweBody } from '../../helpers/siwe-message.js';
import { redisReachable, redisUrl } from '../../helpers/redis.js';
import { signedTelegramLogin, TEST_TELEGRAM_BOT_NAME, TEST_TELEGRAM_BOT_TOKEN, type TelegramWidgetData } from '../../helpers/telegram-login.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Accounts, as a hostile client attacks them (security round 3): an email identity added or
 * changed to somebody else's address, identities added without limit, and a Telegram widget
 * answer whose fields hold control characters. Each attack is made over REST and GraphQL, is
 * refused, and the rows are read back to see that nothing changed; the owner's own use still
 * works. The limits are counted in Redis, as deployed, when it answers.
 */
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
const ADMIN = { login: 'guard@example.com', password: 'guard-password-1' };

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.login,
    ADMIN_PASSWORD: ADMIN.password,
    TELEGRAM_BOT_TOKEN: TEST_TELEGRAM_BOT_TOKEN,
    TELEGRAM_BOT_NAME: TEST_TELEGRAM_BOT_NAME,
    ...(redisReachable ? { REDIS_URL: redisUrl } : {}),
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const A = '/api/rbac/subjects/authentication';
const APIS = ['REST', 'GraphQL'] as const;
type Api = (typeof APIS)[number];

let addresses = 0;
/** An address nobody else in this file uses: each test's limits are its own. */
const freshIp = () => `10.33.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let telegramUsers = 0;
const freshTelegramId = () => 800_000_000_000 + Date.now() * 10 + ++telegramUsers;
const freshEmail = (who: string) => `${who}-${randomUUID()}@example.com`;

const sql = <T = any>(query: string, params: unknown[] = []) => server.orm.em.getConnection().execute<T[]>(query, params);
const countOf = async (from: string, params: unknown[] = []) => (await sql<{ n: number }>(`select count(*)::int as n from ${from}`, params))[0].n;

const headers = (token?: string, ip = freshIp()) => ({ 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** An answer of either API: its status (GraphQL's from its error code; any success is 200), data, and the field an error names. */
interface Answer {
  status: number;
  data?: any;
  field?: string;
  message?: string;
}
const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429 };

async function rest(method: string, path: string, json: unknown, token?: string, ip?: string): Promise<Answer> {
  const response = await server.rest(method, path, { json, headers: headers(token, ip) });
  const error = response.body?.error;
  return { status: response.status < 300 ? 200 : response.status, data: response.body?.data, field: error?.details?.field, message: error?.message };
}

async function gql(query: string, variables: Record<string, unknown>, token?: string, ip?: string): Promise<Answer> {
  const response = await server.graphql<Record<string, unknown>>(query, variables, headers(token, ip));
  const error = response.errors?.[0];
  if (error) return { status: STATUS[String(error.extensions?.code)] ?? 500, field: error.extensions?.field as string | undefined, message: error.message };
  return { status: 200, data: Object.values(response.data ?? {})[0] };
}

const IDENTITY = 'id provider email pendingEmail pendingEmailExpiresAt account';

interface Subject {
  jwt: string;
  id: string;
}
interface Registered extends Subject {
  login: string;
  password: string;
  identityId: string;
}

const subjectOf = async (jwt: string): Promise<Subject> => ({ jwt, id: (await server.rest('GET', `${A}/me`, { headers: headers(jwt) })).body.data.id });

const api = {
  register: (on: Api, login: string, password: string, ip?: string) =>
    on === 'REST'
      ? rest('POST', `${A}/email-and-password/registration`, { login, password }, undefined, ip)
      : gql(`mutation($d: RbacLoginInput!) { rbacAuthenticationRegistration(data: $d) { jwt refresh } }`, { d: { login, password } }, undefined, ip),
  signIn: (on: Api, login: string, password: string, ip?: string) =>
    on === 'REST'
      ? rest('POST', `${A}/email-and-password/authentication`, { login, password }, undefined, ip)
      : gql(`mutation($d: RbacLoginInput!) { rbacAuthenticationLogin(data: $d) { jwt refresh } }`, { d: { login, password } }, undefined, ip),
  init: (on: Api, ip?: string) => (on === 'REST' ? rest('GET', `${A}/init`, undefined, undefined, ip) : gql(`mutation { rbacAuthenticationInit { jwt refresh } }`, {}, undefined, ip)),
  addEmail: (on: Api, who: Subject, data: { email: string; password: string }, ip?: string) =>
    on === 'REST'
      ? rest('POST', `/api/rbac/subjects/${who.id}/identities`, data, who.jwt, ip)
      : gql(`mutation($s: ID!, $d: RbacLoginInput!) { rbacSubjectIdentityCreate(subjectId: $s, data: $d) { ${IDENTITY} } }`, { s: who.id, d: { login: data.email, password: data.password } }, who.jwt, ip),
  changeEmail: (on: Api, who: Subject, identityId: string, data: { email: string; password: string }, ip?: string) =>
    on === 'REST'
      ? rest('PATCH', `/api/rbac/subjects/${who.id}/identities/${identityId}`, data, who.jwt, ip)
      : gql(
          `mutation($s: ID!, $i: ID!, $d: RbacIdentityChangeInput!) { rbacSubjectIdentityUpdate(subjectId: $s, identityId: $i, data: $d) { ${IDENTITY} } }`,
          { s: who.id, i: identityId, d: data },
          who.jwt,
          ip,
        ),
  confirm: (on: Api, who: Subject, identityId: string, code: string, ip?: string) =>
    on === 'REST'
      ? rest('POST', `/api/rbac/subjects/${who.id}/identities/${identityId}/confirm-email`, { code }, who.jwt, ip)
      : gql(`mutation($s: ID!, $i: ID!, $c: String!) { rbacSubjectIdentityConfirmEmail(subjectId: $s, identityId: $i, code: $c) { ${IDENTITY} } }`, { s: who.id, i: identityId, c: code }, who.jwt, ip),
  identities: (on: Api, who: Subject) =>
    on === 'REST' ? rest('GET', `/api/rbac/subjects/${who.id}/identities`, undefined, who.jwt) : gql(`query($s: ID!) { rbacSubjectIdentities(subjectId: $s) { ${IDENTITY} } }`, { s: who.id }, who.jwt),
  forgot: (on: Api, email: string) =>
    on === 'REST' ? rest('POST', `${A}/email-and-password/forgot-password`, { email }) : gql(`mutation($e: String!) { rbacAuthenticationForgotPassword(email: $e) }`, { e: email }),
  telegramSignIn: (on: Api, answer: TelegramWidgetData, token?: string, ip?: string) =>
    on === 'REST'
      ? rest('POST', `${A}/telegram`, answer, token, ip)
      : gql(`mutation($d: RbacTelegramInput!) { rbacAuthenticationTelegram(data: $d) { jwt refresh } }`, { d: asGraphqlAnswer(answer) }, token, ip),
  linkTelegram: (on: Api, who: Subject, answer: TelegramWidgetData, ip?: string) =>
    on === 'REST'
      ? rest('POST', `/api/rbac/subjects/${who.id}/identities/telegram`, answer, who.jwt, ip)
      : gql(`mutation($s: ID!, $d: RbacTelegramInput!) { rbacSubjectIdentityCreateTelegram(subjectId: $s, data: $d) { ${IDENTITY} } }`, { s: who.id, d: asGraphqlAnswer(answer) }, who.jwt, ip),
};

/** GraphQL's ID fields take text: the widget's numbers as strings. */
const asGraphqlAnswer = (answer: TelegramWidgetData) => Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, String(value)]));

async function register(on: Api = 'REST'): Promise<Registered> {
  const login = freshEmail('owner');
  const password = 'owners-password-1';
  const answer = await api.register(on, login, password);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  const subject = await subjectOf(answer.data.jwt);
  const [{ id: identityId }] = await sql(`select id from rbac_identities where email = ?`, [login]);
  return { ...subject, login, password, identityId };
}

/** A subject that signs in with Telegram only: it has no email identity yet. */
async function telegramUser(): Promise<Subject> {
  const answer = await api.telegramSignIn('REST', signedTelegramLogin({ id: freshTelegramId() }));
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return subjectOf(answer.data.jwt);
}

/** The confirmation code mailed to an address, as its owner reads it in the mail (the last one). */
async function mailedCode(email: string): Promise<string> {
  await server.drainNotifications();
  const mails = smtp.mails.filter((mail) => mail.to.includes(email) && mail.subject === 'Confirm your email');
  const code = /Your code: ([\w-]+)\./.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(code, `no confirmation mail to ${email}`).toBeDefined();
  return code!;
}

const identityRow = async (id: string) =>
  (await sql(`select email, pending_email, pending_email_code, pending_email_expires_at, password from rbac_identities where id = ?`, [id]))[0];
/** The subjects whose identities sign in with this address. */
const ownersOf = async (email: string) =>
  (await sql(`select si.subject_id from rbac_subjects_to_identities si join rbac_identities i on i.id = si.identity_id where i.email = ?`, [email])).map((row) => row.subject_id);
const mailsOf = (email: string, variant: string) => countOf(`notification_notifications where recipient = ? and payload->>'variant' = ?`, [email, variant]);

/** The argon2 hashes computed while `work` runs (a refused add must cost none). */
async function hashesDuring(work: () => Promise<unknown>): Promise<number> {
  const real = argon2Work.hash;
  let hashes = 0;
  argon2Work.hash = (password) => {
    hashes += 1;
    return real(password);
  };
  try {
    await work();
  } finally {
    argon2Work.hash = real;
  }
  return hashes;
}

describe('an email identity counts only once the code mailed to it is confirmed', () => {
  it.each(APIS)('(%s) adding somebody else\'s address: it signs nothing in, gets no reset, blocks no registration, and is never confirmed', async (on) => {
    const attacker = await subjectOf((await api.init(on)).data.jwt);
    const victim = freshEmail('victim');
    const added = await api.addEmail(on, attacker, { email: victim, password: 'attackers-pass-1' });
    expect(added.status, JSON.stringify(added)).toBe(200);
    expect(added.data).toMatchObject({ provider: 'email_and_password', email: null, pendingEmail: victim });
    expect(new Date(added.data.pendingEmailExpiresAt).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    const row = await identityRow(added.data.id);
    expect(row).toMatchObject({ email: null, pending_email: victim });
    // The code went to the victim's mailbox only, and is not what the table keeps.
    const code = await mailedCode(victim);
    expect(row.pending_email_code).not.toContain(code);

    expect((await api.signIn(on, victim, 'attackers-pass-1')).status).toBe(401);
    expect((await api.forgot(on, victim)).status).toBe(200);
    expect(await mailsOf(victim, 'reset-password')).toBe(0);
    const guessed = await api.confirm(on, attacker, added.data.id, 'a-guessed-code');
    expect(guessed).toMatchObject({ status: 400, field: 'code', message: 'code: invalid or expired' });
    expect((await identityRow(added.data.id)).email).toBeNull();

    // The victim registers the address all the same: it is theirs.
    const registered = await api.register(on, victim, 'victims-pass-1');
    expect(registered.status, JSON.stringify(registered)).toBe(200);
    const victimId = (await subjectOf(registered.data.jwt)).id;
    // Even the real code cannot make it the attacker's now: the pending address is dropped.
    const late = await api.confirm(on, attacker, added.data.id, code);
    expect(late).toMatchObject({ status: 409, field: 'email' });
    expect(await identityRow(added.data.id)).toMatchObject({ email: null, pending_email: null, pending_email_code: null });
    expect(await ownersOf(victim)).toEqual([victimId]);
    expect((await api.signIn(on, victim, 'attackers-pass-1')).status).toBe(401);
    // A reset mails the victim's own account.
    await api.forgot(on, victim);
    expect((await sql(`select subject_id from notification_notifications where recipient = ? and payload->>'variant' = 'reset-password'`, [victim])).map((mail) => mail.subject_id)).toEqual([victimId]);
  });

  it.each(APIS)('(%s) changing one\'s address to somebody else\'s: the old one signs in until the new one is confirmed, which the owner of that address prevents by registering', async (on) => {
    const attacker = await register();
    const victim = freshEmail('victim');
    const changed = await api.changeEmail(on, attacker, attacker.identityId, { email: victim, password: attacker.password });
    expect(changed.status, JSON.stringify(changed)).toBe(200);
    expect(changed.data).toMatchObject({ email: attacker.login, pendingEmail: victim });
    expect(await identityRow(attacker.identityId)).toMatchObject({ email: attacker.login, pending_email: victim });
    expect((await api.signIn(on, victim, attacker.password)).status).toBe(401);
    expect((await api.signIn(on, attacker.login, attacker.password)).status).toBe(200);
    await api.forgot(on, victim);
    expect(await mailsOf(victim, 'reset-password')).toBe(0);

    const registered = await api.register(on, victim, 'victims-pass-1');
    expect(registered.status, JSON.stringify(registered)).toBe(200);
    const late = await api.confirm(on, attacker, attacker.identityId, await mailedCode(victim));
    expect(late).toMatchObject({ status: 409, field: 'email' });
    expect(await identityRow(attacker.identityId)).toMatchObject({ email: attacker.login, pending_email: null });
    expect(await ownersOf(victim)).toEqual([(await subjectOf(registered.data.jwt)).id]);
  });

  it.each(APIS)('(%s) the owner adds an address, reads the code in the mail, confirms it and signs in with it; the code works once', async (on) => {
    const owner = await telegramUser();
    const email = freshEmail('own');
    const added = await api.addEmail(on, owner, { email, password: 'own-password-1' });
    expect(added.status, JSON.stringify(added)).toBe(200);
    const listed = await api.identities(on, owner);
    expect(listed.data.find((identity: { id: string }) => identity.id === added.data.id)).toMatchObject({ email: null, pendingEmail: email });
    const code = await mailedCode(email);

    const confirmed = await api.confirm(on, owner, added.data.id, code);
    expect(confirmed.status, JSON.stringify(confirmed)).toBe(200);
    expect(confirmed.data).toMatchObject({ email, pendingEmail: null, pendingEmailExpiresAt: null });
    expect(await identityRow(added.data.id)).toMatchObject({ email, pending_email: null, pending_email_code: null, pending_email_expires_at: null });
    const signedIn = await api.signIn(on, email, 'own-password-1');
    expect(signedIn.status).toBe(200);
    expect((await subjectOf(signedIn.data.jwt)).id).toBe(owner.id);
    expect((await api.confirm(on, owner, added.data.id, code)).status).toBe(400);
    // The copy of the mail that is kept leaves the code out.
    const [kept] = await sql(`select body from notification_notifications where recipient = ? and payload->>'variant' = 'confirm-email'`, [email]);
    expect(kept.body).not.toContain(code);
  });

  it.each(APIS)('(%s) the owner changes the address: confirmed, the new one signs in and the old one no longer', async (on) => {
    const owner = await register(on);
    const email = freshEmail('moved');
    expect((await api.changeEmail(on, owner, owner.identityId, { email, password: owner.password })).status).toBe(200);
    const confirmed = await api.confirm(on, owner, owner.identityId, await mailedCode(email));
    expect(confirmed.data).toMatchObject({ email, pendingEmail: null });
    expect((await api.signIn(on, email, owner.password)).status).toBe(200);
    expect((await api.signIn(on, owner.login, owner.password)).status).toBe(401);
    // Registration finds the new address taken, the old one free.
    expect((await api.register(on, email, 'someone-else-1')).status).toBe(409);
    expect((await api.register(on, owner.login, 'someone-else-1')).status).toBe(200);
  });

  it.each(APIS)('(%s) one email identity per subject: a second add is a 409 naming email, made before any hash', async (on) => {
    const owner = await register();
    let second: Answer | undefined;
    const hashes = await hashesDuring(async () => {
      second = await api.addEmail(on, owner, { email: freshEmail('second'), password: 'second-pass-1' });
    });
    expect(second).toMatchObject({ status: 409, field: 'email' });
    expect(hashes).toBe(0);
    expect(await countOf(`rbac_subjects_to_identities where subject_id = ?`, [owner.id])).toBe(1);

    // A pending one counts too, until it lapses unconfirmed.
    const walletless = await telegramUser();
    const first = await api.addEmail(on, walletless, { email: freshEmail('first'), password: 'first-pass-1' });
    expect((await api.addEmail(on, walletless, { email: freshEmail('again'), password: 'again-pass-1' })).status).toBe(409);
    await sql(`update rbac_identities set pending_email_expires_at = now() - interval '1 second' where id = ?`, [first.data.id]);
    expect((await api.confirm(on, walletless, first.data.id, await mailedCode(first.data.pendingEmail))).status).toBe(400);
    const replacing = await api.addEmail(on, walletless, { email: freshEmail('instead'), password: 'instead-pass-1' });
    expect(replacing.status, JSON.stringify(replacing)).toBe(200);
    expect(await countOf(`rbac_identities where id = ?`, [first.data.id])).toBe(0);
    expect(await countOf(`rbac_subjects_to_identities si join rbac_identities i on i.id = si.identity_id where si.subject_id = ? and i.provider = 'email_and_password'`, [walletless.id])).toBe(1);
  });

  it('never answers the code or its hash, to the subject or to an admin', async () => {
    const owner = await telegramUser();
    const email = freshEmail('secret');
    const added = await api.addEmail('REST', owner, { email, password: 'secret-pass-1' });
    const code = await mailedCode(email);
    const { pending_email_code: hash } = await identityRow(added.data.id);
    const admin = (await api.signIn('REST', ADMIN.login, ADMIN.password)).data.jwt as string;
    const answers = [
      await server.rest('GET', `/api/rbac/subjects/${owner.id}/identities`, { headers: headers(owner.jwt) }),
      await server.rest('GET', `${A}/me`, { headers: headers(owner.jwt) }),
      await server.rest('GET', `/api/rbac/identities/${added.data.id}`, { headers: headers(admin) }),
      await server.rest('GET', `/api/notification/notifications?filters[and][0][column]=recipient&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}`, { headers: headers(admin) }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Each shows the pending address or its mail: the check below looks at something.
    expect(answers[2].body.data).toMatchObject({ id: added.data.id, pendingEmail: email });
    expect(answers[3].body.data).toEqual([expect.objectContaining({ recipient: email })]);
    const graphql = await server.graphql(`query($id: ID!) { rbacIdentity(id: $id) { id pendingEmail } rbacMe { identities { pendingEmail } } }`, { id: added.data.id }, headers(admin));
    const all = [...answers.map((answer) => JSON.stringify(answer.body)), JSON.stringify(graphql)].join('\n');
    expect(all).toContain(email);
    expect(all).not.toContain(code);
    expect(all).not.toContain(hash);
    expect(all).not.toMatch(/"pendingEmailCode"/);
  });
});

describe('identities added count against the limits of registration and of the subject', () => {
  it.each(APIS)('(%s) an address that used its 10 registrations makes no account by init and an identity', async (on) => {
    const ip = freshIp();
    for (let n = 0; n < 10; n++) expect((await api.register(on, freshEmail('bulk'), 'bulk-password-1', ip)).status).toBe(200);
    expect((await api.register(on, freshEmail('bulk'), 'bulk-password-1', ip)).status).toBe(429);

    const visitor = await subjectOf((await api.init(on, ip)).data.jwt);
    const email = freshEmail('more');
    const identities = await countOf('rbac_identities');
    let added: Answer | undefined;
    const hashes = await hashesDuring(async () => {
      added = await api.addEmail(on, visitor, { email, password: 'more-password-1' }, ip);
    });
    expect(added?.status).toBe(429);
    expect(hashes).toBe(0);
    const telegramId = freshTelegramId();
    expect((await api.telegramSignIn(on, signedTelegramLogin({ id: telegramId }), visitor.jwt, ip)).status).toBe(429);
    expect((await api.telegramSignIn(on, signedTelegramLogin({ id: freshTelegramId() }), undefined, ip)).status).toBe(429);
    const wallet = Wallet.createRandom();
    const nonce = (await server.rest('GET', `${A}/ethereum-virtual-machine/nonce`, { headers: headers(undefined, ip) })).body.data as string;
    const walletSignIn = await server.rest('POST', `${A}/ethereum-virtual-machine`, { json: await siweBody(server.publicUrl, nonce, wallet), headers: headers(visitor.jwt, ip) });
    expect(walletSignIn.status).toBe(429);

    expect(await countOf('rbac_identities')).toBe(identities);
    expect(await countOf(`rbac_subjects_to_identities where subject_id = ?`, [visitor.id])).toBe(0);
    expect(await countOf(`rbac_identities where pending_email = ? or account in (?, ?)`, [email, String(telegramId), wallet.address.toLowerCase()])).toBe(0);
    expect(await mailsOf(email, 'confirm-email')).toBe(0);
    // A returning Telegram user still signs in from there: only new identities count.
    const known = freshTelegramId();
    expect((await api.telegramSignIn(on, signedTelegramLogin({ id: known }))).status).toBe(200);
    expect((await api.telegramSignIn(on, signedTelegramLogin({ id: known }), undefined, ip)).status).toBe(200);
  });

  it.each(APIS)('(%s) a subject adds 5 identities a day: the 6th is a 429, costs no hash and adds nothing', async (on) => {
    const subject = await telegramUser();
    for (let n = 0; n < 5; n++) {
      const linked = await api.linkTelegram(on, subject, signedTelegramLogin({ id: freshTelegramId() }));
      expect(linked.status, JSON.stringify(linked)).toBe(200);
    }
    const identities = await countOf(`rbac_subjects_to_identities where subject_id = ?`, [subject.id]);
    expect(identities).toBe(6);
    const sixth = freshTelegramId();
    expect(await api.linkTelegram(on, subject, signedTelegramLogin({ id: sixth }))).toMatchObject({ status: 429 });
    const email = freshEmail('sixth');
    let added: Answer | undefined;
    const hashes = await hashesDuring(async () => {
      added = await api.addEmail(on, subject, { email, password: 'sixth-password-1' });
    });
    expect(added?.status).toBe(429);
    expect(hashes).toBe(0);
    expect(await countOf(`rbac_subjects_to_identities where subject_id = ?`, [subject.id])).toBe(identities);
    expect(await countOf(`rbac_identities where pending_email = ? or account = ?`, [email, String(sixth)])).toBe(0);
    expect(await mailsOf(email, 'confirm-email')).toBe(0);
  });

  it.each(APIS)('(%s) a change of address counts as an identity added, once its password is right', async (on) => {
    const owner = await register();
    // Wrong passwords are the password's own limit: they do not use up the day's adds.
    for (let n = 0; n < 5; n++) expect((await api.changeEmail(on, owner, owner.identityId, { email: freshEmail('try'), password: `wrong-password-${n}` })).status).toBe(400);
    for (let n = 0; n < 5; n++) expect((await api.changeEmail(on, owner, owner.identityId, { email: freshEmail('move'), password: owner.password })).status).toBe(200);
    const pendingBefore = (await identityRow(owner.identityId)).pending_email;
    const email = freshEmail('one-too-many');
    expect((await api.changeEmail(on, owner, owner.identityId, { email, password: owner.password })).status).toBe(429);
    expect(await identityRow(owner.identityId)).toMatchObject({ email: owner.login, pending_email: pendingBefore });
    expect(await mailsOf(email, 'confirm-email')).toBe(0);
  });
});

describe('Telegram widget fields holding control characters', () => {
  /**
   * The data-check-string joins `key=value` lines with `\n`. Telegram signs an attacker's own
   * answer whose first name holds `\nid=<victim>\nlast_name=x`; re-split, the same string
   * reads as an answer for the victim's id (the attacker's real id hidden in last_name).
   */
  function forgedForVictim(victimId: number, attackerId: number) {
    const signed = signedTelegramLogin({ id: attackerId, first_name: `Eve\nid=${victimId}\nlast_name=x` });
    const forged = { auth_date: signed.auth_date, first_name: 'Eve', id: victimId, last_name: `x\nid=${attackerId}`, username: signed.username, hash: signed.hash };
    return { signed, forged };
  }
  const sessionsOf = (subjectId: string) => countOf(`rbac_refresh_tokens where subject_id = ?`, [subjectId]);

  it.each(APIS)('(%s) refuses the signed answer and its re-split forgery on sign-in with 400 naming the field, before the hash check', async (on) => {
    const victimTelegramId = freshTelegramId();
    const victim = await subjectOf((await api.telegramSignIn('REST', signedTelegramLogin({ id: victimTelegramId }))).data.jwt);
    const attackerTelegramId = freshTelegramId();
    const { signed, forged } = forgedForVictim(victimTelegramId, attackerTelegramId);
    const [subjects, identities, victimSessions] = [await countOf('rbac_subjects'), await countOf('rbac_identities'), await sessionsOf(victim.id)];

    expect(await api.telegramSignIn(on, signed)).toMatchObject({ status: 400, field: 'first_name', message: 'first_name: must not contain control characters (U+000A)' });
    expect(await api.telegramSignIn(on, forged)).toMatchObject({ status: 400, field: 'last_name', message: 'last_name: must not contain control characters (U+000A)' });
    // DEL and the C1 controls too, whether or not the answer is signed.
    expect(await api.telegramSignIn(on, signedTelegramLogin({ id: attackerTelegramId, first_name: 'Eve\u007f' }))).toMatchObject({ status: 400, field: 'first_name' });
    expect(await api.telegramSignIn(on, signedTelegramLogin({ id: attackerTelegramId, username: 'eve\u0085' }))).toMatchObject({ status: 400, field: 'username' });

    expect(await countOf('rbac_subjects')).toBe(subjects);
    expect(await countOf('rbac_identities')).toBe(identities);
    expect(await sessionsOf(victim.id)).toBe(victimSessions);
    expect(await countOf(`rbac_identities where account = ?`, [String(attackerTelegramId)])).toBe(0);
    expect((await sql(`select account from rbac_identities i join rbac_subjects_to_identities si on si.identity_id = i.id where si.subject_id = ?`, [victim.id])).map((row) => row.account)).toEqual([String(victimTelegramId)]);
  });

  it.each(APIS)('(%s) refuses them on link too: the attacker\'s subject gets no Telegram identity', async (on) => {
    const victimTelegramId = freshTelegramId();
    const victim = await subjectOf((await api.telegramSignIn('REST', signedTelegramLogin({ id: victimTelegramId }))).data.jwt);
    const attacker = await register();
    const { signed, forged } = forgedForVictim(victimTelegramId, freshTelegramId());
    expect(await api.linkTelegram(on, attacker, signed)).toMatchObject({ status: 400, field: 'first_name' });
    expect(await api.linkTelegram(on, attacker, forged)).toMatchObject({ status: 400, field: 'last_name' });
    expect(await countOf(`rbac_subjects_to_identities where subject_id = ?`, [attacker.id])).toBe(1);
    expect(await ownersOfTelegram(victimTelegramId)).toEqual([victim.id]);
  });

  it('refuses a field name holding a control character, quoted in the message', async () => {
    const answer = { ...signedTelegramLogin({ id: freshTelegramId() }), 'id\n': '1' };
    expect(await api.telegramSignIn('REST', answer)).toMatchObject({ status: 400, field: 'id\n', message: '"id\\n": must not contain control characters (U+000A)' });
  });
});

const ownersOfTelegram = async (telegramId: number) =>
  (await sql(`select si.subject_id from rbac_subjects_to_identities si join rbac_identities i on i.id = si.identity_id where i.provider = 'telegram' and i.account = ?`, [String(telegramId)])).map(
    (row) => row.subject_id,
  );
