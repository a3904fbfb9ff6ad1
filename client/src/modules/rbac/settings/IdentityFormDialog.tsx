import { Modal, Stack, Text } from '@mantine/core';
import { type FormikErrors, type FormikProps, type FormikValues, useFormik } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { fieldErrorsOf } from '../../../shared/errors/field-errors';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { useUiText } from '../../../shared/i18n/ui-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSettingsText } from './settings-text';

/** What the settings' dialogs of an email identity are given. */
export interface IdentityDialogProps {
  identityId: string;
  /** The identity's email (its pending one while it has none). */
  email: string;
  opened: boolean;
  onClose: () => void;
}

interface IdentityFormDialogProps<Values extends FormikValues> extends Pick<IdentityDialogProps, 'opened' | 'onClose'> {
  title: string;
  description: string;
  submitLabel: string;
  initialValues: Values;
  /** Start again from `initialValues` when they change (the identity's email, updated). */
  enableReinitialize?: boolean;
  validationSchema: Schema;
  save: (values: Values) => Promise<unknown>;
  /** What the toast says once saved ('Updated successfully' when not given). */
  savedMessage?: string;
  /** Called once saved, after the dialog closed. */
  onSaved?: () => void;
  /** The form's inputs. */
  children: (form: FormikProps<Values>) => ReactNode;
}

/** A settings dialog that changes an identity: a form that says 'Updated' and closes once saved. */
export function IdentityFormDialog<Values extends FormikValues>({
  opened,
  onClose,
  title,
  description,
  submitLabel,
  initialValues,
  enableReinitialize = false,
  validationSchema,
  save,
  savedMessage,
  onSaved,
  children,
}: IdentityFormDialogProps<Values>) {
  const { status, run } = useSubmitStatus();
  const text = useSettingsText();
  const ui = useUiText();
  const language = useLanguage();
  const form = useFormik({
    initialValues,
    enableReinitialize,
    validationSchema,
    onSubmit: (values, helpers) =>
      run(async () => {
        // The server's refusal of a field shows under its input too ('The current password is wrong.').
        await save(values).catch((error: unknown) => {
          helpers.setErrors(fieldErrorsOf(error, Object.keys(values), language) as FormikErrors<Values>);
          throw error;
        });
        showToast('success', savedMessage ?? text.updated);
        helpers.resetForm();
        onClose();
        onSaved?.();
      }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" closeButtonProps={{ 'aria-label': ui.close }}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          {children(form)}
          <SubmitButton status={status} pendingLabel={text.updating}>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
