import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, type AdminApi } from './admin-browser';
import { screenshot, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

// A page renders the host widgets linked to it directly (pages-to-widgets) as well as its
// layouts' widgets, both in their links' orderIndex order (the spec: "The host page default
// renders its page-to-widget links filtered by variant default"). A page of its own, made
// through the REST API, so that no other file's page changes.
const browser = useBrowser();
const PATH = '/linked-widgets';
let api: AdminApi;
let pageId: string;

/** A host widget embedding a new website-builder content widget titled `title`. */
async function contentWidget(title: string): Promise<string> {
  const content = await api.create('/api/website-builder/widgets', { variant: 'content-default', title: { en: title } });
  const host = await api.create('/api/host/widgets', { adminTitle: `linked widgets: ${title}` });
  await api.create('/api/host/widgets-to-external-widgets', { widgetId: host.id, externalModule: 'website-builder', externalWidgetId: content.id });
  return String(host.id);
}

beforeAll(async () => {
  api = await adminApi(inject('baseUrl'));
  // A new page starts with the site's header (orderIndex 0) and footer (2); the footer moves to
  // 5 to leave room: page widget 1, a layout 2, page widget 3.
  const page = await api.create('/api/host/pages', { url: PATH, title: 'Linked widgets', publishedAt: new Date().toISOString() });
  pageId = String(page.id);
  const links = await api.list('/api/host/pages-to-layouts', 'pageId', pageId);
  const footer = links.reduce((last, link) => (Number(link.orderIndex) > Number(last.orderIndex) ? link : last));
  await api.update('/api/host/pages-to-layouts', String(footer.id), { orderIndex: 5 });
  const layout = await api.create('/api/host/layouts', { adminTitle: 'linked widgets: body' });
  await api.create('/api/host/layouts-to-widgets', { layoutId: layout.id, widgetId: await contentWidget('In a layout') });
  await api.create('/api/host/pages-to-layouts', { pageId, layoutId: layout.id, orderIndex: 2 });
  // Made out of order, so that only orderIndex can put them in place.
  await api.create('/api/host/pages-to-widgets', { pageId, widgetId: await contentWidget('Linked after the layout'), orderIndex: 3 });
  await api.create('/api/host/pages-to-widgets', { pageId, widgetId: await contentWidget('Linked before the layout'), orderIndex: 1 });
});
afterAll(async () => {
  await api?.remove('/api/host/pages', pageId);
});

const ORDER = ['Linked before the layout', 'In a layout', 'Linked after the layout'];

describe.each(WIDTHS)('a page with widgets linked to it at %i px', (width: Width) => {
  it('renders them among its layouts, in orderIndex order, inside the main content', async () => {
    const { page, errors } = await browser.open(width);
    await page.goto(url(PATH));
    await page.getByRole('heading', { name: ORDER[2] }).waitFor();
    const headings = await page.locator('main h1').allTextContents();
    expect(headings).toEqual(ORDER);
    // The site's header and footer stay around them.
    expect(await page.locator('[data-navbar]').count()).toBe(1);
    expect(await page.locator('[data-page-widget]').count()).toBe(2);
    expect(await page.locator('[data-footer]').isVisible()).toBe(true);
    await screenshot(page, `90-page-widgets`, width);
    expect(errors).toEqual([]);
  });
});

describe('a page with widgets linked to it, rendered on the server', () => {
  it('arrives with them in its HTML, in order', async () => {
    const html = await (await fetch(url(PATH))).text();
    const at = ORDER.map((title) => html.indexOf(title));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
