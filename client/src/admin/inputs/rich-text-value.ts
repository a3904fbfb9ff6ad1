import {
  ContentState,
  convertFromRaw,
  convertToRaw,
  type DraftDecoratorType,
  EditorState,
  type RawDraftContentState,
} from 'draft-js';
import { parseRawContent } from '../../shared/rich-text/draft-content';

// The stored value is draft-js raw content serialised as JSON (`convertToRaw`), the shape
// the read-only `RichText` renders. These convert between it and the editor's state.

/**
 * The editor's state for a stored value: draft-js content as it is; any other text (a seeded
 * description, an import) as paragraphs, one per line, so that the editor opens everything it
 * is given; empty → an empty editor. Plain text stays as stored until it is edited.
 */
export function editorStateFromValue(value: string, decorator?: DraftDecoratorType): EditorState {
  const raw = parseRawContent(value, { quiet: true });
  if (!raw) return value.trim() ? EditorState.createWithContent(ContentState.createFromText(value), decorator) : EditorState.createEmpty(decorator);
  // Stored content may omit what `convertToRaw` always writes; draft-js fills in the rest.
  const content = convertFromRaw({ entityMap: {}, ...raw } as unknown as RawDraftContentState);
  return EditorState.createWithContent(content, decorator);
}

/** The value to store for the editor's content: '' when it has no text, so `required` can tell. */
export function valueFromContent(content: ContentState): string {
  return content.hasText() ? JSON.stringify(convertToRaw(content)) : '';
}
