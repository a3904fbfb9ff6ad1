import { type ComponentType, createElement, lazy, type ReactElement } from 'react';
import type { PageModuleWidgetsQuery, PageModuleWidgetsQueryVariables } from './page-module-widgets.generated';
import { whereIdIn } from '../shared/graphql/filters';

// What a module gives the page engine, made here from what the module list (index.ts) names: the
// module's name, its widget component and the url segments it writes the head of. Everything
// else follows from the name: the module's part of the page's PageModuleWidgets query (page-module-widgets.graphql)
// is its fragment `<Module>PageWidgets on Query` (in its widget.graphql), which asks for
// `<module>WidgetList(filters: $<module>) @include(if: $with<Module>)`.

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;
type ListField<Module extends string> = `${CamelCase<Module>}WidgetList`;

/** A module's widget as PageModuleWidgets answers it (the module's widget fragment). */
export type ModuleWidget<Module extends string> =
  ListField<Module> extends keyof PageModuleWidgetsQuery ? NonNullable<PageModuleWidgetsQuery[ListField<Module>]>[number] : never;

/**
 * The name of a module the page query asks for: `<module>WidgetList` is a field of its answer and
 * `$<module>`, `$with<Module>` are its variables. A name the query does not cover fails to compile.
 */
type QueriedModule<Module extends string> =
  ListField<Module> extends keyof PageModuleWidgetsQuery
    ? CamelCase<Module> extends keyof PageModuleWidgetsQueryVariables
      ? `with${Capitalize<CamelCase<Module>>}` extends keyof PageModuleWidgetsQueryVariables
        ? Module
        : never
      : never
    : never;

type WidgetComponent<Module extends string> = ComponentType<{ widget: ModuleWidget<Module> }>;

/**
 * What a module gives the page engine (`pages/`), which knows the modules through their list
 * alone: it imports no module by name, and a module imports nothing of the engine.
 */
export interface ClientModule {
  /** The module's name, as host rows name it (`externalModule`: 'website-builder'). */
  module: string;
  /** The module's variables of PageModuleWidgets: the ids asked for, and whether to ask at all. */
  variables(ids: string[]): Partial<PageModuleWidgetsQueryVariables>;
  /** The module's widgets in an answer of PageModuleWidgets, each as the element that renders it. */
  widgets(data: PageModuleWidgetsQuery): { id: string; element: ReactElement }[];
  /** Starts loading the module's code (idempotent). */
  preload(): void;
  /**
   * The url segments whose page is about one of the module's rows (`ecommerce.products.slug`):
   * that row's overview widget writes the head (its own title, description, image and JSON-LD),
   * and the page's metadata does not.
   */
  rowHeadSegments: readonly string[];
}

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A module's names in PageModuleWidgets (see the top of this file): its fragment, its list
 * field, its filter variable and the variable that switches it on.
 */
export function pageQueryNames(module: string) {
  const name = camelCase(module);
  const pascal = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  return { fragment: `${pascal}PageWidgets`, listField: `${name}WidgetList`, filter: name, include: `with${pascal}` };
}

/**
 * A module of the list, by its name (one the page query covers, or it fails to compile). `load`
 * imports its widget component (`<Module>Widget`, which renders each of its variants), so that
 * each module's widgets are a chunk of their own, loaded when a page embeds one: the first page
 * a visitor opens loads only the modules it shows. `rowHeadSegments`: see ClientModule.
 */
export function clientModule<Module extends string>(
  module: Module & QueriedModule<Module>,
  load: () => Promise<{ default: WidgetComponent<Module> }>,
  rowHeadSegments: readonly string[] = [],
): ClientModule {
  const names = pageQueryNames(module);
  const listField = names.listField as ListField<Module> & keyof PageModuleWidgetsQuery;
  const Widget = lazy(load);
  return {
    module,
    variables: (ids) => ({ [names.filter]: whereIdIn(ids), [names.include]: ids.length > 0 }),
    widgets: (data) => {
      const widgets = (data[listField] ?? []) as ModuleWidget<Module>[];
      return widgets.map((widget) => ({ id: widget.id, element: createElement(Widget, { widget }) }));
    },
    preload: () => {
      load().catch(() => {
        // The lazy component reports the failure where the widget renders (its error box).
      });
    },
    rowHeadSegments,
  };
}
