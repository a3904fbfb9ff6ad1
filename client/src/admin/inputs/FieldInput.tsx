import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { ReactElement } from 'react';
import { FileInput } from './FileInput';
import { PREFILLED_NAMES } from '../generated-values';
import type { FieldValue, LocalizedValue } from '../form-values';
import { DateTimeInput } from './DateTimeInput';
import { PublishedSwitch } from './PublishedSwitch';
import { RichTextInput } from './RichTextInput';
import { LocalizedInput } from './LocalizedInput';
import { type AdminField, type AdminModel, fieldLabel, type ModelIndex } from '../model-metadata';
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

/** What every input gets: the field's props, its label and error, its value as text. */
interface InputProps extends FieldInputProps {
  common: { name: string; label: string; error?: string; required: boolean };
  textValue: string;
}

function NumberField({ field, value, onChange, common }: InputProps) {
  return (
    <NumberInput
      {...common}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      allowDecimal={field.type === 'decimal'}
      // Decimals are money: cents at most.
      decimalScale={field.type === 'decimal' ? 2 : undefined}
      // Empty stays empty (never 0); anything else is a number.
      onChange={(next) => onChange(next)}
    />
  );
}

function DateField({ field, value, onChange, common }: InputProps) {
  // A publishable row's publication (products, pages, articles): a switch, not a date to pick.
  if (field.name === 'publishedAt' && field.type === 'datetime') return <PublishedSwitch {...common} value={typeof value === 'string' ? value : null} onChange={onChange} />;
  return <DateTimeInput {...common} value={typeof value === 'string' ? value : null} onChange={onChange} withTime={field.type === 'datetime'} />;
}

function TextField({ field, value, onChange, common, textValue }: InputProps) {
  if (field.file) return <FileInput {...common} value={value instanceof File ? value : textValue} onChange={onChange} />;
  if (field.richText) return <RichTextInput {...common} value={textValue} onChange={onChange} />;
  return <TextInput {...common} value={textValue} onChange={(event) => onChange(event.currentTarget.value)} description={field.generated && !PREFILLED_NAMES.has(field.name) ? 'Filled in when left empty' : undefined} />;
}

/** The admin input of each field kind (the server's field kinds; anything else is text). */
const INPUTS: Record<string, (props: InputProps) => ReactElement> = {
  localized: ({ field, value, onChange, common }) => (
    <LocalizedInput {...common} value={value as LocalizedValue} onChange={onChange} richText={field.richText} multiline={MULTILINE.has(field.name)} />
  ),
  boolean: ({ field, value, onChange, common, error }) => (
    <Checkbox name={field.name} label={common.label} error={error} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} mt="xs" />
  ),
  int: NumberField,
  decimal: NumberField,
  enum: ({ field, onChange, common, textValue }) => (
    <Select {...common} data={field.enumValues ?? []} value={textValue || null} onChange={(next) => onChange(next ?? '')} clearable={!field.required} />
  ),
  ref: ({ field, models, value, onChange, common, textValue }) => {
    const target = field.relationTarget ? models.get(field.relationTarget) : undefined;
    if (!target) return <TextInput {...common} value={textValue} onChange={(event) => onChange(event.currentTarget.value || null)} />;
    return <ReferenceSelect {...common} target={target} value={typeof value === 'string' ? value : null} onChange={onChange} />;
  },
  datetime: DateField,
  date: DateField,
  json: ({ onChange, common, textValue }) => (
    <Textarea {...common} value={textValue} onChange={(event) => onChange(event.currentTarget.value)} autosize minRows={3} maxRows={12} ff="monospace" />
  ),
};

/** The input of one field, chosen by its kind in the metadata. */
export function FieldInput(props: FieldInputProps) {
  const { model, field, value, onChange, error } = props;
  const common = { name: field.name, label: fieldLabel(field), error, required: field.required };
  const textValue = typeof value === 'string' ? value : '';

  if (field.name === 'variant' && field.type === 'text') {
    return <Select {...common} data={model.variants} value={textValue || null} onChange={(next) => onChange(next ?? '')} allowDeselect={false} />;
  }
  const Input = INPUTS[field.type] ?? TextField;
  return <Input {...props} common={common} textValue={textValue} />;
}
