import type { ReactElement } from 'react';
import { CLIENT_MODULES, type PageModuleWidgetsQuery, type PageModuleWidgetsQueryVariables, type RenderedModule } from '../modules';

/** The modules whose widgets pages render: every module of the list, by its widgets. */
export const RENDERED_MODULES: readonly RenderedModule[] = CLIENT_MODULES.map((module) => module.widgets);

/** The variables of PageModuleWidgets: each module's id filter, modules without widgets left out. */
export function moduleWidgetsVariables(modules: readonly RenderedModule[], ids: Record<string, string[]>): PageModuleWidgetsQueryVariables {
  // Every rendered module gives its two variables, and the query asks for no others.
  return Object.assign({}, ...modules.map((module) => module.variables(ids[module.module] ?? []))) as PageModuleWidgetsQueryVariables;
}

/** The answer of PageModuleWidgets by `module:id`, each widget as the element that renders it. */
export function indexModuleWidgets(modules: readonly RenderedModule[], data: PageModuleWidgetsQuery): Map<string, ReactElement> {
  return new Map(
    modules.flatMap((module) => module.widgets(data).map(({ id, element }) => [moduleWidgetKey(module.module, id), element] as const)),
  );
}

export const moduleWidgetKey = (module: string, id: string) => `${module}:${id}`;
