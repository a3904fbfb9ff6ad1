import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CLIENT_MODULES, PageModuleWidgetsDocument } from '../modules';
import { moduleWidgetsVariables } from './module-widgets';

describe('CLIENT_MODULES and PageModuleWidgets', () => {
  it('give every variable the query declares, and no other', () => {
    const operation = PageModuleWidgetsDocument.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const declared = operation?.variableDefinitions?.map((definition) => definition.variable.name.value) ?? [];
    const given = moduleWidgetsVariables(CLIENT_MODULES, {});
    expect(Object.keys(given).sort()).toEqual([...declared].sort());
  });

  it('ask only for the modules a page embeds', () => {
    const variables = moduleWidgetsVariables(CLIENT_MODULES, { blog: ['a1'], 'file-storage': ['f1', 'f2'] });
    expect(variables.withBlog).toBe(true);
    expect(variables.blog).toEqual({ and: [{ column: 'id', method: 'inArray', value: ['a1'] }] });
    expect(variables.withFileStorage).toBe(true);
    expect(variables.fileStorage).toEqual({ and: [{ column: 'id', method: 'inArray', value: ['f1', 'f2'] }] });
    expect(variables.withWebsiteBuilder).toBe(false);
    expect(variables.withEcommerce).toBe(false);
    expect(variables.withCrm).toBe(false);
    expect(variables.withRbac).toBe(false);
    expect(variables.withSocial).toBe(false);
  });
});
