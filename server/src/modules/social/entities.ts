import { defineModel, defineRelation, entityNamed } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';

const module = 'social';

export const SocialWidget = defineModel({ module, segment: 'widgets', implements: [Widget] });
export const SocialProfile = defineModel({
  module,
  segment: 'profiles',
  variants: ['overview-default'],
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
export const SocialProfilesToWebsiteBuilderModuleWidgets = defineRelation({
  module,
  segment: 'profiles-to-website-builder-module-widgets',
  fields: { profileId: f.ref(() => SocialProfile), websiteBuilderModuleWidgetId: f.ref(() => entityNamed('WebsiteBuilderWidget')) },
});
