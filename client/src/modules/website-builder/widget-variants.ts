import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { ContentDefault } from './content/ContentDefault';
import { WidgetDefault } from './default/WidgetDefault';
import { FooterDefault } from './footer/FooterDefault';
import { NavbarDefault } from './navbar/NavbarDefault';
import type { WebsiteBuilderWidgetProps } from './widget-props';

/** The website-builder widget variants the site renders. */
export const websiteBuilderWidgetVariants: VariantRegistry<WebsiteBuilderWidgetProps> = {
  default: WidgetDefault,
  'content-default': ContentDefault,
  'footer-default': FooterDefault,
  'navbar-default': NavbarDefault,
};
