import { buildSchema, Kind, type OperationDefinitionNode, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../schema/schema.graphql?raw';
import { moduleWidgetsDocument } from './module-widgets-document';
import { CLIENT_MODULES, PageModuleWidgetsDocument } from '../modules';

const schema = buildSchema(schemaText);
const operationOf = (document: { definitions: readonly { kind: string }[] }) =>
  document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;

describe('moduleWidgetsDocument', () => {
  it("asks for the given modules' widgets alone, with their variables and the fragments they reach", () => {
    const document = moduleWidgetsDocument(['website-builder', 'ecommerce']);
    const operation = operationOf(document);
    expect(operation.name?.value).toBe('PageModuleWidgets');
    expect(operation.selectionSet.selections.map((selection) => (selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : selection.kind))).toEqual([
      'WebsiteBuilderPageWidgets',
      'EcommercePageWidgets',
    ]);
    expect(operation.variableDefinitions?.map((definition) => definition.variable.name.value)).toEqual(['websiteBuilder', 'withWebsiteBuilder', 'ecommerce', 'withEcommerce']);
    const text = print(document);
    expect(text).not.toMatch(/BlogPageWidgets|CrmPageWidgets|SocialPageWidgets/);
    expect(text.length).toBeLessThan(print(PageModuleWidgetsDocument).length);
  });

  it('is a valid query against the schema for each module alone and for all of them', () => {
    const sets = [...CLIENT_MODULES.map((module) => [module.module]), CLIENT_MODULES.map((module) => module.module)];
    for (const modules of sets) expect(validate(schema, moduleWidgetsDocument(modules)), modules.join(' ')).toEqual([]);
  });

  it('is the same document for the same modules in any order (Apollo keeps its work per document)', () => {
    expect(moduleWidgetsDocument(['blog', 'website-builder'])).toBe(moduleWidgetsDocument(['website-builder', 'blog']));
  });
});
