import { Stack } from '@mantine/core';
import type { CrmFormFieldsFragment } from '../widget.generated';
import { VariantView } from '../../../shared/variants/variant-registry';
import { crmInputVariants } from '../inputs/input-variants';

/**
 * A form's inputs, each by its type; answers are named by input id. `CrmRequestForm`
 * builds the request (submit, status, the call) around them.
 */
export function CrmFormInputs({ form }: { form: CrmFormFieldsFragment }) {
  return (
    <Stack gap="md">
      {form.inputs.map((input) => (
        // An input type nobody knows is shown as such, not silently dropped from a form.
        <VariantView key={input.id} registry={crmInputVariants} variant={input.type} props={{ input }} whenUnknown="label" />
      ))}
    </Stack>
  );
}
