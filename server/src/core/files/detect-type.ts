import { fileTypeFromBuffer } from 'file-type';

/** How many first bytes type detection reads: file-type's own "reasonable detection size". */
export const SNIFF_BYTES = 4100;

export interface DetectedType {
  mime: string;
  /** Without the dot; null when the type is unknown. */
  extension: string | null;
}

const XML = new Set(['application/xml', 'text/xml']);
const SVG = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * The type of a file from its first bytes, whatever its name or the client says. file-type
 * knows binary formats by their magic numbers; text has none, so text is recognised here:
 * SVG by its root element, anything else as text/plain (html and scripts included, so they
 * are never served as something a browser would run).
 */
export async function detectType(head: Uint8Array): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(head);
  const text = !found || XML.has(found.mime) ? decodeText(head) : null;
  // file-type names any document with an xml prolog xml, SVG included.
  if (text !== null && SVG.test(text)) return { mime: 'image/svg+xml', extension: 'svg' };
  if (found) return { mime: found.mime, extension: found.ext };
  if (text !== null) return { mime: 'text/plain', extension: 'txt' };
  return { mime: 'application/octet-stream', extension: null };
}

/** The head as UTF-8 text, or null when it is binary (a NUL byte, or not UTF-8). */
function decodeText(head: Uint8Array): string | null {
  if (head.includes(0)) return null;
  try {
    // `stream: true`: a character cut at the end of the head is not an error.
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
}

/** Whether a type is in the allowed list: exact types (`application/pdf`) or families (`image/`). */
export const isAllowedType = (mime: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.endsWith('/') ? mime.startsWith(entry) : mime === entry));
