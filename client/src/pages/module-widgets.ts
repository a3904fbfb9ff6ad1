import type { ReactElement } from 'react';
import type { PageModuleWidgetsQuery, PageModuleWidgetsQueryVariables, ClientModule } from '../modules';

/** The variables of PageModuleWidgets: each module's id filter, modules without widgets left out. */
export function moduleWidgetsVariables(modules: readonly ClientModule[], ids: Record<string, string[]>): PageModuleWidgetsQueryVariables {
  // Every rendered module gives its two variables, and the query asks for no others.
  return Object.assign({}, ...modules.map((module) => module.variables(ids[module.module] ?? []))) as PageModuleWidgetsQueryVariables;
}

/** The answer of PageModuleWidgets by `module:id`, each widget as the element that renders it. */
export function indexModuleWidgets(modules: readonly ClientModule[], data: PageModuleWidgetsQuery): Map<string, ReactElement> {
  return new Map(
    modules.flatMap((module) => module.widgets(data).map(({ id, element }) => [moduleWidgetKey(module.module, id), element] as const)),
  );
}

export const moduleWidgetKey = (module: string, id: string) => `${module}:${id}`;
