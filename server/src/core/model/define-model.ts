import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelAccess } from '../access/access.js';
import type { Actor } from '../access/actor.js';
import type { Where } from '../access/ownership.js';
import { f, type FieldDefinition } from './fields.js';
import type { Row } from './row.js';
import { camel, pascal, singular, snake } from './naming.js';

/**
 * Who may read an entity through the generic API. Writes through the generic API are for
 * admins (and the server itself) only.
 * - public: anyone (content, catalogue, currencies, profiles, files, widgets, their links)
 * - owner: the subject it belongs to, and admins (identities, orders, a subject's links)
 * - admin: admins only
 */
export type ReadAccess = 'public' | 'owner' | 'admin';

/**
 * How an `owner`-read row belongs to a subject: a `subjectId`-like field on the row, a
 * relation row linking the subject (its field `subject`) to it (its field `key`), or an owned
 * parent it references.
 */
export type OwnerRule =
  | { field: string }
  | { link: () => ModelDefinition; key: string; subject: string }
  | { parent: string; model: () => ModelDefinition };

/**
 * What a module must do when rows of one of its entities change, whoever changes them (the
 * generic API, a module's own routes). Each runs in the write's transaction, with its manager.
 */
export interface WriteHooks {
  /**
   * The entities the hooks write rows of: cached answers holding those are dropped with the
   * entity's own (a thunk: they may be declared further on).
   */
  writes(): ModelDefinition[];
  /** After rows were created (flushed), by `actor`. */
  afterCreate?(em: EntityManager, rows: Row[], actor: Actor): Promise<void>;
  /** After rows were updated (flushed). */
  afterUpdate?(em: EntityManager, rows: Row[]): Promise<void>;
  /** Before rows are deleted (their relation rows are still there). */
  beforeDelete?(em: EntityManager, ids: string[]): Promise<void>;
  /**
   * After rows of a `publishable` entity were published (created with a `publishedAt`, or a
   * draft given one), before the write commits: throws (a 400 naming `publishedAt`) to refuse,
   * and the write changes nothing (a product without a price in the default currency).
   */
  afterPublish?(em: EntityManager, ids: string[]): Promise<void>;
}

/** The fields of a declaration, by name. */
export type Fields = Record<string, FieldDefinition>;

/**
 * Fields that entities of several modules share under one name (every module's widget): an
 * entity that implements it gains its fields, and its GraphQL type implements the GraphQL
 * interface of that name (which also has the fields every entity has), so that a client
 * selects them once, in a fragment on the interface.
 */
export interface ModelInterface<F extends Fields = Fields> {
  name: string;
  description?: string;
  /** Made afresh for each entity, as a declaration's own fields are. */
  fields: () => F;
}

export const defineInterface = <F extends Fields>(definition: ModelInterface<F>) => definition;

/** The fields of all these interfaces together. */
type InterfaceFields<I extends readonly ModelInterface[]> = UnionToIntersection<ReturnType<I[number]['fields']>>;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

export interface ModelOptions<F extends Fields = Fields, I extends readonly ModelInterface[] = readonly ModelInterface[]> {
  module: string;
  /** The last part of the REST route: `/api/{module}/{segment}`. */
  segment: string;
  /** Shared field sets this entity has, each a GraphQL interface its type implements. */
  implements?: I;
  fields?: F;
  /** The allowed values of `variant`; `default` always is one. */
  variants?: readonly string[];
  read?: ReadAccess;
  /** For `owner` reads: how a row belongs to a subject. */
  owner?: OwnerRule;
  /** Who may read, create, update, delete; by default derived from `read` and `owner`. */
  access?: Partial<ModelAccess>;
  /**
   * The other entities its access functions read (a public profile's: the subject's social
   * links): what an answer holding its rows shows changes with them too (see `entitiesRead`).
   */
  accessReads?: () => ModelDefinition[];
  description?: string;
  /**
   * Kept by the server for its own work (sessions, nonces, the mail queue), not content staff
   * edit: the admin lists it only when asked to show system models.
   */
  system?: boolean;
  /**
   * Rows of a publicly read model that only admins read directly (lists, counts, by id): anyone
   * else reaches them only through a link they may read (an order's receipt, through the order's
   * own link, by its subject). A MikroORM condition on the model's columns.
   */
  linkedOnly?: Where;
  hooks?: WriteHooks;
  /** Indexes a module's own queries need beyond those derived from the fields (see indexes.ts). */
  indexes?: PartialIndex[];
  /**
   * Content with a draft state (products, pages, articles): the entity gains `publishedAt`,
   * empty for a draft, which only admins and the server read (see access/publication.ts).
   */
  publishable?: boolean;
  /**
   * The only fields the admin's form shows (the spec's startup widgets: adminTitle and title);
   * every field when not given. The APIs take the others still, and the server fills them.
   */
  adminFields?: readonly string[];
}

/**
 * An index on some rows only (`where`: SQL on the table's columns): what a module's own query
 * needs, e.g. the few pages whose url is a pattern, found beside an exact url in one statement.
 */
export interface PartialIndex {
  properties: string[];
  where: string;
  /** No two of those rows may hold the same values (the others may). */
  unique?: boolean;
}

export interface ModelDefinition<F extends Fields = Fields> {
  /** `EcommerceProduct`: the entity, GraphQL type and admin model name. */
  name: string;
  module: string;
  segment: string;
  /** `/api/ecommerce/products` */
  route: string;
  table: string;
  /** A link between two entities (`pages-to-layouts`), ordered by `orderIndex`. */
  isRelation: boolean;
  /** The interfaces it implements; their fields are among `fields`. */
  interfaces: readonly ModelInterface[];
  fields: F;
  variants: readonly string[];
  read: ReadAccess;
  owner?: OwnerRule;
  /** The declaration's own access functions; the rest follow from `read` and `owner`. */
  access: Partial<ModelAccess>;
  /** See ModelOptions.accessReads. */
  accessReads: () => ModelDefinition[];
  description?: string;
  /** See ModelOptions.system. */
  system: boolean;
  /** See ModelOptions.linkedOnly. */
  linkedOnly?: Where;
  hooks?: WriteHooks;
  indexes: PartialIndex[];
  /** See ModelOptions.publishable. */
  publishable: boolean;
  /** See ModelOptions.adminFields. */
  adminFields?: readonly string[];
  /** GraphQL operation names, made from module and entity: `ecommerceProductList`, `ecommerceProductCreate`, ... */
  operations: {
    list: string;
    count: string;
    one: string;
    create: string;
    update: string;
    delete: string;
    findOrCreate: string;
    bulkCreate: string;
    bulkUpdate: string;
  };
}

const commonFields = () => ({
  id: f.uuid({ required: true, readOnly: true }),
  createdAt: f.datetime({ required: true, readOnly: true }),
  updatedAt: f.datetime({ required: true, readOnly: true }),
  variant: f.text({ required: true, default: 'default', index: true }),
  className: f.text(),
});
const relationFields = () => ({ orderIndex: f.int({ required: true, default: 0 }) });
const publicationFields = () => ({
  publishedAt: f.datetime({
    notLater: true,
    description: 'When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled).',
  }),
});

type CommonFields = ReturnType<typeof commonFields>;

/** The fields of an interface as GraphQL declares it: with those every entity has. */
export const interfaceFields = (definition: ModelInterface): Fields => ({ ...commonFields(), ...definition.fields() });
type RelationFields = ReturnType<typeof relationFields>;

/** Every declaration by its route: what a value naming an entity (a page url's `[module.entity.field]`) is checked against. */
const declared = new Map<string, ModelDefinition>();
export const declaredModel = (route: string) => declared.get(route);

/** Every declaration by name (`EcommerceProduct`). */
const declaredByName = new Map<string, ModelDefinition>();

/**
 * Another module's entity, by its name, where a declaration refers to it (`f.ref(() =>
 * entityNamed('RbacSubject'))`): looked up when the arrow is called, once every module has
 * declared its entities (the catalogue is built from them all). So a module's declarations
 * import no other module, and modules never import each other in a loop through them.
 */
export function entityNamed(name: string): ModelDefinition {
  const model = declaredByName.get(name);
  if (!model) throw new Error(`No entity is named ${name}: is its module in the list of modules?`);
  return model;
}

function define(options: ModelOptions, isRelation: boolean): ModelDefinition {
  const model = made(options, isRelation);
  declared.set(model.route, model);
  declaredByName.set(model.name, model);
  return model;
}

function made(options: ModelOptions, isRelation: boolean): ModelDefinition {
  const { module, segment } = options;
  const entity = isRelation ? pascal(segment) : pascal(singular(segment));
  const name = pascal(module) + entity;
  const base = camel(module) + entity;
  return {
    name,
    module,
    segment,
    route: `/api/${module}/${segment}`,
    table: `${snake(module)}_${snake(segment)}`,
    isRelation,
    interfaces: options.implements ?? [],
    fields: {
      ...commonFields(),
      ...(isRelation ? relationFields() : {}),
      ...Object.assign({}, ...(options.implements ?? []).map((definition) => definition.fields())),
      ...options.fields,
      ...(options.publishable ? publicationFields() : {}),
    },
    variants: ['default', ...(options.variants ?? []).filter((variant) => variant !== 'default')],
    read: options.read ?? 'public',
    owner: options.owner,
    access: options.access ?? {},
    accessReads: options.accessReads ?? (() => []),
    system: options.system ?? false,
    linkedOnly: options.linkedOnly,
    description: options.description,
    hooks: options.hooks,
    indexes: options.indexes ?? [],
    publishable: options.publishable ?? false,
    adminFields: options.adminFields,
    operations: {
      list: `${base}List`,
      count: `${base}Count`,
      one: base,
      create: `${base}Create`,
      update: `${base}Update`,
      delete: `${base}Delete`,
      findOrCreate: `${base}FindOrCreate`,
      bulkCreate: `${base}BulkCreate`,
      bulkUpdate: `${base}BulkUpdate`,
    },
  };
}

/**
 * An entity of the platform (a product, a page, a role). Its type keeps the fields as declared,
 * so that its rows are typed (`RowOf`).
 */
export const defineModel = <F extends Fields = Record<never, never>, const I extends readonly ModelInterface[] = []>(
  options: ModelOptions<F, I>,
) => define(options, false) as ModelDefinition<CommonFields & InterfaceFields<I> & F>;

/** A link entity between two others (`pages-to-layouts`): two required references, ordered. */
export const defineRelation = <F extends Fields = Record<never, never>>(options: ModelOptions<F>) =>
  define(options, true) as ModelDefinition<CommonFields & RelationFields & F>;

/**
 * The field of this name, looked up among the declaration's own fields only: a name from a
 * client (`constructor`, `__proto__`, `toString`) must never reach an object's inherited
 * properties.
 */
export const fieldOf = (model: ModelDefinition, name: string): FieldDefinition | undefined =>
  Object.hasOwn(model.fields, name) ? model.fields[name] : undefined;

/**
 * The entities a read of the model's rows looks at: its own, and those its access functions
 * read. An answer holding its rows is dropped by a write to any of them.
 */
export const entitiesRead = (model: ModelDefinition): ModelDefinition[] => [model, ...model.accessReads()];

/** Every field a client may send. */
export const inputFields = (model: ModelDefinition) =>
  Object.entries(model.fields).filter(([, field]) => !field.readOnly && !field.hidden);

/** Every field a client may read. */
export const outputFields = (model: Pick<ModelDefinition, 'fields'>) => Object.entries(model.fields).filter(([, field]) => !field.hidden);

/** A row as every API answers it: each field a client may read, null when empty. */
export const outputRow = (model: ModelDefinition, row: Row): Record<string, unknown> =>
  Object.fromEntries(outputFields(model).map(([name]) => [name, row[name] ?? null]));

/** `pageId` → `page`: the object a reference field points to. */
export const refObjectName = (fieldName: string) => fieldName.replace(/Id$/, '');
