import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { publishedNow } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Public profiles: a subject with a social profile is public. Anyone reads its slug, its social
 * profiles and the kinds of its identities, through GraphQL and REST alike; its identities'
 * emails and wallet addresses only the subject itself and admins. Other subjects stay private.
 */
let server: TestServer;
let alice: Shopper;
let bob: Shopper;
const WALLET = '0x00000000000000000000000000000000000a11ce';
let aliceEmail: string;
let aliceSlug: string;

const as = (who?: Shopper): Record<string, string> => (who ? { authorization: `Bearer ${who.token}` } : {});

async function admin<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { data, errors } = await server.graphql<T>(query, variables, server.asServer);
  expect(errors).toBeUndefined();
  return data as T;
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await registerShopper(server, '10.61');
  bob = await registerShopper(server, '10.62');
  // Alice has a wallet too, and a social profile: her profile is public. Bob has neither.
  const { rbacIdentityCreate: wallet } = await admin(`mutation($d: RbacIdentityCreateInput!) { rbacIdentityCreate(data: $d) { id } }`, {
    d: { provider: 'EVM', account: WALLET },
  });
  await admin(`mutation($d: RbacSubjectsToIdentitiesCreateInput!) { rbacSubjectsToIdentitiesCreate(data: $d) { id } }`, {
    d: { subjectId: alice.id, identityId: wallet.id, orderIndex: 1 },
  });
  const { socialProfileCreate: profile } = await admin(`mutation($d: SocialProfileCreateInput!) { socialProfileCreate(data: $d) { id } }`, {
    d: { title: { en: 'Alice makes pottery', ru: 'Алиса лепит посуду' }, description: { en: 'Bowls and mugs.' } },
  });
  await admin(`mutation($d: RbacSubjectsToSocialModuleProfilesCreateInput!) { rbacSubjectsToSocialModuleProfilesCreate(data: $d) { id } }`, {
    d: { subjectId: alice.id, socialModuleProfileId: profile.id },
  });
  const me = await server.rest('GET', '/api/rbac/subjects/authentication/me', { headers: as(alice) });
  aliceEmail = me.body.data.identities.find((identity: { email?: string }) => identity.email).email;
  aliceSlug = me.body.data.slug;
});
afterAll(() => server?.close());

const PROFILE = `query($slug: JSON!) {
  rbacSubjectList(filters: {and: [{column: "slug", method: "eq", value: $slug}]}, limit: 1) {
    id slug
    identities { provider email account }
    socialModuleProfiles { title { en ru } description { en } }
  }
}`;

/** The profile of a slug as GraphQL answers it to `who` (null when it may not see it). */
async function graphqlProfile(slug: string, who?: Shopper) {
  const { status, data, errors } = await server.graphql<any>(PROFILE, { slug }, as(who));
  expect({ status, errors }).toEqual({ status: 200, errors: undefined });
  return data.rbacSubjectList[0] ?? null;
}

/** The profile of a slug as the REST client reads it: the subject by slug, its identity links, the identities. */
async function restProfile(slug: string, who?: Shopper) {
  const subjects = await server.rest('GET', `/api/rbac/subjects?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(slug)}`, { headers: as(who) });
  expect(subjects.status).toBe(200);
  const subject = subjects.body.data[0];
  if (!subject) return null;
  const links = await server.rest('GET', `/api/rbac/subjects-to-identities?filters[and][0][column]=subjectId&filters[and][0][method]=eq&filters[and][0][value]=${subject.id}`, { headers: as(who) });
  expect(links.status).toBe(200);
  const ids = links.body.data.map((link: { identityId: string }) => link.identityId);
  const query = ids.map((id: string, index: number) => `filters[and][0][value][${index}]=${id}`).join('&');
  const identities = await server.rest('GET', `/api/rbac/identities?filters[and][0][column]=id&filters[and][0][method]=inArray&${query}&orderBy[0][column]=provider`, { headers: as(who) });
  expect(identities.status).toBe(200);
  return { slug: subject.slug, identities: identities.body.data.map(({ provider, email, account }: Record<string, unknown>) => ({ provider, email, account })) };
}

const hidden = [
  { provider: 'email_and_password', email: null, account: null },
  { provider: 'EVM', email: null, account: null },
];

describe('a public profile', () => {
  it('shows anonymous visitors its slug, social profiles and kinds of identities, never their details (GraphQL)', async () => {
    const profile = await graphqlProfile(aliceSlug);
    expect(profile).toEqual({
      id: alice.id,
      slug: aliceSlug,
      identities: hidden,
      socialModuleProfiles: [{ title: { en: 'Alice makes pottery', ru: 'Алиса лепит посуду' }, description: { en: 'Bowls and mugs.' } }],
    });
  });

  it('shows them the same through REST', async () => {
    expect(await restProfile(aliceSlug)).toEqual({ slug: aliceSlug, identities: [hidden[1], hidden[0]] });
    const row = await server.rest('GET', `/api/rbac/subjects/${alice.id}`);
    expect(row.status).toBe(200);
    expect(row.body.data).toMatchObject({ id: alice.id, slug: aliceSlug });
    expect(JSON.stringify(row.body)).not.toContain('sessionsRevokedAt');
  });

  it('shows another subject the same as a visitor', async () => {
    expect((await graphqlProfile(aliceSlug, bob)).identities).toEqual(hidden);
    expect((await restProfile(aliceSlug, bob))?.identities).toEqual([hidden[1], hidden[0]]);
  });

  it('shows the subject itself its emails and wallet addresses', async () => {
    const own = [
      { provider: 'email_and_password', email: aliceEmail, account: null },
      { provider: 'EVM', email: null, account: WALLET },
    ];
    expect((await graphqlProfile(aliceSlug, alice)).identities).toEqual(own);
    expect((await restProfile(aliceSlug, alice))?.identities).toEqual([own[1], own[0]]);
  });

  it('shows admins every detail', async () => {
    const { data } = await server.graphql<any>(PROFILE, { slug: aliceSlug }, server.asServer);
    expect(data.rbacSubjectList[0].identities.map((identity: { email: string | null; account: string | null }) => identity.email ?? identity.account)).toEqual([aliceEmail, WALLET]);
  });
});

describe('a subject without a social profile', () => {
  it('is nobody else\'s business: not listed, not found, its identities unread', async () => {
    const bobSlug = (await server.rest('GET', '/api/rbac/subjects/authentication/me', { headers: as(bob) })).body.data.slug;
    expect(await graphqlProfile(bobSlug)).toBeNull();
    expect(await graphqlProfile(bobSlug, alice)).toBeNull();
    expect(await restProfile(bobSlug)).toBeNull();
    expect((await server.rest('GET', `/api/rbac/subjects/${bob.id}`)).status).toBe(404);
    expect((await server.rest('GET', `/api/rbac/subjects/${bob.id}`, { headers: as(alice) })).status).toBe(404);
    // Bob reads himself.
    expect((await graphqlProfile(bobSlug, bob))?.id).toBe(bob.id);
    // The lists anyone may read hold the public subjects only (and one's own).
    const listed = await server.rest('GET', '/api/rbac/subjects?limit=100');
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([alice.id]);
    expect((await server.rest('GET', '/api/rbac/subjects/count')).body.data).toBe(1);
    const identities = await server.graphql<any>('{ rbacIdentityList(limit: 100) { provider email account } }');
    expect(identities.data.rbacIdentityList).toEqual(hidden);
    const links = await server.rest('GET', '/api/rbac/subjects-to-identities?limit=100', { headers: as(alice) });
    expect(links.body.data.every((link: { subjectId: string }) => link.subjectId === alice.id)).toBe(true);
  });
});

describe('private values cannot be found by a filter or an order', () => {
  const byEmail = (email: string) => `/api/rbac/identities?filters[and][0][column]=email&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}`;

  it("refuses an anonymous visitor's filter on an email, answers another subject nothing of alice's", async () => {
    const anonymous = await server.rest('GET', byEmail(aliceEmail));
    expect(anonymous.status).toBe(401);
    const graphql = await server.graphql(`{ rbacIdentityList(filters: {and: [{column: "account", method: "like", value: "0x%"}]}) { id } }`);
    expect(graphql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const ordered = await server.rest('GET', '/api/rbac/identities?orderBy[0][column]=email');
    expect(ordered.status).toBe(401);
    const other = await server.rest('GET', byEmail(aliceEmail), { headers: as(bob) });
    expect({ status: other.status, data: other.body.data }).toEqual({ status: 200, data: [] });
    const counted = await server.rest('GET', `/api/rbac/identities/count?filters[and][0][column]=account&filters[and][0][method]=eq&filters[and][0][value]=${WALLET}`, { headers: as(bob) });
    expect(counted.body.data).toBe(0);
  });

  it('finds the subject its own identity by email, and admins any', async () => {
    const own = await server.rest('GET', byEmail(aliceEmail), { headers: as(alice) });
    expect(own.body.data.map((row: { email: string }) => row.email)).toEqual([aliceEmail]);
    const asAdmin = await server.rest('GET', byEmail(aliceEmail), { admin: true });
    expect(asAdmin.body.data).toHaveLength(1);
  });
});

describe('forged and malformed slugs and ids', () => {
  it('answer a clear 4xx or nothing, never a 500', async () => {
    for (const slug of ['no-such-subject', "admin' or '1'='1", '../../etc/passwd', 'ä'.repeat(600), '%', '🙂']) {
      expect(await graphqlProfile(slug)).toBeNull();
      expect(await restProfile(slug)).toBeNull();
    }
    const nul = await server.graphql(PROFILE, { slug: 'a\u0000b' });
    expect(nul.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(nul.errors?.[0].message).toMatch(/filters/);
    const restNul = await server.rest('GET', '/api/rbac/subjects?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=a%00b');
    expect(restNul.status).toBe(400);
    expect(restNul.body.error.message).toMatch(/filters/);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await server.rest('GET', `/api/rbac/subjects/${id}`);
      expect([400, 404]).toContain(response.status);
    }
    // The profile page's url, as a site has it: an undecodable or NUL segment is the caller's mistake.
    await admin(`mutation($publishedAt: DateTimeISO) { hostPageCreate(data: {url: "/rbac/subjects/[rbac.subjects.slug]", publishedAt: $publishedAt}) { id } }`, publishedNow());
    const page = 'query($u: String!) { hostPageFindByUrl(url: $u) { pattern segments } }';
    for (const url of ['/rbac/subjects/%E0%A4%A', '/rbac/subjects/a%00b', '/ru/rbac/subjects/%ZZ']) {
      const { status, errors } = await server.graphql(page, { u: url });
      expect({ status, code: errors?.[0].extensions?.code }, url).toEqual({ status: 200, code: 'BAD_USER_INPUT' });
      expect(errors?.[0].message, url).toMatch(/url/);
    }
    const found = await server.graphql<any>(page, { u: `/ru/rbac/subjects/${aliceSlug}` });
    expect(found.data.hostPageFindByUrl).toEqual({ pattern: '/rbac/subjects/[rbac.subjects.slug]', segments: { 'rbac.subjects.slug': aliceSlug } });
  });
});

describe("the profile's read", () => {
  it('costs the same statements for a subject of 2 identities and 2 social profiles as for one of 6 and 6', async () => {
    const statements = async (who?: Shopper) => {
      server.resetQueries();
      await graphqlProfile(aliceSlug, who);
      return server.queries.length;
    };
    const small = { anonymous: await statements(), self: await statements(alice) };
    for (let i = 0; i < 4; i++) {
      const { rbacIdentityCreate: wallet } = await admin(`mutation($d: RbacIdentityCreateInput!) { rbacIdentityCreate(data: $d) { id } }`, {
        d: { provider: 'EVM', account: `0x${String(i).padStart(40, '0')}` },
      });
      await admin(`mutation($d: RbacSubjectsToIdentitiesCreateInput!) { rbacSubjectsToIdentitiesCreate(data: $d) { id } }`, { d: { subjectId: alice.id, identityId: wallet.id } });
      const { socialProfileCreate: profile } = await admin(`mutation($d: SocialProfileCreateInput!) { socialProfileCreate(data: $d) { id } }`, { d: { title: { en: `Profile ${i}` } } });
      await admin(`mutation($d: RbacSubjectsToSocialModuleProfilesCreateInput!) { rbacSubjectsToSocialModuleProfilesCreate(data: $d) { id } }`, {
        d: { subjectId: alice.id, socialModuleProfileId: profile.id },
      });
    }
    expect((await graphqlProfile(aliceSlug)).identities).toHaveLength(6);
    const large = { anonymous: await statements(), self: await statements(alice) };
    expect(large).toEqual(small);
    // The subject with its social profiles (one statement), its identity links, its identities;
    // for the subject itself also the session's check and which identities are its own.
    expect(small.anonymous).toBeLessThanOrEqual(3);
  });
});
