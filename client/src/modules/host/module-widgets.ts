import type {
  BlogWidgetContentFragment,
  CrmWidgetContentFragment,
  EcommerceWidgetContentFragment,
  FileStorageWidgetContentFragment,
  PageModuleWidgetsQuery,
  PageModuleWidgetsQueryVariables,
  WebsiteBuilderWidgetContentFragment,
} from '../../gql/graphql';
import { whereIdIn } from '../../shared/graphql/filters';
import type { RenderedModule } from './page-tree';

/** The data each module's widget components render from (the module's widget fragment). */
export interface ModuleWidgetData {
  'website-builder': WebsiteBuilderWidgetContentFragment;
  ecommerce: EcommerceWidgetContentFragment;
  blog: BlogWidgetContentFragment;
  crm: CrmWidgetContentFragment;
  'file-storage': FileStorageWidgetContentFragment;
}

/** One embedded module widget with its module, so that its renderer can be chosen. */
export type ModuleWidgetEntry = { [M in RenderedModule]: { module: M; widget: ModuleWidgetData[M] } }[RenderedModule];

/** The variables of PageModuleWidgets: one id filter per module, modules without widgets left out. */
export function moduleWidgetsVariables(ids: Record<RenderedModule, string[]>): PageModuleWidgetsQueryVariables {
  return {
    websiteBuilder: whereIdIn(ids['website-builder']),
    withWebsiteBuilder: ids['website-builder'].length > 0,
    ecommerce: whereIdIn(ids.ecommerce),
    withEcommerce: ids.ecommerce.length > 0,
    blog: whereIdIn(ids.blog),
    withBlog: ids.blog.length > 0,
    crm: whereIdIn(ids.crm),
    withCrm: ids.crm.length > 0,
    fileStorage: whereIdIn(ids['file-storage']),
    withFileStorage: ids['file-storage'].length > 0,
  };
}

/** The answer of PageModuleWidgets by `module:id`. */
export function indexModuleWidgets(data: PageModuleWidgetsQuery): Map<string, ModuleWidgetEntry> {
  const entries: ModuleWidgetEntry[] = [
    ...(data.websiteBuilderWidgetList ?? []).map((widget) => ({ module: 'website-builder' as const, widget })),
    ...(data.ecommerceWidgetList ?? []).map((widget) => ({ module: 'ecommerce' as const, widget })),
    ...(data.blogWidgetList ?? []).map((widget) => ({ module: 'blog' as const, widget })),
    ...(data.crmWidgetList ?? []).map((widget) => ({ module: 'crm' as const, widget })),
    ...(data.fileStorageWidgetList ?? []).map((widget) => ({ module: 'file-storage' as const, widget })),
  ];
  return new Map(entries.map((entry) => [moduleWidgetKey(entry.module, entry.widget.id), entry]));
}

export const moduleWidgetKey = (module: string, id: string) => `${module}:${id}`;
