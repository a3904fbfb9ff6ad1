import type { GenerateTemplate } from '../template.js';
import { ecommerceOrderReceipt } from './ecommerce-order-receipt.js';
import { ecommerceProductAttachment } from './ecommerce-product-attachment.js';
import { opengraphImage } from './opengraph-image.js';

/** Every generate-template variant of the File, by variant. */
export const GENERATE_TEMPLATES: ReadonlyMap<string, GenerateTemplate> = new Map([opengraphImage, ecommerceOrderReceipt, ecommerceProductAttachment].map((template) => [template.variant, template]));
