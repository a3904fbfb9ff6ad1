import type { Config } from '../../../settings.js';
import { badInput } from '../../../core/errors.js';
import { PAYMENT_PROVIDERS, type PaymentProvider as ProviderName } from '../provider-names.js';
import { ZeroXProcessingProvider } from './0xprocessing.js';
import { CloudPaymentsProvider } from './cloudpayments.js';
import { DummyProvider } from './dummy.js';
import type { PaymentProvider } from './payment-provider.js';
import { PayselectionProvider } from './payselection.js';
import { StripeProvider } from './stripe.js';

interface ProviderEntry {
  /** Off providers do not exist for checkout, payment pages or webhooks. */
  enabled?(config: Config): boolean;
  /** The settings the provider cannot work without, by their environment names. */
  required(config: Config): Record<string, string | undefined>;
  create(config: Config): PaymentProvider;
}

const REGISTRY: Record<ProviderName, ProviderEntry> = {
  dummy: { enabled: (c) => c.payments.dummyEnabled, required: () => ({}), create: (config) => new DummyProvider(config) },
  stripe: { required: (c) => ({ STRIPE_SECRET_KEY: c.stripe.secretKey }), create: (config) => new StripeProvider(config) },
  cloudpayments: {
    required: (c) => ({ CLOUDPAYMENTS_PUBLIC_ID: c.cloudpayments.publicId, CLOUDPAYMENTS_API_SECRET: c.cloudpayments.apiSecret }),
    create: (config) => new CloudPaymentsProvider('cloudpayments', config.cloudpayments),
  },
  tiptoppay: {
    required: (c) => ({ TIPTOPPAY_PUBLIC_ID: c.tiptoppay.publicId, TIPTOPPAY_API_SECRET: c.tiptoppay.apiSecret }),
    create: (config) => new CloudPaymentsProvider('tiptoppay', config.tiptoppay),
  },
  payselection: {
    required: (c) => ({ PAYSELECTION_SITE_ID: c.payselection.siteId, PAYSELECTION_SECRET_KEY: c.payselection.secretKey }),
    create: (config) => new PayselectionProvider('payselection', config.payselection, config),
  },
  'payselection-international': {
    required: (c) => ({
      PAYSELECTION_INTERNATIONAL_SITE_ID: c.payselectionInternational.siteId,
      PAYSELECTION_INTERNATIONAL_SECRET_KEY: c.payselectionInternational.secretKey,
      PAYSELECTION_INTERNATIONAL_API_URL: c.payselectionInternational.apiUrl,
    }),
    create: (config) => new PayselectionProvider('payselection-international', config.payselectionInternational, config),
  },
  '0xprocessing': {
    required: (c) => ({
      ZERO_X_PROCESSING_MERCHANT_ID: c.zeroXProcessing.merchantId,
      ZERO_X_PROCESSING_WEBHOOK_PASSWORD: c.zeroXProcessing.webhookPassword,
      ZERO_X_PROCESSING_API_KEY: c.zeroXProcessing.apiKey,
    }),
    create: (config) => new ZeroXProcessingProvider(config.zeroXProcessing),
  },
};

/**
 * The provider of a checkout or a webhook. An unknown name, or a provider switched off (the
 * dummy provider in production), is 'Invalid provider'; a known provider this server has no
 * settings for is refused with a clear error naming the missing settings, never a crash.
 */
export function paymentProvider(name: unknown, config: Config): PaymentProvider {
  if (typeof name !== 'string' || !PAYMENT_PROVIDERS.includes(name as ProviderName)) throw badInput('Invalid provider', 'provider');
  const entry = REGISTRY[name as ProviderName];
  if (entry.enabled && !entry.enabled(config)) throw badInput('Invalid provider', 'provider');
  const missing = Object.entries(entry.required(config))
    .filter(([, value]) => !value)
    .map(([setting]) => setting);
  if (missing.length) throw badInput(`provider: ${name} is not configured on this server (${missing.join(', ')})`, 'provider');
  return entry.create(config);
}

/**
 * The provider of a checkout that names none: the first this server can use for its currency,
 * in the order of `enabledProviders` (`serverInfo.paymentProviders`: Stripe first, the dummy
 * provider last). With none usable, a 400 naming `provider`.
 */
export function defaultProvider(config: Config, currencySlug: string): PaymentProvider {
  for (const enabled of enabledProviders(config)) {
    const provider = REGISTRY[enabled].create(config);
    if (takesCurrency(provider, currencySlug)) return provider;
  }
  throw badInput(`provider: no payment provider on this server takes ${currencySlug}`, 'provider');
}

function takesCurrency(provider: PaymentProvider, slug: string): boolean {
  try {
    provider.checkCurrency?.(slug);
    return true;
  } catch {
    return false;
  }
}

/** The providers a checkout can use on this server: switched on and with their settings. */
export function enabledProviders(config: Config): ProviderName[] {
  return PAYMENT_PROVIDERS.filter((name) => {
    const entry = REGISTRY[name];
    return (entry.enabled?.(config) ?? true) && Object.values(entry.required(config)).every(Boolean);
  });
}
