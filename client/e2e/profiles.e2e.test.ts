import { describe, expect, inject, it } from 'vitest';
import { accountScreens } from './account-screens';
import { registeredAccount } from './accounts';
import { adminApi } from './admin-browser';
import { screenshot, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

// The demo's public profiles: the list of makers, 'View profile', the subject's profile (its
// social profiles), then its social profile with the widget it links; in English and in Russian,
// at a laptop's and a phone's width. An anonymous visitor never sees an identity, its email or
// wallet address (the server hides them), or the subject's id.
const browser = useBrowser();

const LANGUAGES = [
  { prefix: '', heading: 'Our makers', view: 'View profile', social: 'Social profile', ada: 'Ada, ceramics', studio: 'Studio hours' },
  { prefix: '/ru', heading: 'Наши мастера', view: 'Открыть профиль', social: 'Социальный профиль', ada: 'Ада, керамика', studio: 'Часы студии' },
] as const;

describe.each(WIDTHS)('public profiles at %i px', (width: Width) => {
  it.each(LANGUAGES)('list → View profile → profile → social profile ($prefix)', async (words) => {
    const { page, errors } = await browser.open(width);
    await page.goto(url(`${words.prefix}/profiles`));
    await page.getByRole('heading', { name: words.heading }).waitFor();
    expect(await page.locator('[data-subject-card]').count()).toBe(2);
    await screenshot(page, `80-profiles${words.prefix.replace('/', '-')}`, width);

    const card = page.locator('[data-subject-card="ada-ceramics"]');
    expect(await card.getByRole('heading', { name: words.ada }).isVisible()).toBe(true);
    await Promise.all([page.waitForURL(url(`${words.prefix}/rbac/subjects/ada-ceramics`)), card.getByRole('link', { name: words.view }).click()]);
    await page.getByRole('heading', { level: 1, name: words.ada }).waitFor();
    expect(await page.title()).toBe(`${words.ada} · Atelier`);
    // The profile alone: how a maker signs in, and its id, are not a visitor's business.
    expect(await page.locator('[data-identity], [data-subject-id]').count()).toBe(0);
    expect(await page.content()).not.toContain('ada@makers.example');
    await screenshot(page, `81-profile${words.prefix.replace('/', '-')}`, width);

    await Promise.all([
      page.waitForURL(url(`${words.prefix}/rbac/subjects/ada-ceramics/social/profile`)),
      page.locator('[data-social-profile-link]').click(),
    ]);
    await page.locator('[data-social-profile="ada-ceramics"]').getByRole('heading', { level: 1, name: words.ada }).waitFor();
    // The website-builder widget the social profile links, rendered by its module.
    await page.locator('[data-social-profile-widget]').getByRole('heading', { name: words.studio }).waitFor();
    await screenshot(page, `82-social-profile${words.prefix.replace('/', '-')}`, width);
    expect(errors).toEqual([]);
  });
});

// A subject without a social profile is nobody else's business, but its own profile page shows
// it its id, its identities and (none yet) social profiles; once it has a social profile it is
// public, and visitors see it without those details.
describe.each(WIDTHS)("a subject's own profile at %i px", (width: Width) => {
  const { visit, lastTab, signIn } = accountScreens(browser, width, { email: 'Email', password: 'Password', login: 'Login' });

  it('is shown to the subject itself before it is public, to others only once it is', async () => {
    const account = await registeredAccount(`own-profile-${width}`);
    const page = await visit('/rbac/subject/authentication/select-method');
    await signIn(page, account);
    const me = await page.evaluate(async () => ((await (await fetch('/api/rbac/subjects/authentication/me')).json()) as { data: { id: string; slug: string } }).data);
    const path = `/rbac/subjects/${me.slug}`;

    await page.goto(url(path));
    const overview = page.locator(`[data-subject-overview="${me.slug}"]`);
    await overview.locator('[data-subject-details]').waitFor();
    expect(await overview.getByRole('heading', { level: 1 }).textContent()).toBe(me.slug);
    expect(await overview.locator('[data-subject-id]').textContent()).toBe(me.id);
    expect(await overview.locator('[data-identity="email_and_password"] [data-identity-detail]').textContent()).toBe(account.email);
    expect(await overview.locator('[data-no-social-profiles]').isVisible()).toBe(true);
    expect(await page.locator('[data-social-profile-link]').count()).toBe(0);
    await screenshot(page, '83-own-profile', width);
    expect(lastTab().errors).toEqual([]);

    // Anyone else: not found, on the server and in the browser.
    expect((await fetch(url(path))).status).toBe(404);
    const visitor = await browser.open(width);
    await visitor.page.goto(url(path));
    await visitor.page.locator('[data-entity-not-found]').waitFor();
    expect(await visitor.page.content()).not.toContain(account.email);

    // A social profile makes it public: visitors see it, without its id and identities.
    const api = await adminApi(inject('baseUrl'));
    const profile = await api.create('/api/social/profiles', { title: { en: `Maker ${width}` } });
    await api.create('/api/rbac/subjects-to-social-module-profiles', { subjectId: me.id, socialModuleProfileId: profile.id });
    await visitor.page.goto(url(path));
    await visitor.page.getByRole('heading', { level: 1, name: `Maker ${width}` }).waitFor();
    expect(await visitor.page.locator('[data-identity-detail], [data-subject-id]').count()).toBe(0);
    expect(await visitor.page.content()).not.toContain(account.email);
    expect(visitor.errors).toEqual([]);
  });
});

describe('profile pages rendered on the server', () => {
  it('arrive rendered with their head, and an unknown or forged slug answers 404', async () => {
    for (const [path, text] of [
      ['/rbac/subjects/grace-weaving', 'Grace, weaving'],
      ['/ru/rbac/subjects/grace-weaving/social/profile', 'Лён с ткацкого станка.'],
    ]) {
      const response = await fetch(url(path));
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(text);
      expect(html, path).toMatch(/<title>(Grace, weaving|Грейс, ткачество) · Atelier<\/title>/);
      expect(html, path).not.toContain('grace@makers.example');
      expect(html, path).not.toContain('0x9f2c4e8a');
    }
    for (const path of ['/rbac/subjects/no-such-maker', '/ru/rbac/subjects/no-such-maker/social/profile', '/rbac/subjects/admin']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('data-entity-not-found');
    }
    for (const path of ['/rbac/subjects/%E0%A4%A', '/rbac/subjects/a%00b/social/profile']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
