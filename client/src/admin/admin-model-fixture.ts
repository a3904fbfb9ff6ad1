import type { AdminField, AdminModel } from './model-metadata';

// Models as the server's metadata describes them, for the admin's unit tests.

/** A writable field of `type`; other flags off unless given. */
export function adminField(name: string, type: string, flags: Partial<AdminField> = {}): AdminField {
  return {
    name,
    type,
    required: false,
    localized: type === 'localized',
    unique: false,
    writable: true,
    generated: false,
    inForm: true,
    readOnly: false,
    richText: false,
    file: false,
    enumValues: null,
    relationTarget: null,
    description: null,
    ...flags,
  };
}

/** A model named `name` with `fields` and no relations. */
export function adminModel(name: string, fields: AdminField[]): AdminModel {
  const base = name.charAt(0).toLowerCase() + name.slice(1);
  return {
    name,
    label: name,
    module: 'ecommerce',
    route: `/api/${base}`,
    isRelation: false,
    system: false,
    variants: ['default'],
    read: 'public',
    listQuery: `${base}List`,
    countQuery: `${base}Count`,
    oneQuery: base,
    createMutation: `${base}Create`,
    updateMutation: `${base}Update`,
    deleteMutation: `${base}Delete`,
    fields,
    relations: [],
  };
}
