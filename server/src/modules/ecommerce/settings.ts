import { defineSettings } from '../../core/settings/settings.js';
import { positiveInt } from '../../core/settings/values.js';

/** Receipts of paid orders, drawn after the payment by the receipt dispatcher. */
export const ecommerceSettings = defineSettings({
  schema: {
    RECEIPT_MAX_ATTEMPTS: positiveInt.default(5),
    RECEIPT_RETRY_BASE_MS: positiveInt.default(30_000),
    RECEIPT_POLL_MS: positiveInt.default(2_000),
  },
  build: (s) => ({
    receipts: {
      maxAttempts: s.RECEIPT_MAX_ATTEMPTS,
      /** The wait before retry n is base × 2^(n-1) to twice that (pg-boss's backoff, in whole seconds: rounded up). */
      retryBaseMs: s.RECEIPT_RETRY_BASE_MS,
      pollMs: s.RECEIPT_POLL_MS,
    },
  }),
});
