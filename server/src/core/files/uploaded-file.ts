/** What the server learns about a file while storing it: never taken from the client's claims. */
export interface FileFacts {
  /** Detected from the content. */
  mimeType: string;
  /** In bytes. */
  size: number;
  /** Of the detected type (`png`), without the dot; null when the type is unknown. */
  extension: string | null;
  /** Of images, in pixels; null otherwise. */
  width: number | null;
  height: number | null;
  /** The storage provider that holds it. */
  provider: string;
}

/** The names of the facts: an entity declaring fields with these names gets them filled. */
export const FILE_FACTS = ['mimeType', 'size', 'extension', 'width', 'height', 'provider'] as const satisfies readonly (keyof FileFacts)[];

const MAX_NAME = 200;

/**
 * The name a file was sent with, as people read it (`upload-test.png`): its last path segment,
 * without control characters, at most 200 characters; empty when nothing is left.
 */
export function clientFileName(filename: string): string {
  const last = filename.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return last.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_NAME);
}

/**
 * The value of a file field once its upload is stored: where it went (`location`, what the
 * field keeps), the storage's key for it and its facts. Only the upload code makes these, so a
 * client can never pass one off as its own value. `name`: the file's own name (see
 * `clientFileName`), what a row of it is titled when the create gives no title.
 */
export class UploadedFile {
  constructor(
    readonly key: string,
    readonly location: string,
    readonly facts: FileFacts,
    readonly name = '',
  ) {}
}
