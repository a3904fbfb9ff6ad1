import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { FileInput } from './FileInput';
import type { FieldValue, LocalizedValue } from './form-values';
import { DateTimeInput } from './inputs/DateTimeInput';
import { RichTextInput } from './inputs/RichTextInput';
import { LocalizedInput } from './LocalizedInput';
import { type AdminField, type AdminModel, fieldLabel, type ModelIndex } from './model-metadata';
import { ReferenceSelect } from './ReferenceSelect';

interface FieldInputProps {
  model: AdminModel;
  field: AdminField;
  models: ModelIndex;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  error?: string;
}

/** Long per-language texts get a text area. */
const MULTILINE = new Set(['description', 'shortDescription', 'body', 'subject']);

/** The input of one field, chosen by its type in the metadata. */
export function FieldInput({ model, field, models, value, onChange, error }: FieldInputProps) {
  const common = { name: field.name, label: fieldLabel(field), error, required: field.required };
  const textValue = typeof value === 'string' ? value : '';

  if (field.name === 'variant' && field.type === 'text') {
    return <Select {...common} data={model.variants} value={textValue || null} onChange={(next) => onChange(next ?? '')} allowDeselect={false} />;
  }
  switch (field.type) {
    case 'localized':
      return (
        <LocalizedInput
          {...common}
          value={value as LocalizedValue}
          onChange={onChange}
          richText={field.richText}
          multiline={MULTILINE.has(field.name)}
        />
      );
    case 'boolean':
      return <Checkbox name={field.name} label={common.label} error={error} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} mt="xs" />;
    case 'int':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          allowDecimal={field.type === 'decimal'}
          // Decimals are money: cents at most.
          decimalScale={field.type === 'decimal' ? 2 : undefined}
          // Empty stays empty (the spec's rule); anything else is a number.
          onChange={(next) => onChange(next)}
        />
      );
    case 'enum':
      return (
        <Select {...common} data={field.enumValues ?? []} value={textValue || null} onChange={(next) => onChange(next ?? '')} clearable={!field.required} />
      );
    case 'ref': {
      const target = field.relationTarget ? models.get(field.relationTarget) : undefined;
      if (!target) return <TextInput {...common} value={textValue} onChange={(event) => onChange(event.currentTarget.value || null)} />;
      return <ReferenceSelect {...common} target={target} value={typeof value === 'string' ? value : null} onChange={onChange} />;
    }
    case 'datetime':
    case 'date':
      return <DateTimeInput {...common} value={typeof value === 'string' ? value : null} onChange={onChange} withTime={field.type === 'datetime'} />;
    case 'json':
      return <Textarea {...common} value={textValue} onChange={(event) => onChange(event.currentTarget.value)} autosize minRows={3} maxRows={12} ff="monospace" />;
    default:
      if (field.file) return <FileInput {...common} value={value instanceof File ? value : textValue} onChange={onChange} />;
      if (field.richText) return <RichTextInput {...common} value={textValue} onChange={onChange} />;
      return <TextInput {...common} value={textValue} onChange={(event) => onChange(event.currentTarget.value)} description={field.generated ? 'Filled in when left empty' : undefined} />;
  }
}
