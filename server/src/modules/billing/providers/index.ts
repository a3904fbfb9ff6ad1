import type { Config } from '../../../config.js';
import { badInput } from '../../../core/errors.js';
import { PAYMENT_PROVIDERS, type PaymentProvider as ProviderName } from '../../../core/model/shared-fields.js';
import { DummyProvider } from './dummy.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripeProvider } from './stripe.js';

/**
 * The provider of a checkout. An unknown name is 'Invalid provider'; a known provider this
 * server has no settings for is refused with a clear error, never a crash.
 */
export function paymentProvider(name: unknown, config: Config): PaymentProvider {
  if (typeof name !== 'string' || !PAYMENT_PROVIDERS.includes(name as ProviderName)) throw badInput('Invalid provider', 'provider');
  if (name === 'dummy') return new DummyProvider(config);
  if (name === 'stripe') {
    if (!config.stripe.secretKey) throw badInput('provider: stripe is not configured on this server (STRIPE_SECRET_KEY)', 'provider');
    return new StripeProvider(config);
  }
  throw badInput(`provider: ${name} is not configured on this server`, 'provider');
}
