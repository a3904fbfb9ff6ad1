// Builders of API answers for component tests. Objects carry __typename as the server's do,
// so that Apollo's cache (MockedProvider) stores them as it stores real answers.

import type { WebsiteBuilderWidgetContentFragment } from '../modules/website-builder/widget.generated';

type Text = { __typename: 'LocalizedText'; en: string | null; ru: string | null };

/** A per-language text; a language left out is missing (null). */
export const text = (en: string | null, ru: string | null = null): Text => ({ __typename: 'LocalizedText', en, ru });
const noText = () => text(null, null);

export const button = (id: string, en: string, ru: string | null, url: string | null, variant = 'ghost') => ({
  __typename: 'WebsiteBuilderButton' as const,
  id,
  variant,
  className: null,
  url,
  title: text(en, ru),
});

export const buttonsArray = (id: string, en: string, buttons: ReturnType<typeof button>[]) => ({
  __typename: 'WebsiteBuilderButtonsArray' as const,
  id,
  variant: 'default',
  className: null,
  title: text(en, en),
  buttons,
});

export const slide = (id: string, en: string, ru: string | null, url: string | null, buttons: ReturnType<typeof button>[] = []) => ({
  __typename: 'WebsiteBuilderSlide' as const,
  id,
  variant: 'default',
  className: null,
  url,
  title: text(en, ru),
  subtitle: noText(),
  description: noText(),
  buttonsArrays: buttons.length ? [buttonsArray(`${id}-actions`, en, buttons)] : [],
  fileStorageModuleFiles: [],
});

type WebsiteBuilderWidget = WebsiteBuilderWidgetContentFragment;

/** A website-builder widget: nothing linked unless given. */
export function websiteBuilderWidget(
  fields: Partial<WebsiteBuilderWidget> & { id: string; variant: string },
  menus: { main?: ReturnType<typeof buttonsArray>[]; additional?: ReturnType<typeof buttonsArray>[] } = {},
): WebsiteBuilderWidget & { __typename: 'WebsiteBuilderWidget' } {
  const links = [
    ...(menus.main ?? []).map((array, index) => ({ variant: 'default', array, index })),
    ...(menus.additional ?? []).map((array, index) => ({ variant: 'additional', array, index })),
  ];
  return {
    __typename: 'WebsiteBuilderWidget',
    className: null,
    anchor: null,
    title: noText(),
    subtitle: noText(),
    description: noText(),
    logotypes: [],
    sliders: [],
    features: [],
    fileStorageModuleFiles: [],
    widgetsToButtonsArrays: links.map(({ variant, array, index }) => ({
      __typename: 'WebsiteBuilderWidgetsToButtonsArrays',
      id: `${fields.id}-${array.id}`,
      variant,
      orderIndex: index,
      buttonsArray: array,
    })),
    ...fields,
  } as WebsiteBuilderWidget & { __typename: 'WebsiteBuilderWidget' };
}

/** A module widget a host page embeds: `[module, widget id]`. */
type Embedded = [module: string, widgetId: string];

/**
 * The answer of hostPageFindByUrl: a page whose layouts (in order) each hold host widgets,
 * one per embedded module widget.
 */
export function hostPageMatch(url: string, layouts: Embedded[][], metadataTitle = 'Test page · Shop') {
  return {
    __typename: 'HostPageMatch' as const,
    language: 'en',
    pattern: url,
    segments: {},
    page: {
      __typename: 'HostPage' as const,
      id: `page ${url}`,
      slug: `page-${url.replace(/\W+/g, '-')}`,
      url,
      title: 'Test page',
      description: 'A page of the tests.',
      className: null,
      metadata: [
        {
          __typename: 'HostMetadata' as const,
          id: `meta ${url}`,
          variant: 'primary',
          title: metadataTitle,
          description: 'A test page.',
          keywords: 'test',
          author: null,
          openGraphTitle: null,
          openGraphDescription: null,
          openGraphUrl: null,
          openGraphType: null,
          openGraphSiteName: null,
          openGraphLocale: null,
          twitterCard: null,
          twitterSite: null,
          twitterCreator: null,
          twitterTitle: null,
          twitterDescription: null,
        },
      ],
      pagesToLayouts: layouts.map((widgets, layoutIndex) => ({
        __typename: 'HostPagesToLayouts' as const,
        id: `${url} layout link ${layoutIndex}`,
        variant: 'default',
        orderIndex: layoutIndex,
        layout: {
          __typename: 'HostLayout' as const,
          id: `layout ${layoutIndex}`,
          className: null,
          layoutsToWidgets: widgets.map(([module, widgetId], widgetIndex) => ({
            __typename: 'HostLayoutsToWidgets' as const,
            id: `layout ${layoutIndex} widget link ${widgetIndex}`,
            variant: 'default',
            orderIndex: widgetIndex,
            widget: {
              __typename: 'HostWidget' as const,
              id: `host ${widgetId}`,
              className: null,
              anchor: null,
              widgetsToExternalWidgets: [
                {
                  __typename: 'HostWidgetsToExternalWidgets' as const,
                  id: `external ${widgetId}`,
                  variant: 'default',
                  orderIndex: 0,
                  externalModule: module,
                  externalWidgetId: widgetId,
                },
              ],
            },
          })),
        },
      })),
      pagesToWidgets: [],
    },
  };
}
