import type { FiltersInput } from '../../gql/graphql';

/** Rows whose column equals a value: `{ and: [{ column, method: 'eq', value }] }`. */
export function whereEquals(column: string, value: string): FiltersInput {
  return { and: [{ column, method: 'eq', value }] };
}

/** Rows whose id is one of `ids`. */
export function whereIdIn(ids: string[]): FiltersInput {
  return { and: [{ column: 'id', method: 'inArray', value: ids }] };
}

/** Oldest first: the order staff created things in is the order the shop shows them. */
export const OLDEST_FIRST = [{ column: 'createdAt', method: 'asc' }];

/** Newest first: what the shop added last ('New arrivals'). */
export const NEWEST_FIRST = [{ column: 'createdAt', method: 'desc' }];
