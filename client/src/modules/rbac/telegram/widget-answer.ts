import type { RbacTelegramInput } from '../../../gql/graphql';

/** The fields of the Telegram Login Widget's answer, as the server checks them. */
const FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;

/**
 * The widget's answer in a page address: with `data-auth-url`, the widget sends the browser
 * back to that address with the signed fields as query parameters. Null when the address
 * carries none.
 */
export function widgetAnswerOf(search: string): RbacTelegramInput | null {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  const authDate = params.get('auth_date');
  const hash = params.get('hash');
  if (!id || !authDate || !hash) return null;
  const answer: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) answer[field] = value;
  }
  return answer as unknown as RbacTelegramInput;
}

/** The address without the answer's fields: it is a credential while it is recent, and leaves the address bar. */
export function withoutWidgetAnswer(search: string): string {
  const params = new URLSearchParams(search);
  for (const field of FIELDS) params.delete(field);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
