import { useQuery } from '@apollo/client/react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import { PaymentProvidersDocument } from './cart.generated';
import { fieldError, fieldProps } from '../../../shared/forms/field-error';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useLocalizedPath } from '../../rbac/authentication/use-localized-path';
import { useSubject } from '../../rbac/session/subject-session';
import type { PriceCurrency } from '../prices/prices';
import { useCartText } from './cart-text';
import { PAYMENT_PROVIDERS } from './payment-providers';

export interface CheckoutValues {
  provider: string;
  email: string;
  currencyId: string;
}

interface CheckoutFormProps {
  /** The currencies the buyer may pay in; the first is chosen. */
  currencies: readonly PriceCurrency[];
  /** Starts the payment and answers where the buyer pays (the provider's page). */
  checkout: (values: CheckoutValues) => Promise<string>;
  disabled?: boolean;
}

/** Provider, receipt email and currency, then the browser goes to the payment page (cart and product checkout). */
export function CheckoutForm({ currencies, checkout, disabled }: CheckoutFormProps) {
  const subject = useSubject();
  const text = useCartText();
  const { status, run } = useSubmitStatus();
  const to = useLocalizedPath();
  // Only what this server takes: the dummy provider is off in production, the others need their settings.
  const enabled = useQuery(PaymentProvidersDocument).data?.serverInfo.paymentProviders;
  const offered = useMemo(() => PAYMENT_PROVIDERS.filter((provider) => !enabled || enabled.includes(provider.value)), [enabled]);
  const schema = useMemo(
    () =>
      yup.object({
        provider: yup.string().oneOf(offered.map((provider) => provider.value), text.invalidProvider).required(text.invalidProvider),
        email: yup.string().trim().required(text.emailRequired).email(text.emailInvalid),
        currencyId: yup.string().required(text.currencyRequired),
      }),
    [text, offered],
  );
  const form = useFormik<CheckoutValues>({
    initialValues: { provider: offered[0]?.value ?? '', email: subject?.email ?? '', currencyId: currencies[0]?.id ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) =>
      run(async () => {
        const paymentUrl = new URL(await checkout({ ...values, email: values.email.trim() }), window.location.href);
        // A payment page of this site (the dummy provider's) opens in the buyer's language.
        const ownPage = paymentUrl.origin === window.location.origin;
        window.location.assign(ownPage ? `${to(paymentUrl.pathname)}${paymentUrl.search}` : paymentUrl.href);
      }),
  });
  const providers = offered.map((provider) => (provider.value === 'dummy' ? { ...provider, label: text.dummyProvider } : provider));

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
          data={currencies.map((currency) => ({ value: currency.id, label: currencyLabel(currency) }))}
          value={form.values.currencyId}
          onChange={(value) => void form.setFieldValue('currencyId', value ?? '')}
          error={fieldError(form, 'currencyId')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
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
