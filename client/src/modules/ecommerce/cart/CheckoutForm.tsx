import { Select, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { type ReactNode, useMemo } from 'react';
import * as yup from 'yup';
import { usePaymentProvidersQuery } from './cart.generated';
import { fieldError, fieldProps } from '../../../shared/forms/field-error';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSubject } from '../../../shared/session/subject-session';
import type { PriceCurrency } from '../prices/prices';
import { chooseCurrency } from '../prices/selected-currency';
import { useShownCurrency } from '../prices/use-shown-currency';
import { useCartText } from './cart-text';
import { PAYMENT_PROVIDERS } from './payment-providers';

export interface CheckoutValues {
  provider: string;
  email: string;
  currencyId: string;
}

interface CheckoutFormProps {
  /** The currencies the buyer may pay in; the one the site shows prices in is chosen (see useShownCurrency). */
  currencies: readonly PriceCurrency[];
  /** Starts the payment and answers where the buyer pays (the provider's page). */
  checkout: (values: CheckoutValues) => Promise<string>;
  disabled?: boolean;
  /** What the buyer is about to pay for, in the currency chosen, shown above the button. */
  summary?: (currency: PriceCurrency | undefined) => ReactNode;
}

/** Provider, receipt email and currency, then the browser goes to the payment page (cart and product checkout). */
export function CheckoutForm({ currencies, checkout, disabled, summary }: CheckoutFormProps) {
  const subject = useSubject();
  const text = useCartText();
  const { status, run } = useSubmitStatus();
  const to = useLocalizedPath();
  // The currency is the site's choice (the currency switch's): changing it here changes it there too.
  const currency = useShownCurrency(currencies);
  // Only what this server takes: the dummy provider is off in production, the others need their settings.
  const enabled = usePaymentProvidersQuery().data?.serverInfo.paymentProviders;
  const offered = useMemo(() => PAYMENT_PROVIDERS.filter((provider) => !enabled || enabled.includes(provider.value)), [enabled]);
  const schema = useMemo(
    () =>
      yup.object({
        provider: yup.string().oneOf(offered.map((provider) => provider.value), text.invalidProvider).required(text.invalidProvider),
        email: yup.string().trim().required(text.emailRequired).email(text.emailInvalid),
      }),
    [text, offered],
  );
  const form = useFormik<Omit<CheckoutValues, 'currencyId'>>({
    initialValues: { provider: offered[0]?.value ?? '', email: subject?.email ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) => {
      if (!currency) return;
      return run(async () => {
        const paymentUrl = new URL(await checkout({ ...values, email: values.email.trim(), currencyId: currency.id }), window.location.href);
        // A payment page of this site (the dummy provider's) opens in the buyer's language.
        const ownPage = paymentUrl.origin === window.location.origin;
        window.location.assign(ownPage ? `${to(paymentUrl.pathname)}${paymentUrl.search}` : paymentUrl.href);
      });
    },
  });
  const providers = offered.map((provider) => (provider.value === 'dummy' ? { ...provider, label: text.dummyProvider } : provider));
  const chooseById = (id: string | null) => {
    const next = currencies.find((entry) => entry.id === id);
    if (next) chooseCurrency(next.slug);
  };

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label={text.provider}
          data={providers}
          value={form.values.provider}
          onChange={(value) => void form.setFieldValue('provider', value ?? '')}
          error={fieldError(form, 'provider')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput label={text.email} type="email" {...fieldProps(form, 'email')} />
        <Select
          label={text.currency}
          data={currencies.map((entry) => ({ value: entry.id, label: currencyLabel(entry) }))}
          value={currency?.id ?? null}
          onChange={chooseById}
          error={form.submitCount > 0 && !currency ? text.currencyRequired : undefined}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {summary?.(currency)}
        <SubmitButton status={status} size="md" fullWidth disabled={disabled}>
          {text.checkout}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/** `USD ($)`, or the symbol alone when the slug is no code. */
function currencyLabel(currency: PriceCurrency): string {
  const code = currency.slug.toUpperCase();
  return currency.symbol && currency.symbol !== code ? `${code} (${currency.symbol})` : code;
}
