import { D as useSubjectSession, E as useSubject, F as EcommerceCartAddDocument, I as EcommerceCartDeleteDocument, L as EcommerceCartOrdersDocument, R as EcommerceCartSummaryDocument, z as EcommerceCartUpdateDocument } from "../entry-server.js";
import { t as refetchListsLater } from "./refetch-lists-DNUrxqkN.js";
import { useCallback } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
// src/modules/ecommerce/cart/use-cart.ts
var CART_FILTERS = { and: [{
	column: "type",
	method: "eq",
	value: "cart"
}, {
	column: "status",
	method: "eq",
	value: "new"
}] };
var CART_LISTS = [
	"ecommerceOrderList",
	"ecommerceCartQuantity",
	"ecommerceCartTotal"
];
/** The signed-in subject's cart orders (none for an anonymous visitor). */
function useCartOrders() {
	const subject = useSubject();
	return useQuery(EcommerceCartOrdersDocument, {
		variables: { filters: CART_FILTERS },
		skip: !subject
	});
}
/** How many items the cart holds and what they cost, per currency. */
function useCartSummary() {
	const subject = useSubject();
	return useQuery(EcommerceCartSummaryDocument, {
		variables: { subjectId: subject?.id ?? "" },
		skip: !subject
	});
}
/** Add, change and delete cart orders, refused without the subject, product or order they need, and a delayed refetch. */
function useCartMutations() {
	const subject = useSubject();
	const { ensure } = useSubjectSession();
	const client = useApolloClient();
	const [addMutation] = useMutation(EcommerceCartAddDocument);
	const [updateMutation] = useMutation(EcommerceCartUpdateDocument);
	const [deleteMutation] = useMutation(EcommerceCartDeleteDocument);
	const subjectId = () => {
		if (!subject) throw new Error("id is required");
		return subject.id;
	};
	const refetchLater = useCallback(() => refetchListsLater(client.cache, CART_LISTS), [client]);
	/** `storeId`: the store the product is to come from, when the visitor chose one. */
	const add = async (productId, quantity = 1, storeId) => {
		if (!productId) throw new Error("productId is required");
		const owner = subject?.id ?? await ensure?.();
		if (!owner) throw new Error("id is required");
		await addMutation({ variables: {
			subjectId: owner,
			data: {
				productId,
				quantity,
				...storeId ? { storeId } : {}
			}
		} });
		refetchLater();
	};
	const setQuantity = async (orderId, lineId, quantity) => {
		if (!orderId) throw new Error("orderId is required");
		await updateMutation({ variables: {
			subjectId: subjectId(),
			orderId,
			data: { ordersToProducts: [{
				id: lineId,
				quantity
			}] }
		} });
		refetchLater();
	};
	const remove = async (orderId) => {
		if (!orderId) throw new Error("orderId is required");
		await deleteMutation({ variables: {
			subjectId: subjectId(),
			orderId
		} });
		refetchLater();
	};
	return {
		add,
		setQuantity,
		remove
	};
}
export { useCartSummary as i, useCartMutations as n, useCartOrders as r, CART_LISTS as t };
