import { useApolloClient, useMutation } from '@apollo/client/react';
import { Group, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refetchListsLater } from '../shared/graphql/refetch-lists';
import { SubmitButton } from '../shared/forms/SubmitButton';
import { useSubmitStatus } from '../shared/forms/use-submit-status';
import { useAdminText } from './admin-text';
import { type AdminRow, createDocument, listFieldsOf, updateDocument } from './documents';
import { fieldErrorsOf } from '../shared/errors/field-errors';
import { FieldInput } from './inputs/FieldInput';
import { ReadOnlyFields } from './ReadOnlyFields';
import { type FieldValue, type FormValues, initialValues, toInput } from './form-values';
import { generatedFields, generatedValues, newSeed, titleText } from './generated-values';
import { type AdminModel, editableFields, fieldLabel, type ModelIndex } from './model-metadata';

/** Technical fields go last: what the row is about comes first. */
const LAST = ['orderIndex', 'variant', 'className'];

/** A save refused for the fields named; the message names them as the form labels them. */
class FormInputError extends Error {
  constructor(model: AdminModel, errors: Record<string, string>) {
    const label = (name: string) => {
      const field = model.fields.find((candidate) => candidate.name === name);
      return field ? fieldLabel(field) : name;
    };
    super(Object.entries(errors).map(([name, message]) => `${label(name)}: ${message}`).join('; '));
  }
}

const NO_PRESET: Record<string, string> = {};

interface ModelFormProps {
  model: AdminModel;
  models: ModelIndex;
  /** The row to update; none to create one. */
  row?: AdminRow | null;
  /** Values a new row starts with and the form does not show (a relation row's parent id). */
  preset?: Record<string, string>;
  onSaved: (row: AdminRow) => void;
}

/**
 * A form of every writable field of `model`, from its metadata: creates without a row,
 * updates with one (title and button 'Create …' or 'Update …'). Server validation errors
 * appear under the field they name.
 */
export function ModelForm({ model, models, row, preset = NO_PRESET, onSaved }: ModelFormProps) {
  const text = useAdminText();
  const cache = useApolloClient().cache;
  const [create] = useMutation(useMemo(() => createDocument(model, models), [model, models]));
  const [update] = useMutation(useMemo(() => updateDocument(model, models), [model, models]));
  const { status, run } = useSubmitStatus();
  const mode = row ? 'update' : 'create';

  const fields = useMemo(() => {
    const shown = editableFields(model).filter((field) => !(field.name in preset));
    return [...shown.filter((field) => !LAST.includes(field.name)), ...shown.filter((field) => LAST.includes(field.name))];
  }, [model, preset]);
  // A new row shows its adminTitle and slug filled in; they follow the title until changed.
  const [seed] = useState(newSeed);
  const generated = useMemo(() => (row ? [] : generatedFields(fields)), [row, fields]);
  const initial = useMemo(
    () => ({ ...initialValues(model, row, preset), ...generatedValues(generated, seed, '') }),
    [model, row, preset, generated, seed],
  );

  const form = useFormik<FormValues>({
    initialValues: initial,
    enableReinitialize: true,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: (values) =>
      run(async () => {
        const { data, errors } = toInput(model, values, initial, mode);
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          throw new FormInputError(model, errors);
        }
        const upload = Object.values(data).some((value) => value instanceof File);
        try {
          const result = row
            ? await update({ variables: { id: row.id, data }, context: { upload } })
            : await create({ variables: { data }, context: { upload } });
          if (!result.data) throw new Error('No data');
          form.setErrors({});
          refetchListsLater(cache, listFieldsOf(model));
          onSaved(result.data.row);
        } catch (error) {
          const fieldErrors = fieldErrorsOf(error, Object.keys(values));
          form.setErrors(fieldErrors);
          // The toast repeats what the fields say, without the API's paths ('data.slug: ...').
          throw Object.keys(fieldErrors).length > 0 ? new FormInputError(model, fieldErrors) : error;
        }
      }),
  });

  // A failed save brings its first wrong field into view: in a long form it may be far above the button.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status === 'error') formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [status]);

  // What the generated values follow: the title typed, or an uploaded file's own name (the
  // server titles a file by it), whichever was set last.
  const titleSource = useRef('');
  /** Sets a field; a new title (or file) carries the generated values staff have left as they were. */
  const change = (name: string, value: FieldValue) => {
    const source = name === 'title' ? titleText(value) : value instanceof File ? value.name : undefined;
    if (source !== undefined && generated.length > 0) {
      const was = generatedValues(generated, seed, titleSource.current);
      const next = generatedValues(generated, seed, source);
      for (const field of generated) if (form.values[field] === was[field]) void form.setFieldValue(field, next[field], false);
      titleSource.current = source;
    }
    void form.setFieldValue(name, value, false);
  };

  const title = `${mode === 'create' ? text.create : text.update} ${model.label}`;
  return (
    <form ref={formElement} onSubmit={form.handleSubmit} noValidate data-model-form={model.name} data-mode={mode}>
      <Stack gap="md">
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            model={model}
            field={field}
            models={models}
            value={form.values[field.name] ?? null}
            onChange={(value: FieldValue) => change(field.name, value)}
            error={form.errors[field.name] as string | undefined}
          />
        ))}
        {row && <ReadOnlyFields model={model} models={models} row={row} />}
        <Group justify="flex-end">
          <SubmitButton status={status}>{title}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
