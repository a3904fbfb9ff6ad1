import type { Config } from '../../../settings.js';
import type { CreatedPayment, PaymentProvider, PaymentRequest } from './payment-provider.js';

/**
 * A payment page of our own client with Pay and Cancel: for development, demos and tests.
 * Its buttons call `POST /api/billing/invoices/{id}/dummy/pay` and `.../dummy/cancel`.
 */
export class DummyProvider implements PaymentProvider {
  readonly name = 'dummy' as const;

  constructor(private readonly config: Config) {}

  paymentAtOnce(request: PaymentRequest): CreatedPayment {
    return { paymentUrl: `${this.config.publicUrl}/billing/dummy/invoices/${request.invoiceId}`, externalId: `dummy_${request.invoiceId}` };
  }

  async createPayment(request: PaymentRequest) {
    return this.paymentAtOnce(request);
  }
}
