import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { FormListDefault } from './forms/FormListDefault';
import { GeneratedVariant } from './GeneratedVariant';
import type { CrmWidgetProps } from './widget-props';

/** The CRM widget variants the site renders. */
export const crmWidgetVariants: VariantRegistry<CrmWidgetProps> = {
  default: GeneratedVariant,
  'form-list-default': FormListDefault,
};
