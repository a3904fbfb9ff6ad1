import { z } from 'zod';
import { ConfigError, defineSettings } from '../../core/settings/settings.js';
import { emptyToUndefined, flag, httpUrl, optionalFlag, optionalString } from '../../core/settings/values.js';

const withoutSlash = (value: string) => value.replace(/\/+$/, '');

/** The payment providers: the dummy one, and each real one's account and API. */
export const billingSettings = defineSettings({
  schema: {
    PAYMENT_DUMMY_ENABLED: optionalFlag,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: httpUrl,
    CLOUDPAYMENTS_PUBLIC_ID: optionalString,
    CLOUDPAYMENTS_API_SECRET: optionalString,
    CLOUDPAYMENTS_API_URL: httpUrl,
    TIPTOPPAY_PUBLIC_ID: optionalString,
    TIPTOPPAY_API_SECRET: optionalString,
    TIPTOPPAY_API_URL: httpUrl,
    PAYSELECTION_SITE_ID: optionalString,
    PAYSELECTION_SECRET_KEY: optionalString,
    PAYSELECTION_API_URL: httpUrl,
    PAYSELECTION_INTERNATIONAL_SITE_ID: optionalString,
    PAYSELECTION_INTERNATIONAL_SECRET_KEY: optionalString,
    PAYSELECTION_INTERNATIONAL_API_URL: httpUrl,
    ZERO_X_PROCESSING_MERCHANT_ID: optionalString,
    ZERO_X_PROCESSING_WEBHOOK_PASSWORD: optionalString,
    ZERO_X_PROCESSING_API_KEY: optionalString,
    ZERO_X_PROCESSING_API_URL: httpUrl,
    ZERO_X_PROCESSING_CURRENCY: z.preprocess(emptyToUndefined, z.string().default('USDT (TRC20)')),
    ZERO_X_PROCESSING_TEST: flag,
  },
  check(s, { production }) {
    // The dummy provider's page marks an invoice paid without any money moving.
    if (production && s.PAYMENT_DUMMY_ENABLED) {
      throw new ConfigError('Invalid setting PAYMENT_DUMMY_ENABLED=true: the dummy payment provider pays without money and is refused when NODE_ENV=production');
    }
  },
  build: (s, { production }) => ({
    payments: {
      /** The dummy provider (a local page with Pay and Cancel): for development, demos and tests only. */
      dummyEnabled: s.PAYMENT_DUMMY_ENABLED ?? !production,
    },
    stripe: { secretKey: s.STRIPE_SECRET_KEY, webhookSecret: s.STRIPE_WEBHOOK_SECRET, apiUrl: s.STRIPE_API_URL },
    // The other payment providers; each API base is a setting so tests (and sandboxes) can point elsewhere.
    cloudpayments: {
      publicId: s.CLOUDPAYMENTS_PUBLIC_ID,
      apiSecret: s.CLOUDPAYMENTS_API_SECRET,
      apiUrl: withoutSlash(s.CLOUDPAYMENTS_API_URL ?? 'https://api.cloudpayments.ru'),
    },
    tiptoppay: {
      publicId: s.TIPTOPPAY_PUBLIC_ID,
      apiSecret: s.TIPTOPPAY_API_SECRET,
      apiUrl: withoutSlash(s.TIPTOPPAY_API_URL ?? 'https://api.tiptoppay.kz'),
    },
    payselection: {
      siteId: s.PAYSELECTION_SITE_ID,
      secretKey: s.PAYSELECTION_SECRET_KEY,
      apiUrl: withoutSlash(s.PAYSELECTION_API_URL ?? 'https://webform.payselection.com'),
    },
    payselectionInternational: {
      siteId: s.PAYSELECTION_INTERNATIONAL_SITE_ID,
      secretKey: s.PAYSELECTION_INTERNATIONAL_SECRET_KEY,
      /** No default: the host of the international platform comes with its contract. */
      apiUrl: s.PAYSELECTION_INTERNATIONAL_API_URL && withoutSlash(s.PAYSELECTION_INTERNATIONAL_API_URL),
    },
    zeroXProcessing: {
      merchantId: s.ZERO_X_PROCESSING_MERCHANT_ID,
      webhookPassword: s.ZERO_X_PROCESSING_WEBHOOK_PASSWORD,
      /** Reads a payment's state from the API (`APIKEY` header): what a webhook is settled on. */
      apiKey: s.ZERO_X_PROCESSING_API_KEY,
      apiUrl: withoutSlash(s.ZERO_X_PROCESSING_API_URL ?? 'https://app.0xprocessing.com'),
      /** The coin the payer pays in, as 0xProcessing names it. */
      currency: s.ZERO_X_PROCESSING_CURRENCY,
      test: s.ZERO_X_PROCESSING_TEST,
    },
  }),
});
