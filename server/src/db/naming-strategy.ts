import { createHash } from 'node:crypto';
import { UnderscoreNamingStrategy } from '@mikro-orm/core';

/** PostgreSQL's longest identifier (NAMEDATALEN - 1): a longer name would be cut short silently. */
const MAX_IDENTIFIER = 63;

/**
 * MikroORM's names for tables, columns, indexes and constraints, with long index and
 * constraint names shortened as MikroORM 6 shortened them: the first characters, then 5 of the
 * md5 of the whole name. Every migration so far created its indexes and foreign keys by these
 * names; MikroORM 7 hashes with FNV instead, which would drop and recreate each such index
 * (an expression index is compared by name alone) and rename each such constraint.
 */
export class NamingStrategy extends UnderscoreNamingStrategy {
  override indexName(tableName: string, columns: string[], type: Parameters<UnderscoreNamingStrategy['indexName']>[2]): string {
    const name = super.indexName(tableName, columns, type);
    if (name.length <= MAX_IDENTIFIER || type === 'primary') return name;
    return `${name.substring(0, 55 - type.length)}_${createHash('md5').update(name).digest('hex').substring(0, 5)}_${type}`;
  }
}
