import { ApolloLink } from '@apollo/client';
import { finalize, Observable, type Subscription } from 'rxjs';

/**
 * Queries sent to the API at once (the spec's "maximum concurrent queries 5"): a screen that
 * mounts many widgets at a time queues the rest instead of opening a request per widget, so the
 * browser's six connections to the origin keep one free for a mutation or a page's assets.
 */
export const MAX_QUERIES_IN_FLIGHT = 5;

/** Holds queries beyond `max` in flight until one of those ends (answered, failed or dropped), first come first sent. */
export function queryConcurrencyLink(max = MAX_QUERIES_IN_FLIGHT): ApolloLink {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    inFlight--;
    waiting.shift()?.();
  };
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'query') return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      const send = () => {
        inFlight++;
        subscription = forward(operation).pipe(finalize(release)).subscribe(observer);
      };
      if (inFlight < max) send();
      else waiting.push(send);
      return () => {
        // Dropped while waiting (the screen went away): it never takes a place.
        const at = waiting.indexOf(send);
        if (at >= 0) waiting.splice(at, 1);
        subscription?.unsubscribe();
      };
    });
  });
}
