import { badInput } from '../errors.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/row.js';
import { checkText } from '../text-input.js';
import { FILE_PROTOCOLS, isAllowedUrl } from '../url-input.js';
import { clientFileName, FILE_FACTS, UploadedFile } from './uploaded-file.js';

const MAX_LOCATION = 2048;

/** The names of a model's file fields. */
export const fileFieldNames = (model: ModelDefinition) =>
  Object.entries(model.fields)
    .filter(([, field]) => field.file)
    .map(([name]) => name);

/**
 * A file field's value: an upload already stored, or a string used as is: a path (served
 * under /public) or an http(s) url. Other schemes (javascript:, data:) are refused: the value
 * ends up in links and image sources.
 */
export function coerceFileValue(value: unknown, path: string): unknown {
  if (value instanceof UploadedFile) return value;
  if (typeof value !== 'string' || !value.trim() || value.length > MAX_LOCATION || !isAllowedUrl(value, FILE_PROTOCOLS)) {
    throw badInput(`${path}: expected an uploaded file, a path or an http(s) url`, path);
  }
  return checkText(value, path);
}

/**
 * Brings the file fields of checked input to their stored form. An upload becomes its
 * location, and its facts fill the model's fields of those names (the server's word over the
 * client's). A new path or url replacing a file on update (`current`) makes the old file's
 * facts stale: those the client did not give are cleared.
 */
export function applyFileValues(model: ModelDefinition, values: Record<string, unknown>, current?: Row): Record<string, unknown> {
  const facts = FILE_FACTS.filter((fact) => model.fields[fact]);
  for (const name of fileFieldNames(model)) {
    if (!(name in values)) continue;
    const value = values[name];
    if (value instanceof UploadedFile) {
      values[name] = value.location;
      for (const fact of facts) values[fact] = value.facts[fact];
    } else if (current && current[name] !== value) {
      for (const fact of facts) if (!(fact in values)) values[fact] = null;
    }
  }
  return values;
}

/**
 * The name of the file a create's file field holds (`upload-test.png`): an upload's own name,
 * or the last segment of a path or url; undefined when there is none. A row of it is titled so
 * when the create gives no title: staff find the file they sent under its name.
 */
export function fileNameOf(model: ModelDefinition, values: Record<string, unknown>): string | undefined {
  for (const name of fileFieldNames(model)) {
    const value = values[name];
    const fileName = value instanceof UploadedFile ? value.name : typeof value === 'string' ? clientFileName(lastPathSegment(value)) : '';
    if (fileName) return fileName;
  }
  return undefined;
}

function lastPathSegment(location: string): string {
  const path = location.split(/[?#]/)[0].replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface FileLocation {
  field: string;
  location: string;
}

/** Where the file fields of a row point. */
export const fileLocations = (model: ModelDefinition, row: Row): FileLocation[] =>
  fileFieldNames(model)
    .filter((field) => typeof row[field] === 'string')
    .map((field) => ({ field, location: row[field] as string }));

/** The locations a row no longer points at. */
export const replacedLocations = (before: FileLocation[], row: Row) => before.filter(({ field, location }) => row[field] !== location);
