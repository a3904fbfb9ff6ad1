/** The order of relation rows, the list order of every API: orderIndex, then creation, then id. */
export const listOrder = (alias: string, column: (property: string) => string) =>
  ['orderIndex', 'createdAt', 'id'].map((property) => `${alias}.${column(property)}`).join(', ');
