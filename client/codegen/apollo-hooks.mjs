/**
 * A codegen plugin (codegen.yml, after typed-document-node): beside each operation's typed
 * document, its hooks, so that a screen's data needs read as one call.
 *
 *   query X     → useXQuery(options) = useQuery(XDocument, options), useXSuspenseQuery(options) = useSuspenseQuery(XDocument, options)
 *   mutation X  → useXMutation(options) = useMutation(XDocument, options)
 *
 * Each hook is one line, made by client/src/shared/graphql/operation-hooks.ts (which also holds
 * their types) and marked pure, so that a build leaves out the hooks nothing calls. Config:
 * `hooksModule`, that file's path from the repository root.
 */
import path from 'node:path';

/** How each kind of operation's hooks are named and made (the maker's name in operation-hooks.ts). */
const HOOKS = {
  query: [
    ['Query', 'queryHook'],
    ['SuspenseQuery', 'suspenseQueryHook'],
  ],
  mutation: [['Mutation', 'mutationHook']],
};

export function plugin(_schema, documents, config, info) {
  if (!config.hooksModule) throw new Error('apollo-hooks: set `hooksModule` (the path of operation-hooks.ts).');
  const makers = new Set();
  const lines = [];
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind !== 'OperationDefinition') continue;
      const hooks = HOOKS[definition.operation];
      if (!hooks) throw new Error(`apollo-hooks: no hook for a ${definition.operation} (${definition.name?.value}).`);
      const name = definition.name?.value ?? '';
      // typed-document-node names the document after the operation, PascalCased: a name already so keeps it.
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`apollo-hooks: name the operation in PascalCase ("${name}").`);
      for (const [suffix, maker] of hooks) {
        makers.add(maker);
        lines.push(`export const use${name}${suffix} = /*#__PURE__*/ ${maker}(${name}Document);`);
      }
    }
  }
  if (lines.length === 0) return '';
  let from = path.relative(path.dirname(info.outputFile), config.hooksModule).split(path.sep).join('/');
  if (!from.startsWith('.')) from = `./${from}`;
  return {
    prepend: [`import { ${[...makers].sort().join(', ')} } from '${from.replace(/\.ts$/, '.js')}';`],
    content: `\n${lines.join('\n')}\n`,
  };
}
