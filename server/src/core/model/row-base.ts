import { randomUUID } from 'node:crypto';

/**
 * The columns every entity has (id, timestamps, variant), for rows a module writes with
 * `em.insert` (cart lines, invoices, identities): inserts skip the entity lifecycle that
 * fills them on the generic path.
 */
export function rowBase() {
  const at = new Date();
  return { id: randomUUID(), createdAt: at, updatedAt: at, variant: 'default' };
}
