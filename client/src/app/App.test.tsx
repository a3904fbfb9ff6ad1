import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostPageByUrlDocument } from '../pages/page-by-url.generated';
import { moduleWidgetsDocument } from '../pages/module-widgets-document';
import { moduleWidgetsVariables } from '../pages/module-widgets';
import { CLIENT_MODULES } from '../modules';
import { embeddedWidgetIds, pageTree } from '../pages/page-tree';
import { hostPageMatch, text } from '../test/fixtures';
import { button, buttonsArray, websiteBuilderWidget } from '../modules/website-builder/test-fixtures';
import { renderRoute } from './render-route';

const navbar = websiteBuilderWidget(
  { id: 'navbar', variant: 'navbar-default', title: text('Main menu', 'Главное меню') },
  { main: [buttonsArray('menu', 'Menu', [button('shop', 'Shop', 'Магазин', '/shop'), button('about', 'About', null, '/about')])] },
);
const about = websiteBuilderWidget({
  id: 'about',
  variant: 'content-default',
  title: text('About us', 'О нас'),
  description: text('We make things.', 'Мы делаем вещи.'),
});
const mystery = websiteBuilderWidget({ id: 'mystery', variant: 'hologram-default', title: text('Never shown') });

/** The two answers a page costs: its structure, then all its module widgets at once. */
function pageMocks(url: string, match: ReturnType<typeof hostPageMatch>, widgets: object[]): MockLink.MockedResponse[] {
  const ids = embeddedWidgetIds(pageTree(match.page), CLIENT_MODULES.map((module) => module.module));
  const shown = CLIENT_MODULES.filter((module) => ids[module.module].length > 0);
  return [
    { request: { query: HostPageByUrlDocument, variables: { url } }, result: { data: { serverInfo: { __typename: 'ServerInfo', publicUrl: 'https://shop.example', siteName: 'Shop' }, hostPageFindByUrl: match } } },
    {
      request: { query: moduleWidgetsDocument(shown.map((module) => module.module)), variables: moduleWidgetsVariables(shown, ids) },
      result: { data: { websiteBuilderWidgetList: widgets } },
    },
  ];
}

const notFound = (url: string): MockLink.MockedResponse => ({
  request: { query: HostPageByUrlDocument, variables: { url } },
  result: { errors: [new GraphQLError(`No page for ${url}`, { extensions: { code: 'NOT_FOUND' } })] },
});

describe('public pages', () => {
  it('renders the page serving the url: layouts, widgets in their variants, metadata', async () => {
    const match = hostPageMatch('/about', [[['website-builder', 'navbar']], [['website-builder', 'about'], ['website-builder', 'mystery'], ['social', 'profile']]], 'About · Shop');
    await renderRoute('/about', pageMocks('/about', match, [navbar, about, mystery]));

    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(screen.getByText('We make things.')).toBeTruthy();
    // happy-dom's window is narrower than the large breakpoint: the menu is behind the burger.
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    // An unknown variant and a module the site does not render show nothing.
    expect(screen.queryByText('Never shown')).toBeNull();
    expect(document.title).toBe('About · Shop');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('A test page.');
    expect(document.documentElement.lang).toBe('en');
    // The head from the data, hoisted by React into <head>: links to the page and its languages.
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://shop.example/about');
    const alternates = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [link.hreflang, link.href]);
    expect(alternates).toEqual([
      ['en', 'https://shop.example/about'],
      ['ru', 'https://shop.example/ru/about'],
      ['x-default', 'https://shop.example/about'],
    ]);
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe('About · Shop');
  });

  it("serves /ru pages in Russian: texts, links with the prefix, html lang, 'Untitled' for missing titles", async () => {
    const match = hostPageMatch('/ru/about', [[['website-builder', 'navbar']], [['website-builder', 'about']]]);
    await renderRoute('/ru/about', pageMocks('/ru/about', match, [navbar, about]));

    expect(await screen.findByRole('heading', { name: 'О нас' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getByRole('link', { name: 'Магазин' }).getAttribute('href')).toBe('/ru/shop');
    expect(within(menu).getByRole('link', { name: 'Untitled' }).getAttribute('href')).toBe('/ru/about');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://shop.example/ru/about');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content).toBe('ru_RU');
    const languages = within(menu.parentElement!).getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'en' }).getAttribute('href')).toBe('/about');
  });

  it('shows the 404 page, in the visitor language, for a url no page serves', async () => {
    await renderRoute('/ru/no/such/page', [notFound('/ru/no/such/page')]);

    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
  });

  describe('when a page fails', () => {
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    it('shows the site /500 page with the message and a Reload button', async () => {
      const errorPage = hostPageMatch('/500', [[['website-builder', 'about']]]);
      await renderRoute('/broken', [
        { request: { query: HostPageByUrlDocument, variables: { url: '/broken' } }, result: { errors: [new GraphQLError('Database is down')] } },
        ...pageMocks('/500', errorPage, [about]),
      ]);

      expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
      expect(screen.getByText('Database is down')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    });

    it("falls back to 'Oh no! Something went wrong...' when there is no /500 page either", async () => {
      await renderRoute('/broken', [
        { request: { query: HostPageByUrlDocument, variables: { url: '/broken' } }, result: { errors: [new GraphQLError('Database is down')] } },
        notFound('/500'),
      ]);

      expect(await screen.findByRole('heading', { name: 'Oh no! Something went wrong...' })).toBeTruthy();
      expect(screen.getByText('Database is down')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    });
  });
});
