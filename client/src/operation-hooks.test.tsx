import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { renderUi } from './test/render-ui';
import { type SiteNameQuery, SiteNameDocument, useSiteNameQuery, useSiteNameSuspenseQuery } from './shared/head/site-name.generated';
import { type HostPageByUrlQuery, useHostPageByUrlSuspenseQuery } from './pages/page-by-url.generated';
import { useRbacAuthenticationLoginMutation } from './modules/rbac/authentication/authentication.generated';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every file under `client/src` whose name passes `test`, as paths relative to it. */
const filesOf = (test: RegExp) =>
  fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => test.test(file))
    .sort();
const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');

// The generated modules, as the bundler loads them (their hooks made by operation-hooks.ts).
const generated = import.meta.glob<Record<string, unknown>>('/src/**/*.generated.ts', { eager: true });

/** The hooks codegen writes for each kind of operation (client/codegen/apollo-hooks.mjs, made by shared/graphql/operation-hooks.ts). */
const HOOK_SUFFIXES: Record<string, string[]> = { query: ['Query', 'SuspenseQuery'], mutation: ['Mutation'] };

/** Apollo's hooks that take a document first. */
const APOLLO_HOOKS = ['useQuery', 'useSuspenseQuery', 'useMutation', 'useLazyQuery', 'useBackgroundQuery', 'useLoadableQuery', 'useSubscription'];

describe('the hooks generated beside each operation', () => {
  it('exist for every operation of every .graphql file, beside its document', () => {
    const missing: string[] = [];
    let hooks = 0;
    for (const file of filesOf(/\.graphql$/)) {
      const module = generated[`/src/${file.replace(/\.graphql$/, '.generated.ts').split(path.sep).join('/')}`] ?? {};
      const operations = parse(read(file)).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
      for (const { operation, name } of operations) {
        const expected = (HOOK_SUFFIXES[operation] ?? ['(none)']).map((suffix) => `use${name?.value}${suffix}`);
        for (const hook of expected) {
          if (typeof module[hook] === 'function' && module[`${name?.value}Document`]) hooks += 1;
          else missing.push(`${file}: ${hook}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(hooks).toBeGreaterThan(100);
  });

  it('are what the screens call: no Apollo hook is handed a generated document outside the generated files', () => {
    const documents = new Set(
      filesOf(/\.generated\.ts$/).flatMap((file) => [...read(file).matchAll(/^export const (\w+Document) =/gm)].map((match) => match[1])),
    );
    expect(documents.size).toBeGreaterThan(70);
    const calls = new RegExp(`\\b(${APOLLO_HOOKS.join('|')})\\s*(?:<[^>(]*>)?\\(\\s*(?:[\\w$]+\\.)?([\\w$]+)`, 'g');
    const handed = filesOf(/\.tsx?$/)
      .filter((file) => !file.endsWith('.generated.ts') && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .flatMap((file) => {
        const text = read(file);
        // A generated document imported under another name counts too.
        const aliases = [...text.matchAll(/\b(\w+Document)\s+as\s+(\w+)/g)].filter((match) => documents.has(match[1])).map((match) => match[2]);
        return [...text.matchAll(calls)].filter((match) => documents.has(match[2]) || aliases.includes(match[2])).map((match) => `${file}: ${match[1]}(${match[2]})`);
      });
    expect(handed).toEqual([]);
  });

  it('send their operation through the client: the query hook and the suspense one read its answer', async () => {
    const answer = { request: { query: SiteNameDocument }, result: { data: { serverInfo: { __typename: 'ServerInfo', siteName: 'Shop' } } } };
    const Names = () => {
      const suspended = useSiteNameSuspenseQuery().data.serverInfo.siteName;
      const watched = useSiteNameQuery({ fetchPolicy: 'cache-only' }).data?.serverInfo.siteName;
      return <p>{`${suspended} / ${watched}`}</p>;
    };
    await renderUi(<Names />, { mocks: [answer] });
    expect((await screen.findByText('Shop / Shop')).tagName).toBe('P');
  });

  it("answer the types Apollo's hooks answer for the same options (checked by npm run typecheck)", () => {
    expectTypeOf(useTypes).toBeFunction();
  });
});

/** Never called: what the calls below answer is checked when the client is type-checked. */
function useTypes() {
  // Until the answer: the query's data may be missing; a suspense query's is there once it renders.
  expectTypeOf(useSiteNameQuery().data).toEqualTypeOf<SiteNameQuery | undefined>();
  expectTypeOf(useSiteNameSuspenseQuery().data).toEqualTypeOf<SiteNameQuery>();
  // Options change what is answered: an error kept beside the data, or a skipped query, may leave none.
  expectTypeOf(useHostPageByUrlSuspenseQuery({ variables: { url: '/' } }).data).toEqualTypeOf<HostPageByUrlQuery>();
  const variables = { url: window.location.pathname };
  expectTypeOf(useHostPageByUrlSuspenseQuery({ variables }).data).toEqualTypeOf<HostPageByUrlQuery>();
  expectTypeOf(useHostPageByUrlSuspenseQuery({ variables: { url: '/' }, errorPolicy: 'all' }).data).toEqualTypeOf<HostPageByUrlQuery | undefined>();
  expectTypeOf(useSiteNameSuspenseQuery({ skip: true }).data).toEqualTypeOf<SiteNameQuery | undefined>();
  // @ts-expect-error The operation requires its url.
  useHostPageByUrlSuspenseQuery();
  // @ts-expect-error No such variable.
  useHostPageByUrlSuspenseQuery({ variables: { url: '/', page: 2 } });
  // @ts-expect-error No such option.
  useSiteNameQuery({ pollEvery: 5 });
  const [login] = useRbacAuthenticationLoginMutation();
  // @ts-expect-error A mutation's variables are its own.
  void login({ variables: { password: 'secret', remember: true } });
}
