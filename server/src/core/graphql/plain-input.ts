import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from '../errors.js';

/** What the UploadOrString scalar makes of an upload: graphql-upload's promise of the file. */
export const isUpload = (value: unknown): value is Promise<FileUpload> => value instanceof Promise;

/**
 * TypeGraphQL hands inputs over as class instances: the services take plain data. An upload
 * cannot be copied; outside create and update (bulk, find-or-create) it is refused.
 */
export const plain = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (key, item: unknown) => {
      if (isUpload(item)) throw badInput(`${key}: files are uploaded by create and update only`, key);
      return item;
    }),
  ) as T;
