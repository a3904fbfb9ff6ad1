import { describe, expect, it } from 'vitest';
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
