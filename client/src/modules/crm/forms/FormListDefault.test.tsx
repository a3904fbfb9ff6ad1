import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrmFormRequestCreateDocument, type CrmWidgetContentFragment } from '../../../gql/graphql';
import { readToasts } from '../../../shared/toasts/toast-store';
import { text } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import CrmWidget from '../CrmWidget';

const input = (id: string, type: string, label: string, isRequired = false) => ({
  id,
  type,
  isRequired,
  label: text(label, null),
  placeholder: text(null),
  description: text(null),
});

const widget: CrmWidgetContentFragment = {
  id: 'contact',
  variant: 'form-list-default',
  className: null,
  anchor: null,
  title: text('Write to us'),
  subtitle: text(null),
  description: text(null),
  forms: [
    {
      id: 'form',
      variant: 'default',
      title: text('Contact us'),
      subtitle: text('We answer within a day.'),
      description: text(null),
      inputs: [input('name', 'text-default', 'Name', true), input('message', 'textarea-default', 'Message'), input('mood', 'emoji-default', 'Mood')],
    },
  ],
};

describe('CRM form list', () => {
  it("shows an anonymous visitor what the form is for and 'Not authorized' instead of its fields", async () => {
    await renderUi(<CrmWidget widget={widget} />);
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('Not authorized')).toBeTruthy();
    expect(screen.getByText('Sign in to send this form.')).toBeTruthy();
    expect(screen.queryByLabelText(/Name/)).toBeNull();
  });

  it("shows a signed-in subject the form's inputs by type, an unknown type as 'Unknown Variant'", async () => {
    await renderUi(<CrmWidget widget={widget} />, { subject: { id: 'subject', email: 'ada@example.com', roles: [] } });
    expect(screen.queryByText('Not authorized')).toBeNull();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Unknown Variant')).toBeTruthy();
  });

  it('sends the answers by input id and says so', async () => {
    const mocks = [
      {
        request: { query: CrmFormRequestCreateDocument, variables: { formId: 'form', answers: { name: 'Ada', message: 'Hello' } } },
        result: { data: { crmFormRequestCreate: { __typename: 'CrmRequest' as const, id: 'request' } } },
      },
    ];
    await renderUi(<CrmWidget widget={widget} />, { mocks, subject: { id: 'subject', email: 'ada@example.com', roles: [] } });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(readToasts().map((toast) => toast.message)).toContain('Form submitted successfully'));
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('data-status')).toBe('success');
  });

  it("speaks Russian under /ru: 'Not authorized', then Submit and its toast", async () => {
    await renderUi(<CrmWidget widget={widget} />, { path: '/ru/contact' });
    expect(screen.getByText('Нет доступа')).toBeTruthy();
    expect(screen.getByText('Войдите, чтобы отправить форму.')).toBeTruthy();
    expect(screen.queryByText('Not authorized')).toBeNull();
  });

  it('sends the answers from a Russian page and says so in Russian', async () => {
    const [form] = widget.forms;
    const russian = { ...form, inputs: [{ ...form.inputs[0], label: text('Name', 'Имя') }] };
    const mocks = [
      {
        request: { query: CrmFormRequestCreateDocument, variables: { formId: 'form', answers: { name: 'Ада' } } },
        result: { data: { crmFormRequestCreate: { __typename: 'CrmRequest' as const, id: 'request' } } },
      },
    ];
    await renderUi(<CrmWidget widget={{ ...widget, forms: [russian] }} />, {
      path: '/ru/contact',
      mocks,
      subject: { id: 'subject', email: 'ada@example.com', roles: [] },
    });
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Ада' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    });
    await waitFor(() => expect(readToasts().map((toast) => toast.message)).toContain('Форма отправлена'));
    expect(screen.getByRole('button', { name: 'Отправить' }).getAttribute('data-status')).toBe('success');
  });

  it("renders the spec's 'Generated variant' placeholder for the default variant", async () => {
    await renderUi(<CrmWidget widget={{ ...widget, variant: 'default' }} />);
    expect(screen.getByText('Generated variant')).toBeTruthy();
  });
});
