import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { SubjectSocialProfiles } from './SubjectSocialProfiles';
import type { SocialWidgetProps } from './widget-props';

/** The social widget variants the site renders: its default shows the social profiles of the subject the url names. */
export const socialWidgetVariants: VariantRegistry<SocialWidgetProps> = {
  default: SubjectSocialProfiles,
};
