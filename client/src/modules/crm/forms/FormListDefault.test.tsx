import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrmWidgetContentFragment } from '../../../gql/graphql';
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

  it("renders the spec's 'Generated variant' placeholder for the default variant", async () => {
    await renderUi(<CrmWidget widget={{ ...widget, variant: 'default' }} />);
    expect(screen.getByText('Generated variant')).toBeTruthy();
  });
});
