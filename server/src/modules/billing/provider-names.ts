/** The payment providers the platform knows: the values of billing's `provider` fields. */
export const PAYMENT_PROVIDERS = [
  'stripe',
  '0xprocessing',
  'payselection',
  'payselection-international',
  'tiptoppay',
  'cloudpayments',
  'dummy',
] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
