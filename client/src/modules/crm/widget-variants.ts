import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { FormListDefault } from './forms/FormListDefault';
import { GeneratedVariant } from './GeneratedVariant';
import type { CrmWidgetProps } from './widget-props';

/** The CRM widget variants of the spec (001, section 2). */
export const crmWidgetVariants: VariantRegistry<CrmWidgetProps> = {
  default: GeneratedVariant,
  'form-list-default': FormListDefault,
};
