export type Schema = Record<string, unknown>;

/** A documented custom path: described beside its handler, merged into the document. */
export interface RouteDoc {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema?: Schema; description?: string }[];
  body?: Schema;
  response: Schema;
  status?: number;
  /** false: the answer is the response itself, not `{data: ...}` (what a provider expects of its webhook). */
  envelope?: false;
}
