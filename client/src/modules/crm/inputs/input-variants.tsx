import { NumberInput, Textarea, TextInput } from '@mantine/core';
import type { CrmInputFieldsFragment } from '../widget.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import type { VariantRegistry } from '../../../shared/variants/variant-registry';

export interface CrmInputProps {
  input: CrmInputFieldsFragment;
}

/** The props every field shares: label, placeholder, description, required mark, answer name. */
function useFieldProps({ input }: CrmInputProps) {
  const language = useLanguage();
  return {
    name: input.id,
    label: titleIn(input.label, language),
    placeholder: textIn(input.placeholder, language),
    description: textIn(input.description, language),
    required: input.isRequired,
  };
}

function TextField(props: CrmInputProps) {
  return <TextInput {...useFieldProps(props)} />;
}

function TextareaField(props: CrmInputProps) {
  return <Textarea autosize minRows={4} {...useFieldProps(props)} />;
}

function NumberField(props: CrmInputProps) {
  return <NumberInput {...useFieldProps(props)} />;
}

/** The CRM input types: default, text-default, textarea-default, number-default. */
export const crmInputVariants: VariantRegistry<CrmInputProps> = {
  default: TextField,
  'text-default': TextField,
  'textarea-default': TextareaField,
  'number-default': NumberField,
};
