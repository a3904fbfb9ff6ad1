import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOf } from '../../src/core/crud/repository.js';
import type { Catalogue } from '../../src/core/model/catalogue.js';
import { outputFields, type ModelDefinition } from '../../src/core/model/define-model.js';
import type { FieldDefinition } from '../../src/core/model/fields.js';
import type { Row } from '../../src/core/model/row.js';
import { RbacSubject, RbacSubjectsToSocialModuleProfiles } from '../../src/modules/rbac/entities.js';

/**
 * What each reader must see of every row, worked out from the declarations alone (`read`, the
 * owner rule, an `access` override, `private`, `hidden`, `linkedOnly`, `publishable`) over the rows as the
 * database holds them: the expectation a test compares every read path of the API with. It
 * follows the rules as written in define-model.ts and public-profiles.ts, not the server's code
 * that applies them.
 */

/** Who reads. `admin`: a signed-in admin or the server (its secret key). */
export interface Reader {
  name: string;
  kind: 'anonymous' | 'subject' | 'server';
  subjectId?: string;
  admin: boolean;
}

/** A row as a reader must be answered it: every field it may read (no hidden one), each as `comparable` makes it. */
export type Seen = Record<string, unknown>;

const LIMIT = 1000;

/**
 * A value as every path answers it, whatever carried it: a time as an ISO string (a Date from
 * the database, a string from JSON), a decimal as a number ('19.990' is '19.99'), a per-language
 * text without its empty languages and in one key order (GraphQL answers `ru: null`, a page's
 * Apollo cache its `__typename` too).
 */
export function comparable(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'localized':
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([language, text]) => text != null && language !== '__typename')
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    case 'datetime':
      return new Date(value as string).toISOString();
    case 'decimal':
      return Number(value);
    default:
      return value;
  }
}

/** Whether a row matches a `linkedOnly` condition: the declarations give one of plain values (`{variant: '…'}`). */
function matches(model: ModelDefinition, where: Record<string, unknown>, row: Row): boolean {
  return Object.entries(where).every(([name, value]) => {
    if (value !== null && typeof value === 'object') throw new Error(`${model.name}.linkedOnly: only plain values are understood here (${name})`);
    return row[name] === value;
  });
}

export class DeclaredVisibility {
  private readonly byId = new Map<ModelDefinition, Map<string, Row>>();
  private readonly publicSubjects: Set<string>;
  private readonly listedRows = new Map<string, Row[]>();

  private constructor(private readonly rows: Map<ModelDefinition, Row[]>) {
    for (const [model, list] of rows) this.byId.set(model, new Map(list.map((row) => [row.id, row])));
    // public-profiles.ts: a subject with a social profile (a row of this link) is public.
    this.publicSubjects = new Set(this.all(RbacSubjectsToSocialModuleProfiles).map((link) => String(link.subjectId)));
  }

  /** Every row of every model of the catalogue, read straight from the database. */
  static async read(em: EntityManager, catalogue: Catalogue): Promise<DeclaredVisibility> {
    const rows = new Map<ModelDefinition, Row[]>();
    for (const model of catalogue.models) {
      const list = (await rowsOf(em, model).find({}, { limit: LIMIT })) as Row[];
      if (list.length === LIMIT) throw new Error(`${model.name}: more than ${LIMIT} rows, more than this test reads`);
      rows.set(model, list);
    }
    return new DeclaredVisibility(rows);
  }

  all(model: ModelDefinition): Row[] {
    return this.rows.get(model) ?? [];
  }

  row(model: ModelDefinition, id: unknown): Row | undefined {
    return typeof id === 'string' ? this.byId.get(model)?.get(id) : undefined;
  }

  /** The subjects a row belongs to by its model's owner rule (none without one). */
  owners(model: ModelDefinition, row: Row): string[] {
    const rule = model.owner;
    if (!rule) return [];
    if ('field' in rule) return row[rule.field] ? [String(row[rule.field])] : [];
    if ('link' in rule) return this.all(rule.link()).filter((link) => link[rule.key] === row.id).map((link) => String(link[rule.subject]));
    const parent = this.row(rule.model(), row[rule.parent]);
    return parent ? this.owners(rule.model(), parent) : [];
  }

  private owns(reader: Reader, model: ModelDefinition, row: Row): boolean {
    return reader.kind === 'subject' && this.owners(model, row).includes(reader.subjectId!);
  }

  /**
   * Whether the model's read access is overridden by a public profile's (public-profiles.ts):
   * anyone also reads the rows belonging to a public subject. Any other override is not known
   * here, and stops the test until it is.
   */
  private readsPublicProfiles(model: ModelDefinition): boolean {
    if (!model.access.read) return false;
    if (!model.accessReads().includes(RbacSubjectsToSocialModuleProfiles)) throw new Error(`${model.name}: a read access override this test does not know`);
    return true;
  }

  /** A row of a `publishable` model without a `publishedAt`: admins' alone, reached by no path of anyone else's. */
  isDraft(model: ModelDefinition, row: Row): boolean {
    return model.publishable && row.publishedAt == null;
  }

  isLinkedOnly(model: ModelDefinition, row: Row): boolean {
    return model.linkedOnly !== undefined && matches(model, model.linkedOnly, row);
  }

  /**
   * The refusal a reader gets for any read of the model's rows (401 when not signed in, 403
   * when signed in), or undefined: admins read everything; an entity read by everyone or whose
   * reads a public profile overrides refuses nobody; `owner` entities refuse anonymous readers,
   * `admin` ones every non-admin.
   */
  refusal(model: ModelDefinition, reader: Reader): 401 | 403 | undefined {
    if (this.readsPublicProfiles(model) || reader.admin || model.read === 'public') return undefined;
    if (reader.kind === 'anonymous') return 401;
    return model.read === 'admin' ? 403 : undefined;
  }

  /**
   * The rows a reader's lists, counts and reads by id answer: every row for admins; for anyone
   * else none of a refused model, no `linkedOnly` row, and of an `owner` model its own rows (by
   * the owner rule) and, where a public profile overrides the reads, those of public subjects.
   */
  listed(model: ModelDefinition, reader: Reader): Row[] {
    const key = `${model.name} ${reader.name}`;
    let rows = this.listedRows.get(key);
    if (!rows) this.listedRows.set(key, (rows = this.listedBy(model, reader)));
    return rows;
  }

  private listedBy(model: ModelDefinition, reader: Reader): Row[] {
    if (this.refusal(model, reader)) return [];
    if (reader.admin) return this.all(model);
    const rows = this.all(model).filter((row) => !this.isLinkedOnly(model, row) && !this.isDraft(model, row));
    const publicProfiles = this.readsPublicProfiles(model);
    if (model.read === 'public' && !publicProfiles) return rows;
    return rows.filter((row) => this.owns(reader, model, row) || (publicProfiles && this.owners(model, row).some((subject) => this.publicSubjects.has(subject))));
  }

  /** Whether a nested read may answer this row: one the reader lists, or a `linkedOnly` row (no draft) of a model it may read, reached through a link it reads. */
  reachable(model: ModelDefinition, reader: Reader, row: Row): boolean {
    if (this.listed(model, reader).includes(row)) return true;
    return !this.refusal(model, reader) && this.isLinkedOnly(model, row) && !this.isDraft(model, row);
  }

  /** A row as the reader must see it: private values only for admins and the row's owners (null for anyone else), no hidden field. */
  seen(model: ModelDefinition, reader: Reader, row: Row): Seen {
    const ownValues = reader.admin || this.owns(reader, model, row);
    return Object.fromEntries(outputFields(model).map(([name, field]) => [name, field.private && !ownValues ? null : comparable(field, row[name])]));
  }

  /** Whose a row is, for messages: `owned by shopper B` (a name given), `owned by ada-ceramics` (a subject's slug), `linkedOnly`, `read: public`. */
  whose(model: ModelDefinition, row: Row, names: Map<string, string>): string {
    const owners = this.owners(model, row).map((id) => names.get(id) ?? String(this.row(RbacSubject, id)?.slug ?? id));
    const parts = [owners.length ? `owned by ${owners.join(', ')}` : model.owner ? 'owned by nobody' : '', this.isLinkedOnly(model, row) ? 'linkedOnly' : '', this.isDraft(model, row) ? 'a draft' : ''];
    return parts.filter(Boolean).join(', ') || `read: ${model.read}`;
  }
}
