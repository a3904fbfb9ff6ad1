import { useBlogCategoryListSuspenseQuery } from '../categories.generated';
import { OLDEST_FIRST } from '../../../shared/graphql/filters';

/** Every blog category, in the order staff created them. */
export function useBlogCategories() {
  return useBlogCategoryListSuspenseQuery({ variables: { orderBy: OLDEST_FIRST } }).data.blogCategoryList;
}
