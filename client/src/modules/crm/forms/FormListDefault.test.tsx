import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrmFormRequestCreateDocument, type CrmFormRequestCreateMutationVariables } from './form-request.generated';
import type { CrmWidgetContentFragment } from '../widget.generated';
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

/** The server's side of a form request: answers any request and records what it was sent. */
function formRequestServer() {
  const received = vi.fn<(variables: CrmFormRequestCreateMutationVariables) => void>();
  const mock: MockLink.MockedResponse = {
    request: { query: CrmFormRequestCreateDocument, variables: () => true },
    result: (variables) => {
      received(variables as CrmFormRequestCreateMutationVariables);
      return { data: { crmFormRequestCreate: { __typename: 'CrmRequest' as const, id: 'request' } } };
    },
  };
  return { mock, received };
}

const signedIn = { id: 'subject', email: 'ada@example.com', roles: [] };

describe('CRM form list', () => {
  it('shows a guest the form, and makes the guest an anonymous subject only on sending', async () => {
    const server = formRequestServer();
    const ensure = vi.fn(async () => 'anonymous-subject');
    await renderUi(<CrmWidget widget={widget} />, { mocks: [server.mock], ensure });
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByText('Not authorized')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(ensure).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe('Form submitted successfully');
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveBeenCalledWith({ formId: 'form', answers: { name: 'Ada', message: 'Hello' } });
  });

  it("shows a signed-in subject the form's inputs by type, an unknown type as 'Unknown Variant'", async () => {
    await renderUi(<CrmWidget widget={widget} />, { subject: { id: 'subject', email: 'ada@example.com', roles: [] } });
    expect(screen.queryByText('Not authorized')).toBeNull();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Unknown Variant')).toBeTruthy();
  });

  it('sends the answers by input id and says so', async () => {
    const server = formRequestServer();
    await renderUi(<CrmWidget widget={widget} />, { mocks: [server.mock], subject: signedIn });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe('Form submitted successfully');
    // Once, with every answer under its input's id (the input of an unknown type sends nothing).
    expect(server.received).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveBeenCalledWith({ formId: 'form', answers: { name: 'Ada', message: 'Hello' } });
    // The toast shows once the request is answered; the button turns green right after (its label is 'Loading...' until then).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('data-status')).toBe('success'));
  });

  it('speaks Russian under /ru: Submit and its toast', async () => {
    const [form] = widget.forms;
    const russian = { ...form, inputs: [{ ...form.inputs[0], label: text('Name', 'Имя') }] };
    const server = formRequestServer();
    await renderUi(<CrmWidget widget={{ ...widget, forms: [russian] }} />, { path: '/ru/contact', mocks: [server.mock], subject: signedIn });
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Ада' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe('Форма отправлена');
    expect(server.received).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveBeenCalledWith({ formId: 'form', answers: { name: 'Ада' } });
    // The toast shows once the request is answered; the button turns green right after (its label is 'Loading...' until then).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отправить' }).getAttribute('data-status')).toBe('success'));
  });

  it("renders the spec's 'Generated variant' placeholder for the default variant", async () => {
    await renderUi(<CrmWidget widget={{ ...widget, variant: 'default' }} />);
    expect(screen.getByText('Generated variant')).toBeTruthy();
  });
});
