import { ApolloLink } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { of } from 'rxjs';

/**
 * The `<script type="application/json">` a server-rendered page carries, beside its Apollo cache,
 * the answers of its queries that the cache cannot hold: answers with errors (a url no page
 * serves is NOT_FOUND), which Apollo never keeps.
 */
export const CARRIED_ANSWERS_ID = 'apollo-answers';

/** Answers of a page's queries, each under its operation's key (see answerKey). */
export type CarriedAnswers = Record<string, ApolloLink.Result>;

/** An operation as asked: its name and variables, the same in the server's render and in the browser. */
export const answerKey = ({ operationName, variables }: { operationName?: string; variables: Record<string, unknown> }) =>
  canonicalStringify([operationName ?? null, variables]);

/**
 * Answers the queries the page was rendered with from what the page carries, each once, instead
 * of the network: hydrating the page asks the API nothing, and shows what the server rendered
 * (the not-found page stays the not-found page). Asked again later, a query goes to the API.
 */
export function carriedAnswersLink(answers: CarriedAnswers): ApolloLink {
  const left = new Map(Object.entries(answers));
  return new ApolloLink((operation, forward) => {
    const key = answerKey(operation);
    const answer = left.get(key);
    if (!answer) return forward(operation);
    left.delete(key);
    return of(answer);
  });
}
