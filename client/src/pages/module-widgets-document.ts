import type { TypedDocumentNode } from '@apollo/client';
import { type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, visit } from 'graphql';
import { PageModuleWidgetsDocument, type PageModuleWidgetsQuery, type PageModuleWidgetsQueryVariables, pageQueryNames } from '../modules';

/** PageModuleWidgets for some modules: its variables are theirs (the others' are not declared). */
export type ModuleWidgetsDocument = TypedDocumentNode<PageModuleWidgetsQuery, Partial<PageModuleWidgetsQueryVariables>>;

const documents = new Map<string, ModuleWidgetsDocument>();

/**
 * PageModuleWidgets asking for the given modules only: the operation keeps their fragments'
 * spreads (`...<Module>PageWidgets`) and variables (`$<module>`, `$with<Module>`), and the
 * document the fragments those spreads reach. The whole query holds every rendered module's
 * widget fragments, and Apollo Client works through all of a document the first time it sees
 * it (half a dozen walks of its tree, as the page hydrates, in one task): the home page's modules
 * are about half of it. Made once per set of modules, so that Apollo keeps its work on it, and
 * the same on the server as in the browser, whose cache the server's render fills.
 */
export function moduleWidgetsDocument(modules: readonly string[]): ModuleWidgetsDocument {
  const key = [...modules].sort().join(' ');
  let document = documents.get(key);
  if (!document) {
    document = pruned(PageModuleWidgetsDocument as DocumentNode, modules) as ModuleWidgetsDocument;
    documents.set(key, document);
  }
  return document;
}

function pruned(whole: DocumentNode, modules: readonly string[]): DocumentNode {
  const operation = whole.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('PageModuleWidgets has no operation');
  const names = modules.map(pageQueryNames);
  const spreads = new Set(names.map((name) => name.fragment));
  const variables = new Set(names.flatMap((name) => [name.filter, name.include]));
  const kept: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: operation.variableDefinitions?.filter((definition) => variables.has(definition.variable.name.value)),
    selectionSet: {
      ...operation.selectionSet,
      selections: operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FRAGMENT_SPREAD && spreads.has(selection.name.value)),
    },
  };
  const fragments = new Map(
    whole.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  // The fragments the kept spreads reach, through the fragments they spread in turn.
  const reached = new Set<string>();
  const reach = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (reached.has(name)) return;
        reached.add(name);
        const fragment = fragments.get(name);
        if (fragment) reach(fragment);
      },
    });
  reach(kept);
  return { ...whole, definitions: [kept, ...[...fragments.values()].filter((fragment) => reached.has(fragment.name.value))] };
}
