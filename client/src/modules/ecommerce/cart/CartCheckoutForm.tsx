import { useEcommerceCheckoutMutation } from './cart.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSubject } from '../../../shared/session/subject-session';
import type { PriceCurrency } from '../prices/prices';
import { CheckoutForm } from './CheckoutForm';

/** Checks out the cart's orders. */
export function CartCheckoutForm({ orderIds, currencies }: { orderIds: string[]; currencies: readonly PriceCurrency[] }) {
  const subject = useSubject();
  const [checkout] = useEcommerceCheckoutMutation();
  // The order's mails are written in the language the buyer shops in.
  const language = useLanguage();
  return (
    <CheckoutForm
      currencies={currencies}
      // No currency yet (the totals not read again since the cart changed): nothing to pay in.
      disabled={orderIds.length === 0 || currencies.length === 0}
      checkout={async ({ provider, email, currencyId }) => {
        if (!subject) throw new Error('id is required');
        const { data } = await checkout({
          variables: { subjectId: subject.id, data: { provider, email, billingModuleCurrencyId: currencyId, orderIds, language } },
        });
        if (!data) throw new Error('Data is undefined');
        return data.ecommerceCheckout.paymentUrl;
      }}
    />
  );
}
