import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../../../scripts/build-if-stale.mjs';
import { privateFields } from '../../../src/core/access/private-fields.js';
import { LANGUAGES } from '../../../src/core/languages.js';
import { buildCatalogue } from '../../../src/core/model/catalogue.js';
import { fieldOf, outputFields, type ModelDefinition } from '../../../src/core/model/define-model.js';
import type { Row } from '../../../src/core/model/row.js';
import { hasCachedReads } from '../../../src/core/rest/public-read.js';
import { modules } from '../../../src/modules/index.js';
import { RbacIdentity, RbacSubjectsToSocialModuleProfiles } from '../../../src/modules/rbac/entities.js';
import { SocialProfile } from '../../../src/modules/social/entities.js';
import { exampleModule } from '../../fixtures/example-module/module.js';
import { createSample } from '../../helpers/catalogue-samples.js';
import { comparable, DeclaredVisibility, type Reader } from '../../helpers/declared-visibility.js';
import { OwnedRows, privateValues } from '../../helpers/owned-rows.js';
import { registerShopper } from '../../helpers/shopper.js';
import { readsField, seenByEveryone } from '../../../src/core/read/visibility.js';
import { startTestServer, type GraphqlError, type TestServer } from '../../helpers/test-server.js';

/**
 * The visibility matrix: for every model of the catalogue (the platform's and the example
 * module's), every reader (anonymous, two shoppers, an admin, the secret key) and every path a
 * row can be read by, the rows and values answered are those the declarations give that reader
 * (see helpers/declared-visibility.ts): no row of a refused or another subject's model, no
 * `linkedOnly` row in a list, no private value but to admins and the row's owner, never a
 * hidden field, no draft but to admins. Nothing is written per model: the cases come from the catalogue, so a new model
 * is in the matrix the day it is declared. Each test lists every disagreement it found, each
 * naming the path, the reader, the model, the row and the field.
 *
 * The paths, and where one does not exist for a model or a reader:
 * - GraphQL root list and count, first run (graphql-js) and second (compiled); one by id (a row
 *   the reader lists; one it may not read, where there is one: an admin reads every row).
 * - GraphQL nested, under every relation reaching the model (a reference to it, relation rows,
 *   items through a relation) from every parent the reader lists; a model no relation reaches
 *   (a widget nothing links, an example note) has no nested path. REST reads nothing nested.
 * - Persisted queries by GET, twice: the root lists' documents, the same text for every reader.
 * - REST list, count and one by id; the second identical GET only for models whose reads the
 *   public cache keeps (for the others it is the first again).
 * - The sitemap and the server-rendered pages: made for anonymous visitors only, whoever asks;
 *   the pages show the models the demo site's pages show, no others.
 */
const catalogue = buildCatalogue([...modules, exampleModule]);
const { models } = catalogue;
const PUBLIC_URL = 'https://matrix.example';
const ADMIN = { login: 'matrix-admin@example.com', password: 'matrix-admin-password' };
/** Lists are read whole (one page): the fixture keeps every model under this many rows. */
const LIMIT = 100;

let server: TestServer;
let truth: DeclaredVisibility;
/** Readers by name; `headers` make a request theirs. */
type MatrixReader = Reader & { headers: Record<string, string> };
let readers: MatrixReader[];
/** Who each subject of the fixture is, for messages. */
const names = new Map<string, string>();

beforeAll(async () => {
  // Pages are rendered by the client's server build.
  buildIfStale('client');
  // The demo site: pages to render and list, and rows of most models; the fixture adds the rest.
  // Every nested list of every model in one document per reader: its cost in rows is far over the
  // site's bound, which is not what this test is about.
  server = await startTestServer({ SEED: 'demo', GRAPHQL_MAX_COST: '1000000000', PUBLIC_URL, ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password }, { catalogue });
  await server.orm.schema.update({ safe: true });
  const [shopperA, shopperB, profile] = [await registerShopper(server, '10.71'), await registerShopper(server, '10.72'), await registerShopper(server, '10.73')];
  const A = '/api/rbac/subjects/authentication';
  const adminToken = (await server.rest('POST', `${A}/email-and-password/authentication`, { json: ADMIN })).body.data.jwt as string;
  const adminId = (await server.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${adminToken}` } })).body.data.id as string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  readers = [
    { name: 'secret key', kind: 'server', admin: true, headers: server.asServer },
    { name: 'admin', kind: 'subject', subjectId: adminId, admin: true, headers: bearer(adminToken) },
    { name: 'shopper A', kind: 'subject', subjectId: shopperA.id, admin: false, headers: bearer(shopperA.token) },
    { name: 'shopper B', kind: 'subject', subjectId: shopperB.id, admin: false, headers: bearer(shopperB.token) },
    { name: 'anonymous', kind: 'anonymous', admin: false, headers: {} },
  ];
  for (const reader of readers) if (reader.subjectId) names.set(reader.subjectId, reader.name);
  names.set(profile.id, 'the public profile');

  const owned = new OwnedRows(server);
  // A public profile (a subject with a social link) with an identity holding private values.
  const social = await createSample(server, SocialProfile);
  await createSample(server, RbacSubjectsToSocialModuleProfiles, { subjectId: profile.id, socialModuleProfileId: social.id });
  await owned.of(RbacIdentity, profile.id);
  // Both shoppers own rows of every owner-read model (a cart, identities, invoices, ...).
  const ownerModels = models.filter((model) => model.owner);
  await inBatches(ownerModels.flatMap((model) => [shopperA, shopperB].map((shopper) => ({ model, shopper }))), 4, async ({ model, shopper }) => void (await owned.of(model, shopper.id)));
  // A linkedOnly row (an order's receipt) reached by shopper A through each of its links to it.
  for (const target of models.filter((model) => model.linkedOnly)) {
    for (const model of ownerModels) {
      for (const [name, field] of Object.entries(model.fields)) {
        if (field.kind !== 'ref' || field.hidden || field.target!() !== target) continue;
        const linked = await createSample(server, target, { ...target.linkedOnly });
        await owned.of(model, shopperA.id, { [name]: linked.id });
      }
    }
  }
  // Rows of models with private fields and no owner: their values are for admins only.
  for (const model of models.filter((model) => !model.owner && privateFields(model).length)) await createSample(server, model, privateValues(model));
  // A draft of every publishable model (the demo's rows are published), linked by every relation reaching it.
  for (const model of models.filter((model) => model.publishable)) {
    const draft = await createSample(server, model);
    for (const relation of models.filter((relation) => relation.isRelation)) {
      for (const [name, field] of Object.entries(relation.fields)) {
        if (field.kind === 'ref' && field.target!() === model) await createSample(server, relation, { [name]: draft.id });
      }
    }
  }
  // And a row of every model the demo site and the above left empty.
  const before = await DeclaredVisibility.read(server.orm.em.fork(), catalogue);
  await inBatches(models.filter((model) => !before.all(model).length), 4, async (model) => void (await createSample(server, model)));
  truth = await DeclaredVisibility.read(server.orm.em.fork(), catalogue);
}, 600_000);
afterAll(() => server?.close());

// ---------------------------------------------------------------------------------------------
// Comparing what a path answered with what the declarations give

/** `GraphQL root list · shopper B · EcommerceOrder`: what every message starts with. */
const at = (path: string, reader: Reader, model: ModelDefinition) => `${path} · ${reader.name} · ${model.name}`;
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
const rowName = (model: ModelDefinition, row: Row) => `row ${row.id} (${truth.whose(model, row, names)})`;

/**
 * The fields answered for a row against the row as the reader must see it: no field it may not
 * read, each value its own, and (unless `partial`: a page holds the fields its queries asked
 * for) every field it may read.
 */
function compareRow(problems: string[], where: string, model: ModelDefinition, reader: Reader, answered: Record<string, unknown>, row: Row, { partial = false } = {}) {
  const seen = truth.seen(model, reader, row);
  for (const name of Object.keys(answered)) {
    if (name === 'cursor' || name === '__typename' || name in seen) continue;
    problems.push(`${where}: ${rowName(model, row)} answered field ${name}, ${fieldOf(model, name)?.hidden ? 'a hidden field' : 'no field of the model'}`);
  }
  for (const [name, expected] of Object.entries(seen)) {
    if (!(name in answered)) {
      if (!partial) problems.push(`${where}: ${rowName(model, row)} field ${name} missing`);
      continue;
    }
    const value = comparable(model.fields[name], answered[name]);
    if (JSON.stringify(value) === JSON.stringify(expected)) continue;
    const why = model.fields[name].private ? (expected === null ? ' (private, not its own)' : ' (private, its own)') : '';
    problems.push(`${where}: ${rowName(model, row)} field ${name}: expected ${shown(expected)}${why}, answered ${shown(value)}`);
  }
}

/**
 * The rows a path answered against the rows it must answer: none other (but, where `linked`, a
 * `linkedOnly` row reached through a link the reader reads), none missing, each as the reader
 * must see it.
 */
function compareRows(problems: string[], where: string, model: ModelDefinition, reader: Reader, answered: unknown, expected: Row[], { linked = false } = {}) {
  if (!Array.isArray(answered)) {
    problems.push(`${where}: expected ${expected.length} rows, answered ${shown(answered)}`);
    return;
  }
  const ids = new Set(expected.map((row) => row.id));
  const seenIds = new Set<string>();
  for (const item of answered as Record<string, unknown>[]) {
    const row = truth.row(model, item?.id);
    if (!row) {
      problems.push(`${where}: answered ${shown(item)}, no row of the database`);
      continue;
    }
    seenIds.add(row.id);
    if (!ids.has(row.id) && !(linked && truth.reachable(model, reader, row))) problems.push(`${where}: answered ${rowName(model, row)}, which it may not read`);
    compareRow(problems, where, model, reader, item, row);
  }
  for (const row of expected) if (!seenIds.has(row.id)) problems.push(`${where}: ${rowName(model, row)} missing`);
}

function compareCount(problems: string[], where: string, answered: unknown, expected: number) {
  if (answered !== expected) problems.push(`${where}: expected ${expected}, answered ${shown(answered)}`);
}

const refusalCode = (status: 401 | 403) => (status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');

/** A row of the model this reader may not read (another subject's, a linkedOnly one), if any. */
const unreadable = (model: ModelDefinition, reader: Reader) => truth.all(model).find((row) => !truth.listed(model, reader).includes(row));
/** A row the reader lists, one with private values if there is one (hidden from it, or its own). */
const readable = (model: ModelDefinition, reader: Reader) => {
  const rows = truth.listed(model, reader);
  return rows.find((row) => privateFields(model).some((name) => row[name] != null)) ?? rows[0];
};

// ---------------------------------------------------------------------------------------------
// GraphQL documents: many models' fields in one, within the server's limits

/** A field asked for, with what is asked under it. */
interface Selection {
  text: string;
  under?: Selection[];
}
const textOf = (selection: Selection): string => (selection.under ? `${selection.text} { ${selection.under.map(textOf).join(' ')} }` : selection.text);
/** What the server's cost rule counts (graphql-armor: a scalar 1, an object 2 and 1.5 times what is under it). */
const costOf = (selection: Selection): number => (selection.under ? 2 + 1.5 * selection.under.reduce((sum, inner) => sum + costOf(inner), 0) : 1);
/** Every field of a model a client may read. */
const fieldsOf = (model: ModelDefinition): Selection[] =>
  outputFields(model).map(([name, field]) => (field.kind === 'localized' ? { text: name, under: LANGUAGES.map((language) => ({ text: language })) } : { text: name }));

/** The root fields of one model in a document. */
interface Part {
  model: ModelDefinition;
  fields: Selection[];
}

/** Parts packed into as few documents as the cost limit allows (root fields differ by name, so no alias is needed). */
function pack(parts: Part[]): Part[][] {
  const budget = server.config.graphqlLimits.maxCost * 0.9;
  const documents: Part[][] = [];
  let cost = Infinity;
  for (const part of parts) {
    const partCost = part.fields.reduce((sum, field) => sum + costOf(field), 0);
    if (cost + partCost > budget) {
      documents.push([]);
      cost = 0;
    }
    documents.at(-1)!.push(part);
    cost += partCost;
  }
  return documents;
}

const documentText = (name: string, parts: Part[], variables = '') => `query ${name}${variables} { ${parts.flatMap((part) => part.fields).map(textOf).join(' ')} }`;
const operationName = (reader: Reader) => reader.name.replace(/(^|\s)(\w)/g, (_, _space, letter: string) => letter.toUpperCase());

/** A GraphQL answer's errors, for messages. */
const errorsOf = (answer: { errors?: { message: string; path?: unknown; extensions?: { code?: string } }[] }) =>
  (answer.errors ?? []).map((error) => `${String(error.path ?? '')}: ${error.extensions?.code ?? ''} ${error.message}`).join('; ');

/**
 * Each field of models refused to this reader answers its refusal and no rows. One document
 * per field: a refused list or count (never null) nulls the whole answer, and graphql-js then
 * reports the first refusal only.
 */
async function compareRefused(problems: string[], path: string, reader: MatrixReader, parts: Part[]) {
  const fields = parts.flatMap((part) => part.fields.map((field) => ({ model: part.model, field })));
  await inBatches(fields, 8, async ({ model, field }) => {
    const answer = await server.graphql(`{ ${textOf(field)} }`, {}, reader.headers);
    const name = field.text.split('(')[0];
    const code = refusalCode(truth.refusal(model, reader)!);
    const refused = answer.errors?.length === 1 && answer.errors[0].extensions?.code === code && (answer.errors[0] as { path?: unknown[] }).path?.[0] === name;
    if (!refused) problems.push(`${at(path, reader, model)}: ${name} expected ${code}, answered ${errorsOf(answer)}`);
    const value = answer.data?.[name];
    if (value != null) problems.push(`${at(path, reader, model)}: ${name} refused, yet answered ${shown(value)}`);
  });
}

/**
 * The root lists and counts of every model, as documents every reader allowed them may send
 * alike (a persisted query's url is one for everyone): models grouped by who is refused them
 * and whether their anonymous answers may be cached.
 */
function rootDocuments(): { name: string; parts: Part[] }[] {
  const groups = new Map<string, ModelDefinition[]>();
  for (const model of models) {
    const key = `${readers.map((reader) => truth.refusal(model, reader) ?? '-').join(' ')} ${hasCachedReads(catalogue, model)}`;
    groups.set(key, [...(groups.get(key) ?? []), model]);
  }
  const parts = [...groups.values()].map((group) => group.map((model) => ({ model, fields: [{ text: `${model.operations.list}(limit: $limit)`, under: fieldsOf(model) }, { text: model.operations.count }] })));
  return parts.flatMap(pack).map((document, index) => ({ name: `Visibility${index}`, parts: document }));
}

/** Compares a root document's answer (lists and counts) with what the reader must read. */
function compareRootAnswer(problems: string[], path: string, reader: Reader, parts: Part[], answer: { data?: Record<string, unknown>; errors?: GraphqlError[] }) {
  if (answer.errors) problems.push(`${path} · ${reader.name}: errors ${errorsOf(answer)}`);
  for (const { model } of parts) {
    const expected = truth.listed(model, reader);
    compareRows(problems, at(path, reader, model), model, reader, answer.data?.[model.operations.list], expected);
    compareCount(problems, at(`${path}, count`, reader, model), answer.data?.[model.operations.count], expected.length);
  }
}

/** Operations executed compiled so far, from the server's metrics. */
async function compiledRuns() {
  const text = await (await fetch(`${server.url}/metrics`, { headers: server.asMetricsScraper })).text();
  return Number(/^graphql_executions_total\{execution="compiled"\} (\S+)$/m.exec(text)?.[1] ?? 0);
}

/** Runs `work` on every item, `size` at a time. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

// ---------------------------------------------------------------------------------------------

describe('the visibility matrix', () => {
  it('has a fixture that exercises every rule: rows of every model, owned rows of both shoppers, private values others may not read, drafts', () => {
    const [shopperA, shopperB, anonymous] = ['shopper A', 'shopper B', 'anonymous'].map((name) => readers.find((reader) => reader.name === name)!);
    for (const model of models) {
      expect(truth.all(model).length, `${model.name}: rows`).toBeGreaterThan(0);
      // The compiled run asks for one row fewer than the first (see below): both must read every row.
      expect(truth.all(model).length, `${model.name}: rows`).toBeLessThan(LIMIT - 1);
      if (model.owner) {
        for (const shopper of [shopperA, shopperB]) expect(truth.all(model).some((row) => truth.owners(model, row).includes(shopper.subjectId!)), `${model.name} of ${shopper.name}`).toBe(true);
      }
      // A private value hidden from someone who reads its row: else the matrix could not see it leak.
      const privates = privateFields(model);
      const holdsPrivates = (row: Row) => privates.every((name) => row[name] != null);
      if (privates.length) expect(truth.listed(model, anonymous).some(holdsPrivates), `${model.name}: a row anonymous readers list, its private values set`).toBe(true);
      // And one its owner reads them of.
      if (privates.length && model.owner) expect(truth.all(model).some((row) => holdsPrivates(row) && truth.owners(model, row).includes(shopperA.subjectId!)), `${model.name}: shopper A's, its private values set`).toBe(true);
      if (model.linkedOnly) expect(truth.all(model).some((row) => truth.isLinkedOnly(model, row)), `${model.name}: a linkedOnly row`).toBe(true);
      // A draft beside published rows: what visitors read and what admins read differ.
      if (model.publishable) {
        expect(truth.all(model).some((row) => truth.isDraft(model, row)), `${model.name}: a draft`).toBe(true);
        expect(truth.listed(model, anonymous).length, `${model.name}: published rows`).toBeGreaterThan(0);
      }
    }
  });

  it('GraphQL root lists and counts: the first run (graphql-js) and the compiled second run; a refused model refused', async () => {
    const problems: string[] = [];
    // No hidden field is a field of a model's GraphQL type: no document can even ask for one.
    const schema = await server.graphql<{ __schema: { types: { name: string; fields: { name: string }[] | null }[] } }>('{ __schema { types { name fields { name } } } }');
    const typeFields = new Map(schema.data!.__schema.types.map((type) => [type.name, type.fields?.map((field) => field.name) ?? []]));
    for (const model of models) {
      for (const [name, field] of Object.entries(model.fields)) if (field.hidden && typeFields.get(model.name)?.includes(name)) problems.push(`GraphQL schema · ${model.name}: hidden field ${name} is a field of its type`);
    }
    const documents = rootDocuments();
    const compiledBefore = await compiledRuns();
    let secondRuns = 0;
    for (const reader of readers) {
      for (const { name, parts } of documents.filter((document) => !truth.refusal(document.parts[0].model, reader))) {
        // A document of the reader's own (its name), so that its first run is graphql-js'.
        const text = documentText(`${name}${operationName(reader)}`, parts, '($limit: Int)');
        compareRootAnswer(problems, 'GraphQL root list (graphql-js)', reader, parts, await server.graphql(text, { limit: LIMIT }, reader.headers));
        // Another limit: the same document, compiled on its second run, and not the anonymous
        // answer the first run left in the public cache.
        compareRootAnswer(problems, 'GraphQL root list (compiled)', reader, parts, await server.graphql(text, { limit: LIMIT - 1 }, reader.headers));
        secondRuns += 1;
      }
    }
    const compiled = (await compiledRuns()) - compiledBefore;
    if (compiled !== secondRuns) problems.push(`GraphQL root list (compiled): ${secondRuns} second runs, ${compiled} executed compiled`);
    for (const reader of readers) {
      const refused = models.filter((model) => truth.refusal(model, reader));
      await compareRefused(problems, 'GraphQL root list', reader, refused.map((model) => ({ model, fields: [{ text: `${model.operations.list}(limit: ${LIMIT})`, under: [{ text: 'id' }] }, { text: model.operations.count }] })));
    }
    expect(problems).toEqual([]);
  });

  it('GraphQL one by id: a row the reader lists as listed, a row it does not as null, a refused model refused', async () => {
    const problems: string[] = [];
    for (const reader of readers) {
      const allowed = models.filter((model) => !truth.refusal(model, reader));
      const listedRows = allowed.filter((model) => readable(model, reader)).map((model) => ({ model, fields: [{ text: `${model.operations.one}(id: "${readable(model, reader)!.id}")`, under: fieldsOf(model) }] }));
      for (const parts of pack(listedRows)) {
        const answer = await server.graphql(documentText('VisibilityOne', parts), {}, reader.headers);
        if (answer.errors) problems.push(`GraphQL one by id · ${reader.name}: errors ${errorsOf(answer)}`);
        for (const { model } of parts) compareRows(problems, at('GraphQL one by id', reader, model), model, reader, [answer.data?.[model.operations.one]], [readable(model, reader)!]);
      }
      // Where the reader lists every row (an admin; anyone, most public models) there is no row to miss.
      const hidden = allowed.filter((model) => unreadable(model, reader)).map((model) => ({ model, fields: [{ text: `${model.operations.one}(id: "${unreadable(model, reader)!.id}")`, under: [{ text: 'id' }] }] }));
      for (const parts of pack(hidden)) {
        const answer = await server.graphql(documentText('VisibilityNotOne', parts), {}, reader.headers);
        if (answer.errors) problems.push(`GraphQL one by id · ${reader.name}: errors ${errorsOf(answer)}`);
        for (const { model } of parts) {
          const value = answer.data?.[model.operations.one];
          if (value !== null) problems.push(`${at('GraphQL one by id', reader, model)}: ${rowName(model, unreadable(model, reader)!)} answered ${shown(value)}, which it may not read`);
        }
      }
      const refused = models.filter((model) => truth.refusal(model, reader)).map((model) => ({ model, fields: [{ text: `${model.operations.one}(id: "${truth.all(model)[0].id}")`, under: [{ text: 'id' }] }] }));
      await compareRefused(problems, 'GraphQL one by id', reader, refused);
    }
    expect(problems).toEqual([]);
  });

  it('GraphQL nested: under every relation reaching a model, from every parent the reader lists', async () => {
    const problems: string[] = [];
    for (const reader of readers) {
      const parents = models.filter((model) => !truth.refusal(model, reader) && truth.listed(model, reader).length);
      const parts = parents.map((parent) => {
        const { refs, rows, items } = catalogue.relationsOf(parent);
        const nested = [...refs.map((ref) => ({ name: ref.name, target: ref.target })), ...rows.map((list) => ({ name: list.name, target: list.relation })), ...items];
        return { model: parent, fields: [{ text: `${parent.operations.list}(limit: ${LIMIT})`, under: [{ text: 'id' }, ...nested.map(({ name, target }) => ({ text: name, under: fieldsOf(target) }))] }] };
      });
      for (const document of pack(parts.filter((part) => part.fields[0].under.length > 1))) {
        const answer = await server.graphql(documentText('VisibilityNested', document), {}, reader.headers);
        if (answer.errors) problems.push(`GraphQL nested · ${reader.name}: errors ${errorsOf(answer)}`);
        for (const { model: parent } of document) {
          const { refs, rows, items } = catalogue.relationsOf(parent);
          for (const answered of (answer.data?.[parent.operations.list] ?? []) as Record<string, unknown>[]) {
            const parentRow = truth.row(parent, answered.id);
            // The parents themselves are the root list's (compared there).
            if (!parentRow || !truth.listed(parent, reader).includes(parentRow)) continue;
            for (const ref of refs) {
              const where = at(`GraphQL nested ${parent.name}.${ref.name}`, reader, ref.target);
              const target = truth.row(ref.target, parentRow[ref.foreignKey]);
              const expected = target && truth.reachable(ref.target, reader, target) ? target : undefined;
              const value = answered[ref.name] as Record<string, unknown> | null;
              if (!expected && value) problems.push(`${where}: answered ${target ? rowName(ref.target, target) : shown(value)}, which it may not read`);
              else if (expected && !value) problems.push(`${where}: ${rowName(ref.target, expected)} missing`);
              else if (expected && value) compareRow(problems, where, ref.target, reader, value, expected);
            }
            for (const list of rows) {
              const expected = truth.listed(list.relation, reader).filter((row) => row[list.foreignKey] === parentRow.id);
              compareRows(problems, at(`GraphQL nested ${parent.name}.${list.name}`, reader, list.relation), list.relation, reader, answered[list.name], expected, { linked: true });
            }
            for (const list of items) {
              const links = truth.listed(list.relation, reader).filter((link) => link[list.foreignKey] === parentRow.id);
              const listed = truth.listed(list.target, reader);
              const expected = links.map((link) => truth.row(list.target, link[list.otherKey])).filter((row): row is Row => !!row && listed.includes(row));
              compareRows(problems, at(`GraphQL nested ${parent.name}.${list.name}`, reader, list.target), list.target, reader, answered[list.name], expected, { linked: true });
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('GraphQL persisted queries by GET, each asked twice (the second may be a cached answer)', async () => {
    const problems: string[] = [];
    const documents = rootDocuments().map(({ name, parts }) => {
      const text = documentText(name, parts, '($limit: Int)');
      return { name, parts, text, hash: createHash('sha256').update(text).digest('hex') };
    });
    const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
    for (const { name, text, hash } of documents) {
      const registered = await server.rest('POST', '/graphql', { raw: { body: JSON.stringify({ query: text, variables: { limit: LIMIT }, extensions: persisted(hash) }), type: 'application/json' }, headers: server.asServer });
      if (registered.status !== 200) problems.push(`persisted GET: ${name} not registered (${registered.status})`);
    }
    // The readers who see private values first: their answers must never become anyone else's.
    for (const round of [1, 2]) {
      for (const reader of readers) {
        for (const { name, parts, hash } of documents) {
          if (truth.refusal(parts[0].model, reader)) continue;
          const search = new URLSearchParams({ operationName: name, variables: JSON.stringify({ limit: LIMIT }), extensions: JSON.stringify(persisted(hash)) });
          const answer = await server.rest('GET', `/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...reader.headers } });
          compareRootAnswer(problems, `persisted GET (${round === 1 ? 'first' : 'second'})`, reader, parts, answer.body);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('REST list, count and one by id, each GET made twice (the second from the public cache where it applies)', async () => {
    const problems: string[] = [];
    // The readers who see private values first: their answers must never become anyone else's.
    // The second GET is another path only where the public cache keeps the first one's answer.
    for (const [round, asked] of [['first', models], ['second', models.filter((model) => hasCachedReads(catalogue, model))]] as const) {
      for (const reader of readers) {
        const path = (what: string) => `REST ${what} (${round} GET)`;
        await inBatches(asked, 8, async (model) => {
          const get = (url: string) => server.rest('GET', url, { headers: reader.headers });
          const refusal = truth.refusal(model, reader);
          const listUrl = `${model.route}?limit=${LIMIT}`;
          const [list, count] = await Promise.all([get(listUrl), get(`${model.route}/count`)]);
          if (refusal) {
            const answers: [string, Awaited<ReturnType<typeof get>>][] = [[listUrl, list], ['count', count], ['one', await get(`${model.route}/${truth.all(model)[0].id}`)]];
            for (const [what, answer] of answers) {
              if (answer.status !== refusal || answer.body?.data !== undefined) problems.push(`${at(path(what), reader, model)}: expected ${refusal}, answered ${answer.status} ${shown(answer.body)}`);
            }
            return;
          }
          const expected = truth.listed(model, reader);
          compareRows(problems, at(path(`list GET ${listUrl}`), reader, model), model, reader, list.status === 200 ? list.body.data : list.body, expected);
          compareCount(problems, at(path('count'), reader, model), count.body?.data, expected.length);
          const shownRow = readable(model, reader);
          if (shownRow) {
            const one = await get(`${model.route}/${shownRow.id}`);
            compareRows(problems, at(path('one'), reader, model), model, reader, [one.status === 200 ? one.body.data : one.body], [shownRow]);
          }
          const hiddenRow = unreadable(model, reader);
          if (hiddenRow) {
            const one = await get(`${model.route}/${hiddenRow.id}`);
            if (one.status !== 404 || one.body?.data !== undefined) problems.push(`${at(path('one'), reader, model)}: ${rowName(model, hiddenRow)} expected 404, answered ${one.status} ${shown(one.body)}`);
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });

  /** The paths of the site's sitemap, without its address, in the default language. */
  const sitemapPaths = async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.slice(PUBLIC_URL.length).split('/').map(decodeURIComponent).join('/') || '/');
    const languages = new RegExp(`^/(${LANGUAGES.join('|')})(/|$)`);
    return paths.filter((path) => !languages.test(path));
  };

  it('server-rendered pages (rendered for anonymous visitors): each row their data holds readable by one, as it sees it; no private value in the page', async () => {
    const problems: string[] = [];
    const anonymous = readers.find((reader) => reader.kind === 'anonymous')!;
    // Every page of the site once: one path of each url the sitemap lists; every path of a url
    // naming rows read in part (the public profiles: one of them the fixture's, with private values).
    const pageUrls = truth.all(catalogue.modelByName('HostPage')!).map((page) => String(page.url));
    const paths = await sitemapPaths();
    const rendered = pageUrls.flatMap((url) => {
      const named = /\[([a-z-]+)\.([a-z-]+)\.[a-z]+\]/.exec(url);
      const segments = url.split('/').map((segment) => (/^\[.+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const pattern = new RegExp(`^${segments.join('/')}$`);
      const matching = paths.filter((candidate) => pattern.test(candidate));
      return named && catalogue.modelByRoute(`/api/${named[1]}/${named[2]}`)?.owner ? matching : matching.slice(0, 1);
    });
    expect(rendered.length).toBeGreaterThan(5);
    const privateTexts = models.flatMap((model) =>
      truth.all(model).flatMap((row) => privateFields(model).flatMap((name) => (typeof row[name] === 'string' && (row[name] as string).length >= 8 ? [{ model, name, row, text: row[name] as string }] : []))),
    );
    for (const path of new Set(rendered)) {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      const where = `server-rendered page ${path}`;
      if (response.status !== 200) problems.push(`${where} · anonymous: answered ${response.status}`);
      const state = /<script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/.exec(html);
      if (!state) {
        problems.push(`${where} · anonymous: no data in the page`);
        continue;
      }
      for (const [key, object] of Object.entries(JSON.parse(state[1]) as Record<string, Record<string, unknown>>)) {
        const model = catalogue.modelByName(key.split(':')[0]);
        if (!model) continue;
        const row = truth.row(model, object.id);
        if (!row) problems.push(`${at(where, anonymous, model)}: holds ${key}, no row of the database`);
        else if (!truth.reachable(model, anonymous, row)) problems.push(`${at(where, anonymous, model)}: holds ${rowName(model, row)}, which it may not read`);
        // Its own fields only (not its relations, nor a field asked with arguments).
        else compareRow(problems, at(where, anonymous, model), model, anonymous, Object.fromEntries(Object.entries(object).filter(([name]) => name in model.fields)), row, { partial: true });
      }
      for (const { model, name, row, text } of privateTexts) {
        if (html.includes(text) || html.includes(JSON.stringify(text).slice(1, -1))) problems.push(`${at(where, anonymous, model)}: ${rowName(model, row)} field ${name}: its private value is in the page`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("sitemap: a page whose url names a model's id lists the rows anonymous visitors list; one naming a private or hidden field lists none", async () => {
    const problems: string[] = [];
    const anonymous = readers.find((reader) => reader.kind === 'anonymous')!;
    // A sitemap url holds one placeholder of lower-case words: `[module.segment.field]`.
    const placeholder = (model: ModelDefinition, field: string) => `[${model.module}.${model.segment}.${field}]`;
    const pages = models.flatMap((model) => [
      { model, field: 'id', url: `/visibility/${model.module}-${model.segment}/${placeholder(model, 'id')}` },
      ...Object.entries(model.fields)
        .filter(([name, field]) => (field.private || field.hidden) && /^[a-z]+$/.test(name))
        .map(([name]) => ({ model, field: name, url: `/visibility/${model.module}-${model.segment}-${name}/${placeholder(model, name)}` })),
    ]);
    // A url naming what visitors may not read is refused when written; such pages written before
    // the rule (put straight into the table) must list nothing either.
    const allowed = pages.filter(({ model, field }) => readsField(seenByEveryone(model), model, field));
    const publishedAt = new Date().toISOString();
    const created = await server.rest('POST', '/api/host/pages/bulk', { admin: true, json: allowed.map(({ url }) => ({ data: { url, title: 'Visibility', description: 'Visibility', publishedAt } })) });
    expect(created.status).toBe(201);
    for (const [index, { url }] of pages.filter((page) => !allowed.includes(page)).entries()) {
      if (index === 0) expect((await server.rest('POST', '/api/host/pages', { admin: true, json: { url, title: 'Visibility', description: 'Visibility' } })).status).toBe(400);
      await server.orm.em.getConnection().execute(
        `insert into host_pages (id, created_at, updated_at, published_at, slug, admin_title, title, description, url, language) values (gen_random_uuid(), now(), now(), now(), ?, 'Visibility', 'Visibility', 'Visibility', ?, 'en')`,
        [`visibility-old-${index}`, url],
      );
    }
    // The pages are rows too: what anonymous visitors list is read again.
    truth = await DeclaredVisibility.read(server.orm.em.fork(), catalogue);
    const paths = await sitemapPaths();
    for (const { model, field, url } of pages) {
      const prefix = url.slice(0, url.lastIndexOf('/') + 1);
      const listed = paths.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
      if (field !== 'id') {
        for (const value of listed) problems.push(`${at('sitemap', anonymous, model)}: field ${field} (${model.fields[field].hidden ? 'hidden' : 'private'}) listed, value ${shown(value)}`);
        continue;
      }
      const expected = new Set(truth.listed(model, anonymous).map((row) => row.id));
      for (const id of listed) {
        const row = truth.row(model, id);
        if (!expected.has(id)) problems.push(`${at('sitemap', anonymous, model)}: lists ${row ? rowName(model, row) : id}, which it may not read`);
      }
      for (const id of expected) if (!listed.includes(id)) problems.push(`${at('sitemap', anonymous, model)}: ${rowName(model, truth.row(model, id)!)} missing`);
    }
    expect(problems).toEqual([]);
  });
});
