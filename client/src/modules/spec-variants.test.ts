import { describe, expect, it } from 'vitest';
import { agentWidgetVariants } from './agent/widget-variants';
import { analyticWidgetVariants } from './analytic/widget-variants';
import { currencyVariants } from './billing/currencies/currency-variants';
import { billingWidgetVariants } from './billing/widget-variants';
import { blogWidgetVariants } from './blog/widget-variants';
import { crmWidgetVariants } from './crm/widget-variants';
import { orderLineVariants } from './ecommerce/cart/order-line-variants';
import { productVariants } from './ecommerce/products/product-variants';
import { ecommerceWidgetVariants } from './ecommerce/widget-variants';
import { fileStorageWidgetVariants } from './file-storage/widget-variants';
import { notificationWidgetVariants } from './notification/widget-variants';
import { rbacWidgetVariants } from './rbac/widget-variants';
import { socialWidgetVariants } from './social/widget-variants';
import { startupWidgetVariants } from './startup/widget-variants';
import { websiteBuilderWidgetVariants } from './website-builder/widget-variants';

// The variants the spec lists (spec 2, "Widget variants by module" and "Other variant lists"),
// each with the table the client renders it by. rbac's authentication forms and identity
// settings, product and profile overviews carry the server's names for them
// (server/src/modules/rbac/entities.ts).
const SPEC_VARIANTS: [name: string, table: Readonly<Record<string, unknown>>, variants: string[]][] = [
  ['website-builder widget', websiteBuilderWidgetVariants, ['default', 'content-default', 'footer-default', 'navbar-default']],
  [
    'blog widget',
    blogWidgetVariants,
    [
      'default',
      'article-list-default',
      'article-overview-default',
      'article-overview-with-private-content-default',
      'article-overview-ecommerce-module-product-list-card-default',
      'category-overview-default',
      'category-list-button-default',
      'category-list-default',
    ],
  ],
  ['crm widget', crmWidgetVariants, ['default', 'form-list-default']],
  [
    'ecommerce widget',
    ecommerceWidgetVariants,
    [
      'default',
      'category-list-default',
      'category-overview-default',
      'order-list-default',
      'product-list-default',
      'product-overview-default',
      'store-list-default',
      'store-overview-default',
    ],
  ],
  [
    'rbac widget',
    rbacWidgetVariants,
    [
      'default',
      'subject-authentication-select-method-default',
      'subject-authentication-email-and-password-registration-default',
      'subject-authentication-email-and-password-forgot-password-default',
      'subject-authentication-email-and-password-reset-password-default',
      'subject-authentication-logout-action-default',
      'subject-identity-settings-default',
      'me-authentication-default',
      'me-crm-module-form-request-create',
      'subject-list-default',
      'subject-overview-default',
      'subject-ecommerce-module-product-overview-default',
      'subject-social-module-profile-overview-default',
    ],
  ],
  ['agent widget', agentWidgetVariants, ['default']],
  ['analytic widget', analyticWidgetVariants, ['default']],
  ['billing widget', billingWidgetVariants, ['default']],
  ['notification widget', notificationWidgetVariants, ['default']],
  ['social widget', socialWidgetVariants, ['default']],
  ['startup widget', startupWidgetVariants, ['default']],
  ['file-storage widget', fileStorageWidgetVariants, ['default']],
  ['product', productVariants, ['cart-default', 'find', 'default', 'overview-default', 'price-default', 'currency-toggle-group-default']],
  ['currency', currencyVariants, ['default', 'symbol', 'toggle-group-default']],
  ['orders-to-products line', orderLineVariants, ['default', 'form-field-default', 'amount', 'id-total-default']],
];

describe.each(SPEC_VARIANTS)('the %s variants', (_name, table, variants) => {
  it.each(variants)('render %s by a component', (variant) => {
    expect(Object.hasOwn(table, variant)).toBe(true);
    expect(table[variant]).toBeTruthy();
  });

  it('are the spec’s list, no other', () => {
    expect(Object.keys(table).sort()).toEqual([...variants].sort());
  });
});
