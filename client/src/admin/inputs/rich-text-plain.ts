import { parseRawContent } from '../../shared/rich-text/draft-content';

// Without draft-js: `RichTextInput` decides with this before it loads the editor.

/** True when the value is text the editor must not take over: not empty, not draft-js raw content. */
export function isPlainTextValue(value: string): boolean {
  return value.trim() !== '' && !parseRawContent(value);
}
