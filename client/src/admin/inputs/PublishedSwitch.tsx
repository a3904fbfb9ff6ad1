import { Switch } from '@mantine/core';
import { useAdminText } from '../admin-text';
import type { FieldControlProps } from './field-control';

/**
 * A draft's `publishedAt` as the switch owners of Payload or Strapi expect: on publishes it now
 * (visitors see it from then), off makes it a draft again (admins alone see it). The value: an
 * ISO time, or null for a draft. A product is published with a price in the default currency:
 * the server's refusal shows under the switch.
 */
export function PublishedSwitch({ name, value, onChange, error }: FieldControlProps<string | null>) {
  const text = useAdminText();
  const since = value ? new Date(value).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' }) : undefined;
  return (
    <Switch
      name={name}
      label={text.published}
      description={since ? text.publishedSince(since) : text.draftHint}
      checked={value !== null}
      onChange={(event) => onChange(event.currentTarget.checked ? new Date().toISOString() : null)}
      error={error}
      mt="xs"
    />
  );
}
