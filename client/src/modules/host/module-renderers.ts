import { type ComponentType, lazy } from 'react';
import type { ModuleWidgetData } from './module-widgets';
import type { RenderedModule } from './page-tree';

type ModuleRenderer<M extends RenderedModule> = ComponentType<{ widget: ModuleWidgetData[M] }>;

// Each module's widgets are a chunk of their own, loaded when a page embeds one: the first
// page a visitor opens loads only the modules it shows.
const loaders: { [M in RenderedModule]: () => Promise<{ default: ModuleRenderer<M> }> } = {
  'website-builder': () => import('../website-builder/WebsiteBuilderWidget'),
  ecommerce: () => import('../ecommerce/EcommerceWidget'),
  blog: () => import('../blog/BlogWidget'),
  crm: () => import('../crm/CrmWidget'),
  'file-storage': () => import('../file-storage/FileStorageWidget'),
};

export const moduleRenderers: { [M in RenderedModule]: ModuleRenderer<M> } = {
  'website-builder': lazy(loaders['website-builder']),
  ecommerce: lazy(loaders.ecommerce),
  blog: lazy(loaders.blog),
  crm: lazy(loaders.crm),
  'file-storage': lazy(loaders['file-storage']),
};

/**
 * Starts loading the chunks of the given modules, so that they arrive while the page's
 * widget data is still on its way rather than after it.
 */
export function preloadModuleRenderers(modules: RenderedModule[]) {
  for (const module of modules) {
    loaders[module]().catch(() => {
      // The lazy component reports the failure where the widget renders (its error box).
    });
  }
}
