import type { Catalogue } from '../model/catalogue.js';
import { version } from '../version.js';
import { inputFields, outputFields, type ModelDefinition } from '../model/define-model.js';
import { FIELD_KINDS, isNullable, mustGive } from '../model/field-kinds.js';
import type { FieldDefinition } from '../model/fields.js';
import { FILTER_METHODS, MAX_LIMIT } from '../model/query.js';
import { LANGUAGES } from '../languages.js';
import { ERROR_STATUS } from '../errors.js';
import { fileFieldNames } from '../files/file-values.js';
import { ESTIMATE_FROM, ESTIMATED_COUNT_HEADER } from '../crud/row-count.js';

import type { RouteDoc, Schema } from './route-doc.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const uuid = { type: 'string', format: 'uuid' };
const nullable = (schema: Schema): Schema => (schema.$ref ? { oneOf: [schema, { type: 'null' }] } : { ...schema, type: [schema.type, 'null'] });

function fieldSchema(field: FieldDefinition): Schema {
  return FIELD_KINDS[field.kind].openapi(field, field.description ? { description: field.description } : {});
}

function modelSchemas(model: ModelDefinition): Record<string, Schema> {
  const output = Object.fromEntries(
    outputFields(model).map(([name, field]) => {
      const schema = fieldSchema(field);
      return [name, !isNullable(field) || field.kind === 'json' ? schema : nullable(schema)];
    }),
  );
  const input = Object.fromEntries(
    inputFields(model).map(([name, field]) => {
      const schema = name === 'variant' ? { type: 'string', enum: [...model.variants] } : fieldSchema(field);
      return [name, field.kind === 'localized' ? { oneOf: [ref('LocalizedTextInput'), { type: 'string' }] } : field.kind === 'json' ? schema : nullable(schema)];
    }),
  );
  const required = inputFields(model)
    .filter(([, field]) => mustGive(field))
    .map(([name]) => name);
  return {
    [model.name]: { type: 'object', properties: output, required: outputFields(model).map(([name]) => name), description: model.description },
    [`${model.name}Input`]: { type: 'object', properties: input, additionalProperties: false, ...(required.length ? { required } : {}) },
    [`${model.name}Patch`]: { type: 'object', properties: input, additionalProperties: false },
  };
}

const envelope = (schema: Schema) => ({ type: 'object', properties: { data: schema }, required: ['data'] });
const answer = (description: string, schema: Schema) => ({ description, content: { 'application/json': { schema: envelope(schema) } } });
/** A count: exact, or (unfiltered, from ESTIMATE_FROM rows) PostgreSQL's estimate, named in a header. */
const countAnswer = {
  ...answer(`The number of matching rows. Unfiltered, from ${ESTIMATE_FROM.toLocaleString('en')} rows on: PostgreSQL's estimate.`, { type: 'integer' }),
  headers: { [ESTIMATED_COUNT_HEADER]: { description: 'Present when the number is an estimate: the entity counted.', schema: { type: 'string' } } },
};
const errors = Object.fromEntries(
  Object.entries(ERROR_STATUS)
    .filter(([code]) => ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'].includes(code))
    .map(([code, status]) => [String(status), { $ref: `#/components/responses/${code}` }]),
);
/**
 * A request body: JSON, `{"data": …}` or (an object with no `data` key of its own) the data
 * itself, as the spec writes bodies; or a multipart form with `data` as JSON and, on create and
 * update, a part per file field.
 */
const dataBody = (schema: Schema, fileFields: string[] = []) => ({
  required: true,
  content: {
    'application/json': { schema: schema.type === 'array' ? envelope(schema) : { anyOf: [envelope(schema), schema] } },
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          data: { type: 'string', description: 'The data as JSON.' },
          ...Object.fromEntries(
            fileFields.map((name) => [name, { type: 'string', format: 'binary', description: `The file of \`${name}\` (instead of a path or url in data).` }]),
          ),
        },
        ...(fileFields.length ? {} : { required: ['data'] }),
      },
    },
  },
});

const listParameters = [
  {
    name: 'filters',
    in: 'query',
    style: 'deepObject',
    explode: true,
    description: `filters[and][0][column]=...&filters[and][0][method]=eq&filters[and][0][value]=... (qs encoding), or JSON. Methods: ${FILTER_METHODS.join(', ')}.`,
    schema: ref('Filters'),
  },
  { name: 'orderBy', in: 'query', style: 'deepObject', explode: true, schema: ref('OrderBy'), description: 'orderBy[and][0][column]=...&orderBy[and][0][method]=desc, or JSON.' },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 0, maximum: MAX_LIMIT, default: MAX_LIMIT } },
  { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
  { name: 'after', in: 'query', schema: { type: 'string' }, description: "The rows after the row whose `cursor` this is (in the same order): a page at any depth without counting past `offset` rows." },
  { name: 'before', in: 'query', schema: { type: 'string' }, description: 'The rows just before the row whose `cursor` this is (in the same order).' },
  { name: 'fromEnd', in: 'query', schema: { type: 'boolean' }, description: 'true: the last page, the last rows of the order (skipping `offset` rows from the end), in the order, as cheap as the first.' },
];
/** A row of a list: its fields and where it stands in the list's order. */
const listed = (one: Schema) => ({ allOf: [one, { type: 'object', properties: { cursor: { type: 'string', description: 'Pass as after or before for the next or previous page.' } } }] });
const idParameter = { name: 'id', in: 'path', required: true, schema: uuid };

function modelPaths(model: ModelDefinition): Record<string, Schema> {
  const tags = [model.module];
  const one = ref(model.name);
  const files = fileFieldNames(model);
  const op = (summary: string, extra: Schema) => ({ tags, summary, operationId: undefined, ...extra });
  return {
    [model.route]: {
      get: op(`List ${model.name}`, { operationId: `${model.operations.list}`, parameters: listParameters, responses: { 200: answer('One page of rows.', { type: 'array', items: listed(one) }), ...errors } }),
      post: op(`Create ${model.name}`, { operationId: model.operations.create, requestBody: dataBody(ref(`${model.name}Input`), files), responses: { 201: answer('Created.', one), ...errors } }),
    },
    [`${model.route}/count`]: {
      get: op(`Count ${model.name}`, { operationId: model.operations.count, parameters: listParameters.slice(0, 1), responses: { 200: countAnswer, ...errors } }),
    },
    [`${model.route}/find-or-create`]: {
      post: op(`Find or create ${model.name}`, {
        operationId: model.operations.findOrCreate,
        requestBody: dataBody(ref(`${model.name}Input`)),
        responses: { 200: answer('Found.', one), 201: answer('Created.', one), ...errors },
      }),
    },
    [`${model.route}/bulk`]: {
      post: op(`Create many ${model.name} (all or none)`, {
        operationId: model.operations.bulkCreate,
        requestBody: dataBody({ type: 'array', items: { type: 'object', properties: { data: ref(`${model.name}Input`) }, required: ['data'] } }),
        responses: { 201: answer('Created.', { type: 'array', items: one }), ...errors },
      }),
      patch: op(`Update many ${model.name} (all or none)`, {
        operationId: model.operations.bulkUpdate,
        requestBody: dataBody({ type: 'array', items: { type: 'object', properties: { id: uuid, data: ref(`${model.name}Patch`) }, required: ['id', 'data'] } }),
        responses: { 200: answer('Updated.', { type: 'array', items: one }), ...errors },
      }),
    },
    [`${model.route}/{id}`]: {
      parameters: [idParameter],
      get: op(`Get ${model.name}`, { operationId: model.operations.one, responses: { 200: answer('The row.', one), ...errors } }),
      patch: op(`Update ${model.name}`, { operationId: model.operations.update, requestBody: dataBody(ref(`${model.name}Patch`), files), responses: { 200: answer('Updated.', one), ...errors } }),
      put: op(`Update ${model.name} (same as PATCH)`, { operationId: `${model.operations.update}Put`, requestBody: dataBody(ref(`${model.name}Patch`), files), responses: { 200: answer('Updated.', one), ...errors } }),
      delete: op(`Delete ${model.name} and its relation rows`, { operationId: model.operations.delete, responses: { 200: answer('Deleted (as it was).', one), ...errors } }),
    },
  };
}

function customPaths(docs: RouteDoc[]) {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const doc of docs) {
    const path = doc.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][doc.method] = {
      tags: [doc.tag],
      summary: doc.summary,
      parameters: doc.parameters?.map((p) => ({ ...p, required: p.in === 'path' ? true : p.required, schema: p.schema ?? { type: 'string' } })),
      ...(doc.body ? { requestBody: dataBody(doc.body) } : {}),
      responses: {
        [doc.status ?? 200]: doc.envelope === false ? { description: doc.summary, content: { 'application/json': { schema: doc.response } } } : answer(doc.summary, doc.response),
        ...errors,
      },
    };
  }
  return paths;
}

const revalidationDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/revalidation/revalidate',
    tag: 'revalidation',
    summary: "Drop the server's cached public answers for a path (type=layout: and below it). Admin only.",
    parameters: [
      { name: 'path', in: 'query', required: true },
      { name: 'type', in: 'query', schema: { type: 'string', enum: ['page', 'layout'] } },
    ],
    response: { type: 'object', properties: { revalidated: { type: 'boolean' }, path: { type: 'string' }, type: { type: 'string' }, dropped: { type: 'integer' } } },
  },
];

/** The OpenAPI 3.1 document of every REST route, generated from the declarations. */
export function openApiDocument({ modules, models }: Catalogue) {
  const languages = Object.fromEntries(LANGUAGES.map((language) => [language, { type: ['string', 'null'] }]));
  return {
    openapi: '3.1.0',
    info: { title: 'Platform REST API', version, description: 'Every entity of the catalogue under its route, plus the modules\' own paths. Answers are {"data": ...}; errors {"error": {message, code, status, details}, requestId}.' },
    servers: [{ url: '/' }],
    paths: { ...Object.assign({}, ...models.map(modelPaths)), ...customPaths([...modules.flatMap((module) => module.routes.flatMap((routes) => routes.docs)), ...revalidationDocs]) },
    components: {
      schemas: {
        LocalizedText: { type: 'object', properties: languages },
        LocalizedTextInput: { type: 'object', properties: languages, additionalProperties: false },
        Filter: {
          type: 'object',
          properties: { column: { type: 'string' }, method: { type: 'string', enum: [...FILTER_METHODS] }, value: {} },
          required: ['column', 'method'],
        },
        Filters: { type: 'object', properties: { and: { type: 'array', items: ref('Filter') } } },
        OrderBy: {
          type: 'object',
          properties: { and: { type: 'array', items: { type: 'object', properties: { column: { type: 'string' }, method: { type: 'string', enum: ['asc', 'desc'] } }, required: ['column'] } } },
        },
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: { message: { type: 'string' }, code: { type: 'string' }, status: { type: 'integer' }, details: { type: 'object' } },
              required: ['message', 'code', 'status'],
            },
            requestId: { type: 'string' },
          },
          required: ['error', 'requestId'],
        },
        ...Object.assign({}, ...models.map(modelSchemas)),
      },
      responses: Object.fromEntries(
        ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'].map((code) => [
          code,
          { description: code, content: { 'application/json': { schema: ref('Error') } } },
        ]),
      ),
      securitySchemes: {
        secretKey: { type: 'apiKey', in: 'header', name: 'X-RBAC-SECRET-KEY' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'rbac.subject.jwt' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
