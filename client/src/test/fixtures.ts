// Builders of API answers for component tests. Objects carry __typename as the server's do,
// so that Apollo's cache (MockedProvider) stores them as it stores real answers.

type Text = { __typename: 'LocalizedText'; en: string | null; ru: string | null };

/** A per-language text; a language left out is missing (null). */
export const text = (en: string | null, ru: string | null = null): Text => ({ __typename: 'LocalizedText', en, ru });
/** A text missing in every language. */
export const noText = () => text(null, null);

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
