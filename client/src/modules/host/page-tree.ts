import type { HostPageByUrlQuery } from './page-by-url.generated';

type Page = HostPageByUrlQuery['hostPageFindByUrl']['page'];

/** A module widget a host widget embeds. */
export interface ExternalWidgetRef {
  /** The relation row's id: stable key for React. */
  id: string;
  module: string;
  widgetId: string;
}

export interface HostWidgetNode {
  /** The layouts-to-widgets row: a host widget may sit in a layout twice. */
  id: string;
  className: string | null;
  anchor: string | null;
  externals: ExternalWidgetRef[];
}

export interface LayoutNode {
  /** The pages-to-layouts row's id. */
  id: string;
  className: string | null;
  widgets: HostWidgetNode[];
}

/**
 * Relation rows of variant 'default' only, in their orderIndex order. Rows of another variant
 * ('additional') are links that the default rendering does not show.
 */
function shownInOrder<Row extends { variant: string; orderIndex: number }>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.variant === 'default').sort((a, b) => a.orderIndex - b.orderIndex);
}

/** What a page renders, top to bottom: its layouts, their host widgets, the module widgets these embed. */
export function pageTree(page: Page): LayoutNode[] {
  return shownInOrder(page.pagesToLayouts).flatMap(({ id, layout }) => {
    if (!layout) return [];
    const widgets = shownInOrder(layout.layoutsToWidgets).flatMap((link) => {
      if (!link.widget) return [];
      const externals = [...link.widget.widgetsToExternalWidgets]
        .sort((a, b) => a.orderIndex - b.orderIndex)
        .map((external) => ({ id: external.id, module: external.externalModule, widgetId: external.externalWidgetId }));
      return [{ id: link.id, className: link.widget.className, anchor: link.widget.anchor, externals }];
    });
    return [{ id, className: layout.className, widgets }];
  });
}

/** The ids of the module widgets a page embeds, per given module (the rendered ones), each once. */
export function embeddedWidgetIds(layouts: LayoutNode[], modules: readonly string[]): Record<string, string[]> {
  const ids = new Map(modules.map((module) => [module, new Set<string>()]));
  for (const layout of layouts) {
    for (const widget of layout.widgets) {
      for (const external of widget.externals) ids.get(external.module)?.add(external.widgetId);
    }
  }
  return Object.fromEntries([...ids].map(([module, moduleIds]) => [module, [...moduleIds]]));
}

/**
 * Which layouts are the page's main content (the `main` landmark), as [start, end) indexes:
 * the first layout is its header and the last its footer when there are three or more (the
 * shape of most sites); of two, the second; a single layout is all content.
 */
export function mainLayoutRange(count: number): [number, number] {
  if (count >= 3) return [1, count - 1];
  if (count === 2) return [1, 2];
  return [0, count];
}
