import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Language } from '../i18n/language';
import { errorSentence } from './error-sentences';

/**
 * The server's validation errors by form field: a BAD_USER_INPUT or CONFLICT error names its
 * input field (`extensions.field`, e.g. `data.slug` or `data.title.en`); the form shows the
 * message under that field. Errors naming no known field are left to the toast. With a
 * language (the site's forms), each message is the sentence a visitor reads (see errorSentence);
 * without (the admin), the server's words after the field's path.
 */
export function fieldErrorsOf(error: unknown, fieldNames: readonly string[], language?: Language): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Record<string, string> = {};
  for (const entry of error.errors) {
    const path = entry.extensions?.field;
    if (typeof path !== 'string') continue;
    const name = path.replace(/^data\./, '').split(/[.[]/)[0];
    // The message starts with the path ('data.slug: ...'), which the field's place says already.
    if (fieldNames.includes(name) && !errors[name]) errors[name] = language ? errorSentence(entry.message, language, path) : entry.message.replace(`${path}: `, '');
  }
  return errors;
}
