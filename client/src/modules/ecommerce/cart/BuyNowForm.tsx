import { useLanguage } from '../../../shared/i18n/use-language';
import { useSubject, useSubjectSession } from '../../../shared/session/subject-session';
import { useCheckoutText } from '../orders/checkout-text';
import { ItemsSummary } from '../orders/ItemsSummary';
import { formatPrice } from '../prices/format-price';
import { type Price, priceIn } from '../prices/prices';
import { useEcommerceProductCheckoutMutation } from './cart.generated';
import { CheckoutForm } from './CheckoutForm';

interface BuyNowFormProps {
  productId: string;
  /** The product's name in the page's language. */
  title: string;
  prices: readonly Price[];
  storeId?: string;
}

/**
 * The 'Buy now' dialog's form: what is about to be paid (one of the product, in the currency
 * chosen) above the checkout form. Its own chunk, loaded when the dialog first opens.
 */
export function BuyNowForm({ productId, title, prices, storeId }: BuyNowFormProps) {
  const subject = useSubject();
  const { ensure } = useSubjectSession();
  const language = useLanguage();
  const text = useCheckoutText();
  const [checkout] = useEcommerceProductCheckoutMutation();
  return (
    <CheckoutForm
      currencies={prices.map((price) => price.currency)}
      summary={(currency) => {
        const price = priceIn(prices, currency?.slug);
        if (!price) return null;
        // Product checkout buys one (the server's default quantity).
        const amount = formatPrice(price.amount, price.currency, language);
        return <ItemsSummary heading={text.youPayFor} items={[{ key: productId, title, quantity: 1, amount }]} total={amount} />;
      }}
      checkout={async ({ provider, email, currencyId }) => {
        const subjectId = subject?.id ?? (await ensure?.());
        if (!subjectId) throw new Error('id is required');
        const { data } = await checkout({ variables: { subjectId, productId, data: { provider, email, billingModuleCurrencyId: currencyId, language, ...(storeId ? { storeId } : {}) } } });
        if (!data) throw new Error('Data is undefined');
        return data.ecommerceProductCheckout.paymentUrl;
      }}
    />
  );
}
