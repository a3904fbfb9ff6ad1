import { useSuspenseQuery } from '@apollo/client/react';
import { Box, Flex } from '@mantine/core';
import { useMemo } from 'react';
import { type HostPageByUrlQuery, PageModuleWidgetsDocument } from '../../gql/graphql';
import { ExternalWidget } from './ExternalWidget';
import { indexModuleWidgets, moduleWidgetKey, moduleWidgetsVariables } from './module-widgets';
import { PageContext } from './page-context';
import { usePageMetadata } from './page-metadata';
import { embeddedWidgetIds, pageTree } from './page-tree';
import { RENDERED_MODULES } from './rendered-modules';

const RENDERED_MODULE_NAMES = RENDERED_MODULES.map((module) => module.module);

export type PageMatch = HostPageByUrlQuery['hostPageFindByUrl'];

/** The segments answer is a JSON object; only string values are segment values. */
function segmentValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * A page: its layouts top to bottom, each a column of host widgets rendering the module
 * widgets they embed. Every module widget of the page is fetched in one request.
 */
export function PageView({ match }: { match: PageMatch }) {
  const { page } = match;
  const layouts = useMemo(() => pageTree(page), [page]);
  const ids = useMemo(() => embeddedWidgetIds(layouts, RENDERED_MODULE_NAMES), [layouts]);
  const context = useMemo(() => ({ pattern: match.pattern, segments: segmentValues(match.segments) }), [match]);

  // Idempotent (import() is cached): the modules' code loads alongside their data, rather
  // than after it.
  for (const module of RENDERED_MODULES) if (ids[module.module].length > 0) module.preload();
  const { data } = useSuspenseQuery(PageModuleWidgetsDocument, { variables: moduleWidgetsVariables(RENDERED_MODULES, ids) });
  const widgets = useMemo(() => indexModuleWidgets(RENDERED_MODULES, data), [data]);
  usePageMetadata(page.metadata, page.title);

  return (
    <PageContext.Provider value={context}>
      <Flex direction="column" mih="100dvh" className={page.className ?? undefined} data-page={page.url}>
        {layouts.map((layout, index) => (
          <Box
            key={layout.id}
            className={layout.className ?? undefined}
            data-layout
            // The last layout (the footer, on most sites) stays at the bottom of short pages.
            mt={index === layouts.length - 1 && index > 0 ? 'auto' : undefined}
          >
            {layout.widgets.map((widget) => (
              <Box key={widget.id} id={widget.anchor ?? undefined} className={widget.className ?? undefined}>
                {widget.externals.map((external) => (
                  <ExternalWidget key={external.id} widget={widgets.get(moduleWidgetKey(external.module, external.widgetId))} />
                ))}
              </Box>
            ))}
          </Box>
        ))}
      </Flex>
    </PageContext.Provider>
  );
}
