/**
 * The GraphQL documents the site really sends: the client's generated documents (from its
 * .graphql files), printed as Apollo Client prints them.
 */
import { print, type DocumentNode } from 'graphql';
import {
  EcommerceCartAddDocument,
  EcommerceCheckoutDocument,
  EcommerceProductBySlugDocument,
  EcommerceProductListDocument,
  HostPageByUrlDocument,
  PageModuleWidgetsDocument,
  RbacAuthenticationLoginDocument,
} from '../client/src/gql/graphql.js';

const text = (document: unknown) => print(document as DocumentNode);

export const documents = {
  pageByUrl: text(HostPageByUrlDocument),
  pageModuleWidgets: text(PageModuleWidgetsDocument),
  productList: text(EcommerceProductListDocument),
  productBySlug: text(EcommerceProductBySlugDocument),
  signIn: text(RbacAuthenticationLoginDocument),
  cartAdd: text(EcommerceCartAddDocument),
  checkout: text(EcommerceCheckoutDocument),
};

/** The client's order of lists (client/src/shared/graphql/filters.ts). */
export const OLDEST_FIRST = [{ column: 'createdAt', method: 'asc' }];
export const whereEquals = (column: string, value: string) => ({ and: [{ column, method: 'eq', value }] });
export const whereIdIn = (ids: string[]) => ({ and: [{ column: 'id', method: 'inArray', value: ids }] });
/** Items per page of the home page's product list widget (ProductListDefault). */
export const HOME_PRODUCTS = 12;
