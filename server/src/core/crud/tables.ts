/** The order of relation rows, the list order of every API: orderIndex, then creation, then id. */
export const listOrder = (alias: string, column: (property: 'orderIndex' | 'createdAt' | 'id') => string) =>
  (['orderIndex', 'createdAt', 'id'] as const).map((property) => `${alias}.${column(property)}`).join(', ');
