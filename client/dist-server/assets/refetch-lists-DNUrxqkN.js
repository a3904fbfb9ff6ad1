// src/shared/graphql/refetch-lists.ts
/** The spec's delay between a mutation and the refetch of the lists it changed. */
var LIST_REFETCH_DELAY_MS = 1e3;
/**
* After a mutation: evicts the cached root fields (`rbacMe`, `ecommerceOrderList`, ...)
* once the delay has passed; the queries on screen that read them then fetch them again,
* the others will when they next mount.
*/
function refetchListsLater(cache, fieldNames) {
	setTimeout(() => {
		for (const fieldName of fieldNames) cache.evict({
			id: "ROOT_QUERY",
			fieldName
		});
		cache.gc();
	}, LIST_REFETCH_DELAY_MS);
}
export { refetchListsLater as t };
