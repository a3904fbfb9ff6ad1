import { defineModel, defineRelation, entityNamed } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';

const module = 'website-builder';

export const WebsiteBuilderWidget = defineModel({
  module,
  segment: 'widgets',
  implements: [Widget],
  variants: ['content-default', 'footer-default', 'navbar-default'],
});
export const WebsiteBuilderSlide = defineModel({
  module,
  segment: 'slides',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled(), url: f.link() },
});
export const WebsiteBuilderSlider = defineModel({
  module,
  segment: 'sliders',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
export const WebsiteBuilderFeature = defineModel({
  module,
  segment: 'features',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
export const WebsiteBuilderButton = defineModel({
  module,
  segment: 'buttons',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.localized(), subtitle: f.localized(), url: f.link() },
  variants: ['destructive', 'primary', 'secondary', 'outline', 'link', 'ghost'],
});
export const WebsiteBuilderButtonsArray = defineModel({
  module,
  segment: 'buttons-arrays',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.localized(), description: f.localized() },
});
export const WebsiteBuilderLogotype = defineModel({
  module,
  segment: 'logotypes',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.localized(), url: f.link() },
});
export const WebsiteBuilderFile = defineModel({
  module,
  segment: 'files',
  fields: { adminTitle: f.adminTitle(), file: f.text({ required: true }), containerClassName: f.text() },
});
export const WebsiteBuilderCurrency = defineModel({
  module,
  segment: 'currencies',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.localized(), symbol: f.text(), isDefault: f.boolean() },
});

const widget = () => WebsiteBuilderWidget;
const file = () => entityNamed('FileStorageFile');
const additional = ['additional'];

export const WebsiteBuilderSlidesToButtonsArrays = defineRelation({
  module,
  segment: 'slides-to-buttons-arrays',
  fields: { slideId: f.ref(() => WebsiteBuilderSlide), buttonsArrayId: f.ref(() => WebsiteBuilderButtonsArray) },
});
export const WebsiteBuilderWidgetsToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'widgets-to-file-storage-module-files',
  fields: { widgetId: f.ref(widget), fileStorageModuleFileId: f.ref(file) },
});
export const WebsiteBuilderSlidesToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'slides-to-file-storage-module-files',
  fields: { slideId: f.ref(() => WebsiteBuilderSlide), fileStorageModuleFileId: f.ref(file) },
});
export const WebsiteBuilderLogotypesToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'logotypes-to-file-storage-module-files',
  fields: { logotypeId: f.ref(() => WebsiteBuilderLogotype), fileStorageModuleFileId: f.ref(file) },
});
export const WebsiteBuilderFeaturesToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'features-to-file-storage-module-files',
  fields: { featureId: f.ref(() => WebsiteBuilderFeature), fileStorageModuleFileId: f.ref(file) },
});
export const WebsiteBuilderWidgetsToLogotypes = defineRelation({
  module,
  segment: 'widgets-to-logotypes',
  fields: { widgetId: f.ref(widget), logotypeId: f.ref(() => WebsiteBuilderLogotype) },
});
export const WebsiteBuilderWidgetsToFeatures = defineRelation({
  module,
  segment: 'widgets-to-features',
  fields: { widgetId: f.ref(widget), featureId: f.ref(() => WebsiteBuilderFeature) },
});
export const WebsiteBuilderWidgetsToSliders = defineRelation({
  module,
  segment: 'widgets-to-sliders',
  fields: { widgetId: f.ref(widget), sliderId: f.ref(() => WebsiteBuilderSlider) },
});
export const WebsiteBuilderWidgetsToButtonsArrays = defineRelation({
  module,
  segment: 'widgets-to-buttons-arrays',
  fields: { widgetId: f.ref(widget), buttonsArrayId: f.ref(() => WebsiteBuilderButtonsArray) },
  variants: additional,
});
export const WebsiteBuilderButtonsArraysToButtons = defineRelation({
  module,
  segment: 'buttons-arrays-to-buttons',
  fields: { buttonsArrayId: f.ref(() => WebsiteBuilderButtonsArray), buttonId: f.ref(() => WebsiteBuilderButton) },
});
export const WebsiteBuilderSlidersToSlides = defineRelation({
  module,
  segment: 'sliders-to-slides',
  fields: { sliderId: f.ref(() => WebsiteBuilderSlider), slideId: f.ref(() => WebsiteBuilderSlide) },
});
