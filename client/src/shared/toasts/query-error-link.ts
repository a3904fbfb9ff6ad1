import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { errorSentence } from '../errors/error-sentences';
import { languageOfPath } from '../i18n/language';
import { showToast } from './toast-store';

/**
 * Error codes an operation's screen shows itself, named in the operation's context
 * (`{ context: { shownErrorCodes: ['NOT_FOUND'] } }`): no toast for them.
 */
export interface ShownErrorCodes {
  shownErrorCodes?: string[];
}

/**
 * Every failed query shows its message as a toast (spec: every failed call shows a toast).
 * Mutations are toasted where they are sent (useSubmitStatus), with the form's own status.
 * Not toasted: the codes a screen renders itself (the not-found page), and UNAUTHENTICATED,
 * which the session handles (a refresh and a retry, or the end of the session at the root:
 * the spec lets a refresh failure be muted). Runs outside the refresh link, so it sees the
 * answer after a retry. The same message shows once however many queries failed with it, as a
 * sentence in the page's language (see errorSentence).
 */
export function createQueryErrorLink(): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (operation.operationType !== 'query') return;
    const shown = new Set([...((operation.getContext() as ShownErrorCodes).shownErrorCodes ?? []), 'UNAUTHENTICATED']);
    const language = languageOfPath(window.location.pathname);
    const field = (extensions: Record<string, unknown> | undefined) => (typeof extensions?.field === 'string' ? extensions.field : undefined);
    const messages = CombinedGraphQLErrors.is(error)
      ? error.errors.filter((entry) => !shown.has(String(entry.extensions?.code))).map((entry) => errorSentence(entry.message, language, field(entry.extensions)))
      : [errorSentence(error.message, language)];
    for (const message of new Set(messages)) showToast('error', message);
  });
}
