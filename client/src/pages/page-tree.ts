import type { HostPageByUrlQuery, HostWidgetEmbeddingFragment } from './page-by-url.generated';

type Page = HostPageByUrlQuery['hostPageFindByUrl']['page'];

/** A module widget a host widget embeds. */
export interface ExternalWidgetRef {
  /** The relation row's id: stable key for React. */
  id: string;
  module: string;
  widgetId: string;
}

export interface HostWidgetNode {
  /** The link row's id (layouts-to-widgets or pages-to-widgets): a host widget may be linked twice. */
  id: string;
  className: string | null;
  anchor: string | null;
  externals: ExternalWidgetRef[];
}

export interface LayoutNode {
  kind: 'layout';
  /** The pages-to-layouts row's id. */
  id: string;
  className: string | null;
  widgets: HostWidgetNode[];
}

/** A host widget linked to the page itself (pages-to-widgets), not through a layout. */
export interface PageWidgetNode extends HostWidgetNode {
  kind: 'widget';
}

/** One part of a page, top to bottom: a layout of host widgets, or a host widget of its own. */
export type PageSection = LayoutNode | PageWidgetNode;

interface Link {
  variant: string;
  orderIndex: number;
}

/**
 * Relation rows of variant 'default' only: rows of another variant ('additional') are links
 * that the default rendering does not show.
 */
function shown<Row extends Link>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.variant === 'default');
}
const byOrderIndex = (a: { orderIndex: number }, b: { orderIndex: number }) => a.orderIndex - b.orderIndex;

function hostWidget(linkId: string, widget: HostWidgetEmbeddingFragment): HostWidgetNode {
  const externals = [...widget.widgetsToExternalWidgets]
    .sort(byOrderIndex)
    .map((external) => ({ id: external.id, module: external.externalModule, widgetId: external.externalWidgetId }));
  return { id: linkId, className: widget.className, anchor: widget.anchor, externals };
}

/**
 * What a page renders, top to bottom: its layouts (their host widgets, the module widgets
 * these embed) and the host widgets linked to the page itself, both in their links' orderIndex
 * order (the spec's "page-to-widget links filtered by variant default"). A layout comes before a
 * page widget of the same orderIndex: a widget linked at 0 or 1 shows under the site's header.
 */
export function pageTree(page: Page): PageSection[] {
  const layouts = shown(page.pagesToLayouts).map((link) => ({ link, section: layoutSection(link) }));
  const widgets = shown(page.pagesToWidgets).map((link) => ({ link, section: link.widget && { kind: 'widget' as const, ...hostWidget(link.id, link.widget) } }));
  // Array.prototype.sort is stable: of the same orderIndex, the layouts (listed first) stay first.
  return [...layouts, ...widgets]
    .sort((a, b) => byOrderIndex(a.link, b.link))
    .flatMap(({ section }) => (section ? [section] : []));
}

function layoutSection({ id, layout }: Page['pagesToLayouts'][number]): LayoutNode | null {
  if (!layout) return null;
  const widgets = shown(layout.layoutsToWidgets)
    .sort(byOrderIndex)
    .flatMap((link) => (link.widget ? [hostWidget(link.id, link.widget)] : []));
  return { kind: 'layout', id, className: layout.className, widgets };
}

/** The host widgets of a page's section: a layout's, or the page widget itself. */
export const sectionWidgets = (section: PageSection): HostWidgetNode[] => (section.kind === 'layout' ? section.widgets : [section]);

/** The ids of the module widgets a page embeds, per given module (the rendered ones), each once. */
export function embeddedWidgetIds(sections: PageSection[], modules: readonly string[]): Record<string, string[]> {
  const ids = new Map(modules.map((module) => [module, new Set<string>()]));
  for (const section of sections) {
    for (const widget of sectionWidgets(section)) {
      for (const external of widget.externals) ids.get(external.module)?.add(external.widgetId);
    }
  }
  return Object.fromEntries([...ids].map(([module, moduleIds]) => [module, [...moduleIds]]));
}

/**
 * Which sections are the page's main content (the `main` landmark), as [start, end) indexes:
 * the first section is its header and the last its footer when there are three or more (the
 * shape of most sites); of two, the second; a single section is all content.
 */
export function mainLayoutRange(count: number): [number, number] {
  if (count >= 3) return [1, count - 1];
  if (count === 2) return [1, 2];
  return [0, count];
}
