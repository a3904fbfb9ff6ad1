import { InMemoryCache } from '@apollo/client';
import fragmentMatcher from '../gql/possible-types';

/** A cache for mocked GraphQL that matches fragments on interfaces (WidgetFields) as the app's does. */
export const mockedCache = () => new InMemoryCache({ possibleTypes: fragmentMatcher.possibleTypes });
