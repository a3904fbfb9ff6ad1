import { defineModel, defineRelation, type ModelDefinition } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { Widget } from '../../core/model/shared-fields.js';
import { LANGUAGES } from '../../core/languages.js';
import { linkDefaultLayouts } from './default-layouts.js';
import { unreadablePlaceholder } from './page-url.js';

const module = 'host';

/** The modules whose widgets a host widget can embed. */
export const EXTERNAL_MODULES = [
  'agent',
  'analytic',
  'billing',
  'blog',
  'broadcast',
  'crm',
  'ecommerce',
  'file-storage',
  'notification',
  'rbac',
  'social',
  'startup',
  'website-builder',
] as const;

export const HostPage = defineModel({
  module,
  segment: 'pages',
  // A new page is a draft until an admin publishes it: its url answers 404 to visitors until then.
  publishable: true,
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    title: f.text({ required: true, default: 'Page' }),
    description: f.text({ required: true, default: 'Description' }),
    url: f.text({
      required: true,
      unique: true,
      default: '/',
      pattern: {
        regex: /^\/(?:[\w\-.~%[\]]+(?:\/[\w\-.~%[\]]+)*)?$/,
        message: "must be a path starting with '/', without a trailing slash (segments like [blog.articles.slug] allowed)",
      },
      check: unreadablePlaceholder,
      description: "The page's path ('/' is the root); a segment like [ecommerce.products.slug] matches any value.",
    }),
    language: f.enum(LANGUAGES, { required: true, default: 'en' }),
  },
  // A url is looked up as itself or among the few pattern urls ([module.entity.slug]) in one
  // statement: with this index beside the unique one, neither reads every page.
  indexes: [{ properties: ['url'], where: `url like '%[%'` }],
  // A new page has the site's header and footer: see default-layouts.ts.
  hooks: { writes: (): ModelDefinition[] => [HostPagesToLayouts], afterCreate: linkDefaultLayouts },
});
export const HostLayout = defineModel({
  module,
  segment: 'layouts',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.text() },
});
export const HostMetadata = defineModel({
  module,
  segment: 'metadata',
  variants: ['primary'],
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    title: f.text({ required: true }),
    description: f.text(),
    keywords: f.text({ description: 'Comma separated.' }),
    author: f.text(),
    viewport: f.text(),
    openGraphTitle: f.text(),
    openGraphDescription: f.text(),
    openGraphUrl: f.link(),
    openGraphType: f.text(),
    openGraphSiteName: f.text(),
    openGraphLocale: f.text(),
    twitterCard: f.text(),
    twitterSite: f.text(),
    twitterCreator: f.text(),
    twitterTitle: f.text(),
    twitterDescription: f.text(),
    twitterUrl: f.link(),
    twitterDomain: f.text(),
    twitterAppCountry: f.text(),
  },
});
export const HostWidget = defineModel({ module, segment: 'widgets', implements: [Widget] });

const page = () => HostPage;
const additional = ['additional'];

export const HostPagesToLayouts = defineRelation({
  module,
  segment: 'pages-to-layouts',
  fields: { pageId: f.ref(page), layoutId: f.ref(() => HostLayout) },
  variants: additional,
});
export const HostLayoutsToWidgets = defineRelation({
  module,
  segment: 'layouts-to-widgets',
  fields: { layoutId: f.ref(() => HostLayout), widgetId: f.ref(() => HostWidget) },
  variants: additional,
});
export const HostPagesToWidgets = defineRelation({
  module,
  segment: 'pages-to-widgets',
  fields: { pageId: f.ref(page), widgetId: f.ref(() => HostWidget) },
});
export const HostPagesToMetadata = defineRelation({
  module,
  segment: 'pages-to-metadata',
  fields: { pageId: f.ref(page), metadataId: f.ref(() => HostMetadata) },
});
export const HostWidgetsToExternalWidgets = defineRelation({
  module,
  segment: 'widgets-to-external-widgets',
  fields: {
    widgetId: f.ref(() => HostWidget),
    externalModule: f.enum(EXTERNAL_MODULES, { required: true, default: 'website-builder', index: true }),
    externalWidgetId: f.uuid({ required: true, index: true, description: 'The id of a widget of the external module.' }),
  },
});
