// The payment providers, as the checkout offers them. Only those configured on
// the server take payments; the server names the missing configuration otherwise.
export const PAYMENT_PROVIDERS = [
  { value: 'dummy', label: 'Test payment (dummy)' },
  { value: 'stripe', label: 'Stripe' },
  { value: '0xprocessing', label: '0xProcessing' },
  { value: 'payselection', label: 'Payselection' },
  { value: 'payselection-international', label: 'Payselection International' },
  { value: 'tiptoppay', label: 'TipTopPay' },
  { value: 'cloudpayments', label: 'CloudPayments' },
];
