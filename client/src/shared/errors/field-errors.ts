import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's validation errors by form field: a BAD_USER_INPUT or CONFLICT error names its
 * input field (`extensions.field`, e.g. `data.slug` or `data.title.en`); the form shows the
 * message under that field. Errors naming no known field are left to the toast.
 */
export function fieldErrorsOf(error: unknown, fieldNames: readonly string[]): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Record<string, string> = {};
  for (const entry of error.errors) {
    const path = entry.extensions?.field;
    if (typeof path !== 'string') continue;
    const name = path.replace(/^data\./, '').split(/[.[]/)[0];
    // The message starts with the path ('data.slug: ...'), which the field's place says already.
    if (fieldNames.includes(name) && !errors[name]) errors[name] = entry.message.replace(`${path}: `, '');
  }
  return errors;
}
