import { Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { EcommerceCheckoutDocument, type EcommerceCartSummaryQuery } from '../../../gql/graphql';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useSubject } from '../../rbac/session/subject-session';
import { PAYMENT_PROVIDERS } from './payment-providers';

interface CartCheckoutFormProps {
  orderIds: string[];
  currencies: EcommerceCartSummaryQuery['ecommerceCartTotal'][number]['billingModuleCurrency'][];
}

const schema = yup.object({
  provider: yup.string().oneOf(PAYMENT_PROVIDERS.map((provider) => provider.value), 'Invalid provider').required('Invalid provider'),
  email: yup.string().trim().required('Email is required').email('Enter a valid email address'),
  currencyId: yup.string().required('Choose a currency'),
});

/** Cart checkout: provider, email and currency; the browser then goes to the payment page. */
export function CartCheckoutForm({ orderIds, currencies }: CartCheckoutFormProps) {
  const subject = useSubject();
  const [checkout] = useMutation(EcommerceCheckoutDocument);
  const { status, run } = useSubmitStatus();
  const form = useFormik({
    initialValues: { provider: 'dummy', email: subject?.email ?? '', currencyId: currencies[0]?.id ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) =>
      run(async () => {
        if (!subject) throw new Error('id is required');
        const { data } = await checkout({
          variables: {
            subjectId: subject.id,
            data: { provider: values.provider, email: values.email.trim(), billingModuleCurrencyId: values.currencyId, orderIds },
          },
        });
        if (!data) throw new Error('Data is undefined');
        window.location.assign(data.ecommerceCheckout.paymentUrl);
      }),
  });
  const errorOf = (field: keyof typeof form.values) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label="Payment provider"
          data={PAYMENT_PROVIDERS}
          value={form.values.provider}
          onChange={(value) => void form.setFieldValue('provider', value ?? '')}
          error={errorOf('provider')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput label="Email for the receipt" type="email" {...form.getFieldProps('email')} error={errorOf('email')} />
        <Select
          label="Currency"
          data={currencies.map((currency) => ({ value: currency.id, label: currency.symbol ?? currency.id }))}
          value={form.values.currencyId}
          onChange={(value) => void form.setFieldValue('currencyId', value ?? '')}
          error={errorOf('currencyId')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <SubmitButton status={status} size="md" fullWidth disabled={orderIds.length === 0}>
          Checkout
        </SubmitButton>
      </Stack>
    </form>
  );
}
