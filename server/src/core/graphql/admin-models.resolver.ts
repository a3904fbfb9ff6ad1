import { Ctx, Extensions, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { assertAdmin } from '../access/policy.js';
import { inputFields, outputFields, type ModelDefinition } from '../model/define-model.js';
import type { Catalogue } from '../model/catalogue.js';
import { mustGive } from '../model/field-kinds.js';
import { humanize } from '../model/naming.js';
import type { RequestContext } from '../request-context.js';
import { listSize } from './row-cost.js';

/**
 * The most fields and relation lists an entity has, as the cost of a query counts them (see
 * row-cost.ts): the catalogue is checked against them when its schema is built.
 */
const MOST_FIELDS = 50;
const MOST_RELATIONS = 30;

@ObjectType({ description: 'A field of an entity, as the admin renders its input.' })
export class AdminModelField {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'uuid text localized int decimal boolean datetime date enum json ref' })
  type!: string;

  @Field(() => Boolean, { description: 'Must be given on create (no default, not generated).' })
  required!: boolean;

  @Field(() => Boolean)
  localized!: boolean;

  @Field(() => Boolean)
  unique!: boolean;

  @Field(() => Boolean, { description: 'Part of the create and update inputs.' })
  writable!: boolean;

  @Field(() => Boolean, { description: 'Filled by the server when left empty.' })
  generated!: boolean;

  @Field(() => Boolean, { description: "Shown in the admin's form: every field, but where the model names the few it shows (startup widgets: adminTitle and title)." })
  inForm!: boolean;

  @Field(() => Boolean, {
    description: "Shown, not edited, in the admin: set by the server (id, timestamps, an order's number, an upload's mime type, size and dimensions).",
  })
  readOnly!: boolean;

  @Field(() => Boolean, { description: 'Rich text: serialised draft-js JSON.' })
  richText!: boolean;

  @Field(() => Boolean, {
    description: 'A file: written as an upload (GraphQL UploadOrString, or a multipart part named like the field) or a path or url string; read as that path or url.',
  })
  file!: boolean;

  @Field(() => [String], { nullable: true })
  enumValues?: string[];

  @Field(() => String, { nullable: true, description: 'The entity a reference points to.' })
  relationTarget?: string;

  @Field(() => String, { nullable: true })
  description?: string;
}

@ObjectType({ description: 'A relation list of an entity: the link rows pointing at it.' })
export class AdminModelRelation {
  @Field(() => String, { description: 'The nested field (page.pagesToLayouts).' })
  field!: string;

  @Field(() => String, { description: 'The relation entity.' })
  relation!: string;

  @Field(() => String, { description: "The relation's field holding this entity's id." })
  foreignKey!: string;
}

@ObjectType({ description: 'An entity of the platform, as the admin renders it.' })
export class AdminModel {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  module!: string;

  @Field(() => String)
  route!: string;

  @Field(() => Boolean)
  isRelation!: boolean;

  @Field(() => Boolean, { description: "Kept by the server for its own work (sessions, nonces, the mail queue): listed only when staff ask for system models." })
  system!: boolean;

  @Field(() => [String])
  variants!: string[];

  @Field(() => String, { description: 'public, owner or admin' })
  read!: string;

  @Field(() => String, { description: 'GraphQL list query.' })
  listQuery!: string;

  @Field(() => String)
  countQuery!: string;

  @Field(() => String)
  oneQuery!: string;

  @Field(() => String)
  createMutation!: string;

  @Field(() => String)
  updateMutation!: string;

  @Field(() => String)
  deleteMutation!: string;

  @Field(() => [AdminModelField])
  @Extensions(listSize(MOST_FIELDS))
  fields!: AdminModelField[];

  @Field(() => [AdminModelRelation])
  @Extensions(listSize(MOST_RELATIONS))
  relations!: AdminModelRelation[];
}

function describeModel(model: ModelDefinition, { relationsOf }: Catalogue): AdminModel {
  const writable = new Set(inputFields(model).map(([name]) => name));
  return {
    name: model.name,
    label: humanize(model.name),
    module: model.module,
    route: model.route,
    isRelation: model.isRelation,
    system: model.system,
    variants: [...model.variants],
    read: model.read,
    listQuery: model.operations.list,
    countQuery: model.operations.count,
    oneQuery: model.operations.one,
    createMutation: model.operations.create,
    updateMutation: model.operations.update,
    deleteMutation: model.operations.delete,
    fields: outputFields(model).map(([name, field]) => ({
      name,
      type: field.kind,
      required: mustGive(field),
      localized: field.kind === 'localized',
      unique: Boolean(field.unique),
      writable: writable.has(name),
      generated: Boolean(field.generated),
      inForm: !model.adminFields || model.adminFields.includes(name),
      readOnly: !writable.has(name) || Boolean(field.filledByServer),
      richText: Boolean(field.richText),
      file: Boolean(field.file),
      enumValues: field.values ? [...field.values] : undefined,
      relationTarget: field.target?.().name,
      description: field.description,
    })),
    relations: relationsOf(model).rows.map((rows) => ({
      field: rows.name,
      relation: rows.relation.name,
      foreignKey: rows.foreignKey,
    })),
  };
}

/** The resolver of `adminModels` for a catalogue. */
export function adminModelsResolver(catalogue: Catalogue): Function {
  const described = () => catalogue.models.map((model) => describeModel(model, catalogue)).sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, fields, relations } of described()) {
    if (fields.length > MOST_FIELDS || relations.length > MOST_RELATIONS) {
      throw new Error(`${name} has ${fields.length} fields and ${relations.length} relation lists: more than the ${MOST_FIELDS} and ${MOST_RELATIONS} adminModels declares`);
    }
  }

  @Resolver()
  class AdminModelsResolver {
    @Query(() => [AdminModel], { description: 'Every entity with its fields: what the admin screens render from. Admins and the server only.' })
    @Extensions(listSize(catalogue.models.length))
    adminModels(@Ctx() context: RequestContext): AdminModel[] {
      assertAdmin(context.actor, 'Only administrators may read the models of the admin');
      return described();
    }
  }
  return AdminModelsResolver;
}
