import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedNow } from '../../helpers/publishing.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
let staging: TestServer | undefined;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(async () => {
  await server?.close();
  await staging?.close();
});

const get = (site: TestServer, path: string) => fetch(site.url + path);

/** The `<loc>` of every entry and the alternates of each, as the sitemap lists them. */
function parseSitemap(xml: string) {
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
    loc,
    alternates: Object.fromEntries([...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, href])),
  }));
  return { entries, locs: entries.map((entry) => entry.loc) };
}

const slugsOf = async (route: string) => ((await server.rest("GET", `${route}?limit=100`)).body.data as { slug: string }[]).map((row) => row.slug);

describe('serverInfo.publicUrl', () => {
  it("names the public address the site's head links to (canonical, alternates), without a trailing slash", async () => {
    const { status, data } = await server.graphql<{ serverInfo: { publicUrl: string } }>('{ serverInfo { publicUrl } }');
    expect(status).toBe(200);
    expect(data?.serverInfo.publicUrl).toBe('https://shop.example.com');
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap at the public address, as text (not the app)', async () => {
    const response = await get(server, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://shop.example.com/sitemap.xml\n');
  });

  it('keeps every crawler out of a staging copy (SITE_INDEXING=false)', async () => {
    staging = await startTestServer({ SITE_INDEXING: 'false' });
    expect(await (await get(staging, '/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap.xml', () => {
  it('lists every page and every product, category, store, article and blog category page, in both languages, with alternates', async () => {
    const response = await get(server, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const { entries, locs } = parseSitemap(xml);

    const site = 'https://shop.example.com';
    for (const path of ['/shop', '/blog', '/about', '/contact']) expect(locs).toEqual(expect.arrayContaining([site + path, `${site}/ru${path}`]));
    expect(locs).toEqual(expect.arrayContaining([site + '/', `${site}/ru`]));
    // Error pages and the patterns themselves are not pages to index.
    expect(locs.filter((loc) => loc.includes('[') || loc.endsWith('/500'))).toEqual([]);

    const lists: [string, string][] = [
      ['/api/ecommerce/products', '/ecommerce/products/'],
      ['/api/ecommerce/categories', '/ecommerce/categories/'],
      ['/api/ecommerce/stores', '/ecommerce/stores/'],
      ['/api/blog/articles', '/blog/articles/'],
      ['/api/blog/categories', '/blog/categories/'],
    ];
    for (const [route, prefix] of lists) {
      const slugs = await slugsOf(route);
      expect(slugs.length, route).toBeGreaterThan(0);
      const listed = locs.filter((loc) => loc.startsWith(site + prefix)).map((loc) => loc.slice((site + prefix).length));
      expect(listed.sort(), route).toEqual(slugs.map(encodeURIComponent).sort());
      expect(locs.filter((loc) => loc.startsWith(`${site}/ru${prefix}`))).toHaveLength(slugs.length);
    }

    // The public profiles (the demo's two makers), each with its social profile; no other subject.
    const profiles = locs.filter((loc) => loc.startsWith(`${site}/rbac/subjects/`));
    expect(profiles.sort()).toEqual(
      ['ada-ceramics', 'ada-ceramics/social/profile', 'grace-weaving', 'grace-weaving/social/profile'].map((path) => `${site}/rbac/subjects/${path}`),
    );

    const shirt = entries.find((entry) => entry.loc.startsWith(`${site}/ru/ecommerce/products/`))!;
    const path = shirt.loc.slice(`${site}/ru`.length);
    expect(shirt.alternates).toEqual({ en: site + path, ru: `${site}/ru${path}`, 'x-default': site + path });
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('is made in one statement per entity its pages list, kept until a write drops it', async () => {
    await get(server, '/sitemap.xml');
    server.resetQueries();
    const again = await get(server, '/sitemap.xml');
    expect(again.status).toBe(200);
    expect(server.queries).toEqual([]);

    // A new page appears once written: the write dropped the cached sitemap.
    const created = await server.rest('POST', '/api/host/pages', { admin: true, json: { url: '/lookbook', title: 'Lookbook', description: 'Looks', ...publishedNow() } });
    expect(created.status).toBe(201);
    server.resetQueries();
    const after = parseSitemap(await (await get(server, '/sitemap.xml')).text());
    expect(after.locs).toEqual(expect.arrayContaining(['https://shop.example.com/lookbook', 'https://shop.example.com/ru/lookbook']));
    // The pages, then one statement for each of the six entities their urls name (two pages
    // name the subjects: a profile and its social profile).
    expect(server.queries).toHaveLength(7);
  });

  it('is kept through writes to rows it cannot list (a cart); a subject made public (its social link) drops it', async () => {
    const shopper = await registerShopper(server, '10.63');
    const maker = (await server.rest('POST', '/api/rbac/subjects', { admin: true, json: { slug: 'new-maker' } })).body.data;
    const profile = (await server.rest('POST', '/api/social/profiles', { admin: true, json: { title: { en: 'New maker' } } })).body.data;
    const makerUrl = 'https://shop.example.com/rbac/subjects/new-maker';
    expect(parseSitemap(await (await get(server, '/sitemap.xml')).text()).locs).not.toContain(makerUrl);
    const [product] = (await server.rest('GET', '/api/ecommerce/products?limit=1')).body.data;
    expect((await shopper.call('POST', '{me}/orders', { productId: product.id })).status).toBe(201);
    server.resetQueries();
    expect((await get(server, '/sitemap.xml')).status).toBe(200);
    expect(server.queries).toEqual([]);

    // The subjects the sitemap lists are those with a social link: a new link is a new url.
    const link = await server.rest('POST', '/api/rbac/subjects-to-social-module-profiles', { admin: true, json: { subjectId: maker.id, socialModuleProfileId: profile.id } });
    expect(link.status).toBe(201);
    expect(parseSitemap(await (await get(server, '/sitemap.xml')).text()).locs).toContain(makerUrl);
  });

  it("lists no value of a field anonymous visitors may not read, whatever a page's url names (an identity's email, password, code)", async () => {
    // A public profile (a subject with a social link) whose identity holds an address and a hash.
    const email = 'open-maker@example.com';
    const A = '/api/rbac/subjects/authentication';
    const registered = await server.rest('POST', `${A}/email-and-password/registration`, { json: { login: email, password: 'open-maker-123' }, headers: { 'x-forwarded-for': '10.64.0.1' } });
    expect(registered.status).toBe(201);
    const subject = (await server.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${registered.body.data.jwt}` } })).body.data;
    const profile = (await server.rest('POST', '/api/social/profiles', { admin: true, json: { title: { en: 'Open maker' } } })).body.data;
    await server.rest('POST', '/api/rbac/subjects-to-social-module-profiles', { admin: true, json: { subjectId: subject.id, socialModuleProfileId: profile.id } });
    const identity = subject.identities.find((row: { provider: string }) => row.provider === 'email_and_password');
    // The profile's identity is readable by anyone: its kind, never its address.
    const seen = await server.graphql<any>(`{ rbacIdentityList(limit: 100) { id provider email } }`);
    expect(seen.data!.rbacIdentityList).toContainEqual({ id: identity.id, provider: 'email_and_password', email: null });

    // Such a url is refused when written, on both APIs, and nothing is written.
    const pages = async () => (await server.rest('GET', '/api/host/pages/count', { admin: true })).body.data;
    const before = await pages();
    for (const field of ['email', 'account', 'password', 'code']) {
      const url = `/leak-${field}/[rbac.identities.${field}]`;
      const created = await server.rest('POST', '/api/host/pages', { admin: true, json: { url, title: 'Leak', description: 'Leak' } });
      expect(created.status, field).toBe(400);
      expect(created.body.error).toMatchObject({ details: { field: 'data.url' } });
      expect(created.body.error.message).toContain(`[rbac.identities.${field}] names a field visitors may not read`);
      const viaGraphql = await server.graphql(`mutation($url: String) { hostPageCreate(data: {url: $url}) { id } }`, { url }, server.asServer);
      expect(viaGraphql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'data.url' });
    }
    expect(await pages()).toBe(before);
    const provider = await server.rest('POST', '/api/host/pages', { admin: true, json: { url: '/leak-provider/[rbac.identities.provider]', title: 'Leak', description: 'Leak', ...publishedNow() } });
    expect(provider.status).toBe(201);
    // Pages written before the rule (put straight into the table) list none of those values either.
    for (const field of ['email', 'account', 'password', 'code']) {
      await server.orm.em.getConnection().execute(`insert into host_pages (id, created_at, updated_at, published_at, slug, admin_title, title, description, url, language) values (gen_random_uuid(), now(), now(), now(), 'leak-${field}', 'Leak', 'Leak', 'Leak', '/leak-${field}/[rbac.identities.${field}]', 'en')`);
    }
    const xml = await (await get(server, '/sitemap.xml')).text();
    const { locs } = parseSitemap(xml);
    expect(xml).not.toContain(encodeURIComponent(email));
    expect(xml).not.toContain(email);
    expect(xml).not.toContain('argon2');
    for (const field of ['email', 'account', 'password', 'code']) expect(locs.filter((loc) => loc.includes(`/leak-${field}/`)), field).toEqual([]);
    // A field everyone reads is listed as before (the kinds of the profile's identities).
    expect(locs).toContain('https://shop.example.com/leak-provider/email_and_password');
  });

  it('answers 304 to a crawler that has the current one', async () => {
    const first = await get(server, '/sitemap.xml');
    const tag = first.headers.get('etag')!;
    expect(tag).toBeTruthy();
    // As a revalidating crawler asks (fetch would add `Cache-Control: no-cache` to If-None-Match).
    const revalidate = { 'if-none-match': tag, 'cache-control': 'max-age=0' };
    expect((await fetch(`${server.url}/sitemap.xml`, { headers: revalidate })).status).toBe(304);
  });
});
