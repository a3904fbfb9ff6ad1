import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  useEcommerceCartAddMutation,
  useEcommerceCartDeleteMutation,
  useEcommerceCartOrdersQuery,
  useEcommerceCartProductQuantityQuery,
  useEcommerceCartSummaryQuery,
  useEcommerceCartUpdateMutation,
} from './cart.generated';
import { refetchListsLater } from '../../../shared/graphql/refetch-lists';
import { useSubject, useSubjectSession } from '../../../shared/session/subject-session';

// Orders still in the cart; the list is owner-scoped by the server.
const CART_FILTERS = {
  and: [
    { column: 'type', method: 'eq', value: 'cart' },
    { column: 'status', method: 'eq', value: 'new' },
  ],
};

// Every cached list a cart change makes stale.
export const CART_LISTS = ['ecommerceOrderList', 'ecommerceCartQuantity', 'ecommerceCartTotal', 'ecommerceCartProductQuantity'];

/** The signed-in subject's cart orders (none for an anonymous visitor). */
export function useCartOrders() {
  const subject = useSubject();
  return useEcommerceCartOrdersQuery({ variables: { filters: CART_FILTERS }, skip: !subject });
}

/** How many of one product the signed-in subject's cart holds, and the cart order and line holding it. */
export function useCartProductQuantity(productId: string) {
  const subject = useSubject();
  return useEcommerceCartProductQuantityQuery({ variables: { subjectId: subject?.id ?? '', productId }, skip: !subject });
}

/** How many items the cart holds and what they cost, per currency. */
export function useCartSummary() {
  const subject = useSubject();
  return useEcommerceCartSummaryQuery({ variables: { subjectId: subject?.id ?? '' }, skip: !subject });
}

/** Add, change and delete cart orders, refused without the subject, product or order they need, and a delayed refetch. */
export function useCartMutations() {
  const subject = useSubject();
  const { ensure } = useSubjectSession();
  const client = useApolloClient();
  const [addMutation] = useEcommerceCartAddMutation();
  const [updateMutation] = useEcommerceCartUpdateMutation();
  const [deleteMutation] = useEcommerceCartDeleteMutation();

  const subjectId = () => {
    if (!subject) throw new Error('id is required');
    return subject.id;
  };
  const refetchLater = useCallback(() => refetchListsLater(client.cache, CART_LISTS), [client]);

  /** `storeId`: the store the product is to come from, when the visitor chose one. */
  const add = async (productId: string | undefined, quantity = 1, storeId?: string) => {
    if (!productId) throw new Error('productId is required');
    // An anonymous visitor gets an anonymous subject here, on the first add (the init route).
    const owner = subject?.id ?? (await ensure?.());
    if (!owner) throw new Error('id is required');
    await addMutation({ variables: { subjectId: owner, data: { productId, quantity, ...(storeId ? { storeId } : {}) } } });
    refetchLater();
  };
  const setQuantity = async (orderId: string | undefined, lineId: string, quantity: number) => {
    if (!orderId) throw new Error('orderId is required');
    await updateMutation({ variables: { subjectId: subjectId(), orderId, data: { ordersToProducts: [{ id: lineId, quantity }] } } });
    refetchLater();
  };
  const remove = async (orderId: string | undefined) => {
    if (!orderId) throw new Error('orderId is required');
    await deleteMutation({ variables: { subjectId: subjectId(), orderId } });
    refetchLater();
  };
  return { add, setQuantity, remove };
}
