import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../helpers/png.js';
import { FILES_ROUTE, graphqlUpload, uploadForm } from '../../helpers/file-uploads.js';
import { publishedNow } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const ADMIN = { login: 'owner@example.com', password: 'owner-password' };

let server: TestServer;
let asAdmin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password });
  const signIn = await server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', { json: ADMIN });
  asAdmin = { authorization: `Bearer ${signIn.body.data.jwt as string}` };
});
afterAll(() => server?.close());

type Link = { variant: string; orderIndex: number; layout: { adminTitle: string } };
const LINKS = 'pagesToLayouts { variant orderIndex layout { adminTitle } }';

/** The layouts a page links, as the page's GraphQL read shows them (to an admin: a new page is a draft), in order. */
async function layoutsOf(pageId: string): Promise<Link[]> {
  const { data, errors } = await server.graphql<{ hostPage: { pagesToLayouts: Link[] } }>(`query ($id: ID!) { hostPage(id: $id) { ${LINKS} } }`, { id: pageId }, asAdmin);
  expect(errors).toBeUndefined();
  return [...data!.hostPage.pagesToLayouts].sort((a, b) => a.orderIndex - b.orderIndex);
}

// The demo site's pages all link Header (first) and Footer (third), each with its own content layout between.
const HEADER_AND_FOOTER = [
  { variant: 'default', orderIndex: 0, layout: { adminTitle: 'Header' } },
  { variant: 'default', orderIndex: 2, layout: { adminTitle: 'Footer' } },
];

describe("a new page starts from the site's default layouts", () => {
  it('links the header and footer most pages share to a page created over GraphQL, and renders them', async () => {
    const { data, errors } = await server.graphql<{ hostPageCreate: { id: string } }>(
      `mutation($publishedAt: DateTimeISO) { hostPageCreate(data: { url: "/new-graphql-page", title: "New page", publishedAt: $publishedAt }) { id } }`,
      publishedNow(),
      asAdmin,
    );
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    expect(await layoutsOf(data!.hostPageCreate.id)).toEqual(HEADER_AND_FOOTER);

    // The rendered page has the navbar and the footer, not a blank body.
    const html = await (await fetch(`${server.url}/new-graphql-page`)).text();
    const about = await (await fetch(`${server.url}/about`)).text();
    for (const part of ['<nav', '<footer']) {
      expect(about, `the demo's pages render ${part}`).toContain(part);
      expect(html).toContain(part);
    }
  });

  it('links them to pages created over REST: one, find-or-create and bulk', async () => {
    const one = await server.rest('POST', '/api/host/pages', { json: { url: '/new-rest-page' }, headers: asAdmin });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(await layoutsOf(one.body.data.id)).toEqual(HEADER_AND_FOOTER);

    const found = await server.rest('POST', '/api/host/pages/find-or-create', { json: { url: '/new-found-page' }, headers: asAdmin });
    expect(found.status).toBe(201);
    expect(await layoutsOf(found.body.data.id)).toEqual(HEADER_AND_FOOTER);

    const bulk = await server.rest('POST', '/api/host/pages/bulk', { json: [{ data: { url: '/new-bulk-a' } }, { data: { url: '/new-bulk-b' } }], headers: asAdmin });
    expect(bulk.status).toBe(201);
    for (const page of bulk.body.data as { id: string }[]) expect(await layoutsOf(page.id)).toEqual(HEADER_AND_FOOTER);
  });

  it("links only layouts most pages share, never a page's own content layout", async () => {
    // Unlinking the header from every page but one: only the footer is still shared by most pages.
    const { data, errors } = await server.graphql<any>(
      `{ hostLayoutList(filters: { and: [{ column: "adminTitle", method: "eq", value: "Header" }] }) { pagesToLayouts(limit: 100) { id } } }`,
      undefined,
      asAdmin,
    );
    expect(errors).toBeUndefined();
    const headerLinks = data.hostLayoutList[0].pagesToLayouts as { id: string }[];
    expect(headerLinks.length).toBeGreaterThan(10);
    for (const link of headerLinks.slice(1)) expect((await server.rest('DELETE', `/api/host/pages-to-layouts/${link.id}`, { headers: asAdmin })).status).toBe(200);

    const created = await server.rest('POST', '/api/host/pages', { json: { url: '/footer-only' }, headers: asAdmin });
    expect(await layoutsOf(created.body.data.id)).toEqual([HEADER_AND_FOOTER[1]]);
  });

  it('links nothing to pages the server writes itself (the seed links its own)', async () => {
    const created = await server.rest('POST', '/api/host/pages', { json: { url: '/by-the-server' }, admin: true });
    expect(created.status).toBe(201);
    expect(await layoutsOf(created.body.data.id)).toEqual([]);
  });
});

describe('a file uploaded without a title', () => {
  it('is titled with its own name over REST and GraphQL, not with random words', async () => {
    const rest = await server.rest('POST', FILES_ROUTE, { raw: { body: uploadForm({}, { file: { content: makePng(3, 2), filename: 'upload-test.png' } }) }, headers: asAdmin });
    expect(rest.status).toBe(201);
    expect(rest.body.data).toMatchObject({ adminTitle: 'upload-test.png', mimeType: 'image/png', width: 3, height: 2 });

    const graphql = await graphqlUpload(server, 'mutation ($data: FileStorageFileCreateInput!) { fileStorageFileCreate(data: $data) { adminTitle } }', { data: { file: null } }, {
      'variables.data.file': { content: makePng(2, 2), filename: 'Summer look.png' },
    });
    expect(graphql.errors, JSON.stringify(graphql.errors)).toBeUndefined();
    expect(graphql.data.fileStorageFileCreate.adminTitle).toBe('Summer look.png');

    // A title given wins; a file given by url is named by its last segment.
    const titled = await server.rest('POST', FILES_ROUTE, { raw: { body: uploadForm({ adminTitle: 'Logo' }, { file: { content: makePng(1, 1), filename: 'x.png' } }) }, headers: asAdmin });
    expect(titled.body.data.adminTitle).toBe('Logo');
    const byUrl = await server.rest('POST', FILES_ROUTE, { json: { file: 'https://cdn.example.com/images/red%20shirt.jpg?w=200' }, headers: asAdmin });
    expect(byUrl.body.data.adminTitle).toBe('red shirt.jpg');
  });
});

describe("the admin's metadata of what the server fills", () => {
  it("marks an upload's facts, the row's id and times and other read-only fields read-only, and nothing staff write", async () => {
    const { data, errors } = await server.graphql<{ adminModels: { name: string; fields: { name: string; readOnly: boolean; writable: boolean }[] }[] }>(
      '{ adminModels { name fields { name readOnly writable } } }',
      undefined,
      asAdmin,
    );
    expect(errors).toBeUndefined();
    const readOnly = (model: string) => data!.adminModels.find((candidate) => candidate.name === model)!.fields.filter((field) => field.readOnly).map((field) => field.name).sort();
    expect(readOnly('FileStorageFile')).toEqual(['createdAt', 'extension', 'height', 'id', 'mimeType', 'provider', 'size', 'source', 'updatedAt', 'width']);
    expect(readOnly('EcommerceOrder')).toContain('number');
    expect(readOnly('EcommerceProduct')).toEqual(['createdAt', 'id', 'updatedAt']);
  });
});
