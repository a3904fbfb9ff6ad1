import { useSuspenseQuery } from '@apollo/client/react';
import { BlogCategoryListDocument } from '../categories.generated';
import { OLDEST_FIRST } from '../../../shared/graphql/filters';

/** Every blog category, in the order staff created them. */
export function useBlogCategories() {
  return useSuspenseQuery(BlogCategoryListDocument, { variables: { orderBy: OLDEST_FIRST } }).data.blogCategoryList;
}
