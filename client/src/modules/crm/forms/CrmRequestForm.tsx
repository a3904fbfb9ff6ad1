import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useCrmFormRequestCreateMutation } from './form-request.generated';
import type { CrmFormFieldsFragment } from '../widget.generated';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { useSubjectSession } from '../../../shared/session/subject-session';
import { CrmFormInputs } from './CrmFormInputs';
import { useCrmText } from './crm-text';

/**
 * A form's request form: its inputs and Submit in its status colours (green sent, red
 * refused). Answers are sent by input id; the browser checks required fields before anything is sent.
 * A visitor without a session gets an anonymous subject (the spec's init) on sending, not before:
 * crawlers and visitors who only read make none. The server bounds requests per address.
 */
export function CrmRequestForm({ form }: { form: CrmFormFieldsFragment }) {
  const [createRequest] = useCrmFormRequestCreateMutation();
  const { subject, ensure } = useSubjectSession();
  const { status, run } = useSubmitStatus();
  const text = useCrmText();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const answers = Object.fromEntries(new FormData(element).entries());
    void run(async () => {
      if (!subject) await ensure?.();
      await createRequest({ variables: { formId: form.id, answers } });
      showToast('success', text.submitted);
      element.reset();
    });
  };

  return (
    <form onSubmit={submit} data-crm-request-form>
      <Stack gap="md">
        <CrmFormInputs form={form} />
        <SubmitButton status={status} size="md" w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
          {text.submit}
        </SubmitButton>
      </Stack>
    </form>
  );
}
