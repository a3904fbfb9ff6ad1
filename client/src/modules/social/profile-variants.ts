import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { type SocialProfile, SocialProfileOverview } from './SocialProfileOverview';

/** The variants a social profile is shown in (the spec's overview-default; default alike). */
export const socialProfileVariants: VariantRegistry<{ profile: SocialProfile }> = {
  default: SocialProfileOverview,
  'overview-default': SocialProfileOverview,
};
