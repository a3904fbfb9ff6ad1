import { skipToken, useSuspenseQuery } from '@apollo/client/react';
import { Box, Flex } from '@mantine/core';
import { type ReactElement, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { useRenderReport } from '../shared/page/render-report';
import { ExternalWidget } from './ExternalWidget';
import type { PageMatch } from './page-match';
import { indexModuleWidgets, moduleWidgetKey, moduleWidgetsVariables } from './module-widgets';
import { moduleWidgetsDocument } from './module-widgets-document';
import { PageContext } from '../shared/page/page-context';
import { ArrivedWholeContext, PageShownContext } from './page-shown';
import { PageHead } from './PageHead';
import { canonicalUrl } from '../shared/head/head-tags';
import { embeddedWidgetIds, type HostWidgetNode, mainLayoutRange, pageTree, type PageSection } from './page-tree';
import { CLIENT_MODULES } from '../modules';

const RENDERED_MODULE_NAMES = CLIENT_MODULES.map((module) => module.module);

/** The segments answer is a JSON object; only string values are segment values. */
function segmentValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

interface PageViewProps {
  match: PageMatch;
  url: string;
  publicUrl: string;
  /**
   * Shown as the page's main content in place of its own layouts: the page lends its header and
   * footer (the not-found page inside the site's frame). Its head is then not written either.
   */
  main?: ReactNode;
}

/**
 * A page: its layouts and its own host widgets top to bottom, a layout a column of host
 * widgets; each host widget renders the module widgets it embeds. Every module widget of the
 * page is fetched in one request.
 */
export function PageView({ match, url, publicUrl, main }: PageViewProps) {
  const { page } = match;
  const canonical = canonicalUrl(publicUrl, url);
  const tree = useMemo(() => pageTree(page), [page]);
  // With a main content of its own, the page's own main sections are neither fetched nor shown.
  const [treeMainStart, treeMainEnd] = mainLayoutRange(tree.length);
  const sections = useMemo(
    () => (main === undefined ? tree : [...tree.slice(0, treeMainStart), ...tree.slice(treeMainEnd)]),
    [main, tree, treeMainStart, treeMainEnd],
  );
  const ids = useMemo(() => embeddedWidgetIds(sections, RENDERED_MODULE_NAMES), [sections]);
  const context = useMemo(
    () => ({
      pattern: match.pattern,
      segments: segmentValues(match.segments),
      publicUrl,
      canonicalUrl: canonical,
    }),
    [match, publicUrl, canonical],
  );

  // Idempotent (import() is cached): the modules' code loads alongside their data, rather
  // than after it. The server's answer names them, so that the browser fetches them with the app.
  const report = useRenderReport();
  const shown = useMemo(() => CLIENT_MODULES.filter((module) => ids[module.module].length > 0), [ids]);
  for (const module of shown) {
    module.preload();
    report?.module(module.module);
  }
  // The query asks for the page's modules alone (see moduleWidgetsDocument); a page of none asks nothing.
  const { data } = useSuspenseQuery(
    moduleWidgetsDocument(shown.map((module) => module.module)),
    shown.length > 0 ? { variables: moduleWidgetsVariables(shown, ids) } : skipToken,
  );
  const widgets = useMemo(() => (data ? indexModuleWidgets(shown, data) : new Map<string, ReactElement>()), [shown, data]);

  // The url whose page has been committed: until then, widgets still loading hold the page. A
  // page that arrived whole (rendered on the server) is shown from its first render.
  const arrivedWhole = useContext(ArrivedWholeContext);
  const [shownUrl, setShownUrl] = useState(() => (arrivedWhole.pending() ? url : undefined));
  // Knowing that the page was committed is what an effect is for: no render can tell. A layout
  // effect: the widgets take their own boundaries (mounted again once) before the browser
  // paints or hands the visitor an event, so nothing flickers and no click is lost. Pages
  // followed afterwards load in the browser.
  useLayoutEffect(() => {
    arrivedWhole.shown();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShownUrl(url);
  }, [arrivedWhole, url]);

  const [mainStart, mainEnd] = main === undefined ? mainLayoutRange(sections.length) : [treeMainStart, treeMainStart];
  const renderWidget = (widget: HostWidgetNode, props?: { mt?: 'auto'; 'data-page-widget'?: true }) => (
    <Box key={widget.id} id={widget.anchor ?? undefined} className={widget.className ?? undefined} {...props}>
      {widget.externals.map((external) => (
        <ExternalWidget key={external.id} widget={widgets.get(moduleWidgetKey(external.module, external.widgetId))} />
      ))}
    </Box>
  );
  const renderSection = (section: PageSection) => {
    // The footer stays at the bottom of short pages.
    const mt = mainEnd < sections.length && section === sections[sections.length - 1] ? 'auto' : undefined;
    if (section.kind === 'widget') return renderWidget(section, { mt, 'data-page-widget': true });
    return (
      <Box key={section.id} className={section.className ?? undefined} data-layout mt={mt}>
        {section.widgets.map((widget) => renderWidget(widget))}
      </Box>
    );
  };

  return (
    <PageContext.Provider value={context}>
      <PageShownContext.Provider value={shownUrl === url}>
        {main === undefined && <PageHead match={match} segments={context.segments} publicUrl={publicUrl} canonicalUrl={canonical} pathname={url} />}
        <Flex direction="column" mih="100dvh" className={page.className ?? undefined} data-page={main === undefined ? page.url : undefined}>
          {sections.slice(0, mainStart).map(renderSection)}
          <Box component="main">{main ?? sections.slice(mainStart, mainEnd).map(renderSection)}</Box>
          {sections.slice(mainEnd).map(renderSection)}
        </Flex>
      </PageShownContext.Provider>
    </PageContext.Provider>
  );
}
