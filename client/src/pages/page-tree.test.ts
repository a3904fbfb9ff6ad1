import { describe, expect, it } from 'vitest';
import type { HostPageByUrlQuery } from './page-by-url.generated';
import { embeddedWidgetIds, mainLayoutRange, pageTree, sectionWidgets } from './page-tree';

type Page = HostPageByUrlQuery['hostPageFindByUrl']['page'];

const hostWidget = (id: string, externals: [string, string, number][]) => ({
  id,
  className: null,
  anchor: null,
  widgetsToExternalWidgets: externals.map(([externalModule, externalWidgetId, orderIndex]) => ({
    id: `${id}-${externalWidgetId}`,
    variant: 'default',
    orderIndex,
    externalModule,
    externalWidgetId,
  })),
});

const page: Page = {
  id: 'page',
  slug: 'home',
  url: '/',
  title: 'Home',
  description: 'The home page.',
  className: null,
  metadata: [],
  pagesToLayouts: [
    {
      id: 'footer-link',
      variant: 'default',
      orderIndex: 2,
      layout: {
        id: 'footer',
        className: null,
        layoutsToWidgets: [{ id: 'lw-footer', variant: 'default', orderIndex: 0, widget: hostWidget('hw-footer', [['website-builder', 'footer', 0]]) }],
      },
    },
    {
      id: 'header-link',
      variant: 'default',
      orderIndex: 0,
      layout: {
        id: 'header',
        className: 'sticky',
        layoutsToWidgets: [{ id: 'lw-navbar', variant: 'default', orderIndex: 0, widget: hostWidget('hw-navbar', [['website-builder', 'navbar', 0]]) }],
      },
    },
    { id: 'extra-link', variant: 'additional', orderIndex: 1, layout: { id: 'extra', className: null, layoutsToWidgets: [] } },
    {
      id: 'main-link',
      variant: 'default',
      orderIndex: 1,
      layout: {
        id: 'main',
        className: null,
        layoutsToWidgets: [
          { id: 'lw-products', variant: 'default', orderIndex: 1, widget: hostWidget('hw-products', [['ecommerce', 'products', 0]]) },
          {
            id: 'lw-hero',
            variant: 'default',
            orderIndex: 0,
            widget: hostWidget('hw-hero', [
              ['blog', 'articles', 1],
              ['website-builder', 'slider', 0],
            ]),
          },
          { id: 'lw-hidden', variant: 'additional', orderIndex: 2, widget: hostWidget('hw-hidden', [['crm', 'form', 0]]) },
          { id: 'lw-gone', variant: 'default', orderIndex: 3, widget: null },
          { id: 'lw-social', variant: 'default', orderIndex: 4, widget: hostWidget('hw-social', [['social', 'profile', 0], ['website-builder', 'navbar', 1]]) },
        ],
      },
    },
    { id: 'deleted-link', variant: 'default', orderIndex: 3, layout: null },
  ],
  pagesToWidgets: [
    { id: 'pw-banner', variant: 'default', orderIndex: 1, widget: hostWidget('hw-banner', [['website-builder', 'banner', 0]]) },
    { id: 'pw-top', variant: 'default', orderIndex: 0, widget: hostWidget('hw-top', [['crm', 'form', 0]]) },
    { id: 'pw-hidden', variant: 'additional', orderIndex: 1, widget: hostWidget('hw-hidden-page', [['blog', 'hidden', 0]]) },
    { id: 'pw-gone', variant: 'default', orderIndex: 1, widget: null },
  ],
};

const layoutOnly = { ...page, pagesToWidgets: [] };

describe('pageTree', () => {
  it('orders layouts and widgets by orderIndex and keeps only default links', () => {
    const layouts = pageTree(layoutOnly);
    expect(layouts.map((layout) => layout.id)).toEqual(['header-link', 'main-link', 'footer-link']);
    expect(layouts[0]).toMatchObject({ kind: 'layout', className: 'sticky' });
    expect(sectionWidgets(layouts[1]).map((widget) => widget.id)).toEqual(['lw-hero', 'lw-products', 'lw-social']);
  });

  it("places the page's own widgets among its layouts by orderIndex, a layout first of the same orderIndex", () => {
    const sections = pageTree(page);
    expect(sections.map((section) => [section.kind, section.id])).toEqual([
      ['layout', 'header-link'],
      ['widget', 'pw-top'],
      ['layout', 'main-link'],
      ['widget', 'pw-banner'],
      ['layout', 'footer-link'],
    ]);
    expect(sectionWidgets(sections[3]).map((widget) => widget.externals.map((external) => external.widgetId))).toEqual([['banner']]);
  });

  it('lists the module widgets each host widget embeds, in order', () => {
    const hero = sectionWidgets(pageTree(layoutOnly)[1])[0];
    expect(hero.externals.map((external) => [external.module, external.widgetId])).toEqual([
      ['website-builder', 'slider'],
      ['blog', 'articles'],
    ]);
  });
});

describe('embeddedWidgetIds', () => {
  it('groups the embedded widget ids by module, each once, and ignores modules the site does not render', () => {
    expect(embeddedWidgetIds(pageTree(page), ['website-builder', 'ecommerce', 'blog', 'crm', 'file-storage'])).toEqual({
      'website-builder': ['navbar', 'slider', 'banner', 'footer'],
      ecommerce: ['products'],
      blog: ['articles'],
      crm: ['form'],
      'file-storage': [],
    });
  });
});

describe('mainLayoutRange', () => {
  it('makes the layouts between header and footer the main content, or all of a single layout', () => {
    expect(mainLayoutRange(4)).toEqual([1, 3]);
    expect(mainLayoutRange(3)).toEqual([1, 2]);
    expect(mainLayoutRange(2)).toEqual([1, 2]);
    expect(mainLayoutRange(1)).toEqual([0, 1]);
    expect(mainLayoutRange(0)).toEqual([0, 0]);
  });
});
