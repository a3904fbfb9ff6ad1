// graphql-upload 17 ships ESM with JSDoc types only: the parts the server uses, typed for tsc.
declare module 'graphql-upload/processRequest.mjs' {
  import type { Readable } from 'node:stream';

  export interface FileUpload {
    filename: string;
    /** As the client claims it: not trusted. */
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }
}

declare module 'graphql-upload/Upload.mjs' {
  import type { FileUpload } from 'graphql-upload/processRequest.mjs';

  /** Placed by graphqlUploadExpress wherever the multipart `map` puts a file. */
  export default class Upload {
    promise: Promise<FileUpload>;
    file?: FileUpload;
  }
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';

  export default function graphqlUploadExpress(options?: { maxFieldSize?: number; maxFileSize?: number; maxFiles?: number }): RequestHandler;
}
