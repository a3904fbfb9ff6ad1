import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredAccount } from './accounts';
import { adminApi } from './admin-browser';
import { clientAddress, screenshot, seededSlug, siteUrl as url, type SitePage, useBrowser, WIDTHS, type Width } from './browser';

// A shop front a customer trusts (issue 35): a guest sends the contact form; a signed-in visitor
// never sees Login (or a guest's cart buttons) while a page loads; a url no page serves shows the
// site's frame; the breadcrumb, 'New arrivals', the footer, the makers' cards and the error
// messages say what a visitor should read. At a laptop's and a phone's width, in both languages.
const browser = useBrowser();

const LANGUAGES = [
  {
    prefix: '',
    submit: 'Submit',
    submitted: 'Form submitted successfully',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    login: 'Login',
    addToCart: 'Add to cart',
    notFound: 'Page not found',
    home: 'Home',
    homeCategory: 'Home',
    footerBlog: 'Blog',
    footerTitle: 'Footer',
    registration: 'Create an account',
    authEmail: 'Email',
    password: 'Password',
    taken: 'An account with this email already exists.',
  },
  {
    prefix: '/ru',
    submit: 'Отправить',
    submitted: 'Форма отправлена',
    name: 'Имя',
    email: 'Почта',
    message: 'Сообщение',
    login: 'Войти',
    addToCart: 'В корзину',
    notFound: 'Страница не найдена',
    home: 'Главная',
    homeCategory: 'Дом',
    footerBlog: 'Блог',
    footerTitle: 'Подвал',
    registration: 'Зарегистрироваться',
    authEmail: 'Электронная почта',
    password: 'Пароль',
    taken: 'Аккаунт с этой почтой уже есть.',
  },
] as const;
type Words = (typeof LANGUAGES)[number];

/** The site's GraphQL API, as a visitor from an address of its own (with an access token: as that subject). */
async function graphql<T>(query: string, variables: Record<string, unknown> = {}, jwt?: string): Promise<T> {
  const response = await fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(), ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body)}`);
  return body.data;
}

interface SignedIn {
  jwt: string;
  refresh: string;
  subjectId: string;
}

/** A new account, signed in through the API: its tokens and subject. */
async function signedInAccount(prefix: string): Promise<SignedIn> {
  const account = await registeredAccount(prefix);
  const { rbacAuthenticationLogin: tokens } = await graphql<{ rbacAuthenticationLogin: { jwt: string; refresh: string } }>(
    'mutation ($data: RbacLoginInput!) { rbacAuthenticationLogin(data: $data) { jwt refresh } }',
    { data: { login: account.email, password: account.password } },
  );
  const { rbacMe } = await graphql<{ rbacMe: { id: string } }>('{ rbacMe { id } }', {}, tokens.jwt);
  return { ...tokens, subjectId: rbacMe.id };
}

/** A tab holding the session as the browser keeps it after signing in: the access cookie and the stored refresh token. */
async function signedInTab(width: Width, session: SignedIn): Promise<SitePage> {
  const tab = await browser.open(width);
  await tab.page.context().addCookies([{ name: 'rbac.subject.jwt', value: session.jwt, url: url('/') }]);
  // Stored before the page's scripts run, once (a refreshed token then replaces it, as in the app).
  await tab.page.addInitScript((refresh) => {
    if (!localStorage.getItem('rbac.subject.refresh')) localStorage.setItem('rbac.subject.refresh', refresh);
  }, session.refresh);
  return tab;
}

/**
 * Watches every state of the page from its first byte (each DOM change, before the browser can
 * paint it): whether a Login link, or a visible 'Add to cart' button, was ever in the page.
 */
async function watchFrames(page: Page, words: Words) {
  await page.addInitScript(
    ({ login, addToCart }) => {
      const seen = { login: false, addToCart: false, states: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const look = () => {
        seen.states += 1;
        for (const element of Array.from(document.querySelectorAll('a, button'))) {
          const text = element.textContent?.trim();
          if (text === login) seen.login = true;
          if (text === addToCart && !element.closest('[data-session-pending]')) seen.addToCart = true;
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    },
    { login: words.login, addToCart: words.addToCart },
  );
  return () => page.evaluate(() => (window as unknown as { seen: { login: boolean; addToCart: boolean; states: number } }).seen);
}

/** The page's HTML as the server sends it to a visitor holding `cookie`. */
async function serverHtml(path: string, cookie?: string) {
  const response = await fetch(url(path), { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
}

describe.each(WIDTHS)('the shop front at %i px', (width: Width) => {
  describe.each(LANGUAGES)('in $prefix', (words) => {
    it('lets a guest send the contact form, stored for the admins', async () => {
      const { page, errors, operations } = await browser.open(width);
      await page.goto(url(`${words.prefix}/contact`));
      const form = page.locator('[data-crm-request-form]');
      await form.waitFor();
      expect(await page.locator('[data-not-authorized]').count()).toBe(0);
      // Reading the page makes no subject; sending does.
      expect(operations).not.toContain('RbacAuthenticationInit');
      const sender = `Guest ${width}${words.prefix} ${Date.now()}`;
      await form.getByLabel(words.name).fill(sender);
      await form.getByLabel(words.email).fill('guest@example.com');
      await form.getByLabel(words.message).fill('Do you ship to Tallinn?');
      await screenshot(page, `35-contact-filled${words.prefix.replace('/', '-')}`, width);
      await form.getByRole('button', { name: words.submit }).click();
      await page.locator('[data-toast="success"]').getByText(words.submitted).waitFor();
      expect(await form.getByRole('button', { name: words.submit }).getAttribute('data-status')).toBe('success');
      expect(operations).toContain('RbacAuthenticationInit');
      await screenshot(page, `35-contact-sent${words.prefix.replace('/', '-')}`, width);

      const admin = await adminApi(url(''));
      const requests = await admin.list('/api/crm/requests');
      expect(requests.some((request) => Object.values(request.answers as Record<string, unknown>).includes(sender))).toBe(true);
      expect(errors).toEqual([]);
    });

    it('never shows a signed-in visitor Login or a guest\'s "Add to cart", and still shows a guest Login', async () => {
      const session = await signedInAccount(`front-${width}`);
      const slug = await seededSlug('ecommerceProductList', 'Ceramic mug');
      // The mug is in the visitor's cart: its page shows the cart's controls, never 'Add to cart'.
      await graphql('mutation ($subjectId: ID!, $data: EcommerceCartAddInput) { ecommerceCartAdd(subjectId: $subjectId, data: $data) { id } }', {
        subjectId: session.subjectId,
        data: { productId: await productId(slug), quantity: 1 },
      }, session.jwt);

      for (const path of [words.prefix || '/', `${words.prefix}/ecommerce/products/${slug}`]) {
        // The server's answer (the first paint, and what a visitor without scripts sees) is the
        // same for everyone: no Login, no 'Add to cart' on show, whoever asks.
        for (const cookie of [`rbac.subject.jwt=${session.jwt}`, undefined]) {
          const { status, html } = await serverHtml(path, cookie);
          expect(status, path).toBe(200);
          expect(html, path).toContain('data-session-pending');
          expect(html, path).not.toMatch(new RegExp(`>${words.login}<`));
        }

        const { page, errors } = await signedInTab(width, session);
        const seen = await watchFrames(page, words);
        await page.goto(url(path));
        await page.locator('[data-account-menu]').waitFor();
        if (path.includes('/products/')) await page.locator('[data-in-cart]').waitFor();
        const watched = await seen();
        expect(watched.states, path).toBeGreaterThan(0);
        expect(watched.login, path).toBe(false);
        expect(watched.addToCart, path).toBe(false);
        expect(errors).toEqual([]);
      }
      const { page } = await browser.open(width);
      await page.goto(url(`${words.prefix}/ecommerce/products/${slug}`));
      expect(await page.getByRole('link', { name: words.login }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: words.addToCart }).isVisible()).toBe(true);
    });

    it('shows a url no page serves inside the site: header, navigation, footer, status 404', async () => {
      const path = words.prefix ? '/ru/nothing-here' : '/this-does-not-exist';
      const rendered = await serverHtml(path);
      expect(rendered.status).toBe(404);
      for (const part of ['data-navbar', 'data-footer', 'data-not-found']) expect(rendered.html).toContain(part);

      const { page, errors } = await browser.open(width);
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: words.notFound }).waitFor();
      expect(await page.title()).toBe(words.notFound);
      expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe(words.prefix ? 'ru' : 'en');
      const footer = page.locator('[data-footer]');
      expect(await footer.isVisible()).toBe(true);
      await screenshot(page, `35-not-found${words.prefix.replace('/', '-')}`, width);
      await footer.getByRole('link', { name: words.footerBlog, exact: true }).click();
      await page.waitForURL(url(`${words.prefix}/blog`));
      expect(errors).toEqual([]);
    });

    it("names a product's category once in its breadcrumb, lists new arrivals newest first, and titles no footer column 'Footer'", async () => {
      const { page, errors } = await browser.open(width);
      await page.goto(url(`${words.prefix}/ecommerce/products/${await seededSlug('ecommerceProductList', 'Ceramic mug')}`));
      const crumbs = await page.locator('[data-breadcrumbs] a').allTextContents();
      // The mug's category is 'Home': in English the root crumb says it already.
      expect(crumbs).toEqual(words.homeCategory === words.home ? [words.home] : [words.home, words.homeCategory]);
      await screenshot(page, `35-product-home-category${words.prefix.replace('/', '-')}`, width);
      // The category itself is a badge of the product's.
      await Promise.all([
        page.waitForURL(/\/ecommerce\/categories\//),
        page.locator('[data-product-overview] a[href*="/ecommerce/categories/"]').filter({ hasText: words.homeCategory }).first().click(),
      ]);
      await page.getByRole('heading', { level: 1, name: words.homeCategory }).waitFor();
      await screenshot(page, `35-category${words.prefix.replace('/', '-')}`, width);
      await page.goto(url(`${words.prefix}/ecommerce/products/${await seededSlug('ecommerceProductList', 'Linen shirt')}`));
      expect((await page.locator('[data-breadcrumbs] a').allTextContents())[0]).toBe(words.home);
      expect(await page.locator('[data-breadcrumbs] a').count()).toBe(2);

      await page.goto(url(words.prefix || '/'));
      const shown = await page.locator('[data-product-list] [data-product-card]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-card')));
      const { ecommerceProductList: products } = await graphql<{ ecommerceProductList: { slug: string; createdAt: string }[] }>(
        '{ ecommerceProductList(limit: 100) { slug createdAt } }',
      );
      const created = shown.map((slug) => Date.parse(products.find((product) => product.slug === slug)!.createdAt));
      expect(created.length).toBeGreaterThan(1);
      expect(created).toEqual([...created].sort((a, b) => b - a));
      const newest = [...products].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      expect(Date.parse(newest.createdAt)).toBe(created[0]);

      const footer = page.locator('[data-footer]');
      expect(await footer.locator('[data-footer-heading]').count()).toBe(0);
      expect((await footer.textContent())?.toLowerCase()).not.toContain(words.footerTitle.toLowerCase());
      await screenshot(page, `35-home${words.prefix.replace('/', '-')}`, width);
      expect(errors).toEqual([]);
    });

    it("shows makers' profiles without ids or sign-in methods", async () => {
      const { page, errors } = await browser.open(width);
      const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
      await page.goto(url(`${words.prefix}/profiles`));
      expect(await page.locator('[data-subject-card]').count()).toBe(2);
      for (const path of [`${words.prefix}/profiles`, `${words.prefix}/rbac/subjects/ada-ceramics`]) {
        await page.goto(url(path));
        await page.locator('[data-subject-card], [data-subject-overview]').first().waitFor();
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text, path).not.toMatch(uuid);
        expect(text, path).not.toMatch(/Telegram|EVM|email_and_password/);
        expect(await page.locator('[data-identity], [data-subject-id]').count(), path).toBe(0);
      }
      await screenshot(page, `35-maker${words.prefix.replace('/', '-')}`, width);
      expect(errors).toEqual([]);
    });

    it("says a refused field in a sentence, under its input and in a toast, without the server's field name", async () => {
      const taken = await registeredAccount(`taken-${width}`);
      const { page } = await browser.open(width);
      await page.goto(url(`${words.prefix}/rbac/subject/authentication/email-and-password/registration`));
      await page.getByLabel(words.authEmail, { exact: true }).fill(taken.email);
      await page.getByLabel(words.password, { exact: true }).fill('another-password-1');
      await page.getByRole('button', { name: words.registration }).click();
      await page.locator('[data-toast="error"]').getByText(words.taken, { exact: true }).waitFor();
      // Under the email input too (Mantine's error of the input), and nowhere a field's name.
      await page.locator('.mantine-InputWrapper-error').getByText(words.taken, { exact: true }).waitFor();
      expect(await page.locator('body').textContent()).not.toMatch(/\blogin: /);
      await screenshot(page, `35-registration-taken${words.prefix.replace('/', '-')}`, width);
    });
  });
});

/** A product's id by its slug. */
async function productId(slug: string): Promise<string> {
  const { ecommerceProductList } = await graphql<{ ecommerceProductList: { id: string }[] }>(
    'query ($filters: FiltersInput) { ecommerceProductList(filters: $filters, limit: 1) { id } }',
    { filters: { and: [{ column: 'slug', method: 'eq', value: slug }] } },
  );
  return ecommerceProductList[0].id;
}
