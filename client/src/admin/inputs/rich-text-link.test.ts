import { convertToRaw, EditorState, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { parseRichText } from '../../shared/rich-text/draft-content';
import { addLink, isLinkUrl, removeLink, selectedLink } from './rich-text-link';
import { editorStateFromValue, valueFromContent } from './rich-text-value';

/** An editor holding `text` with the characters [start, end) selected. */
function withSelection(state: EditorState, start: number, end = start) {
  const key = state.getCurrentContent().getFirstBlock().getKey();
  return EditorState.forceSelection(state, SelectionState.createEmpty(key).merge({ anchorOffset: start, focusOffset: end }));
}

const textState = (text: string) => editorStateFromValue(JSON.stringify({ blocks: [{ text }] }));

describe('rich-text links', () => {
  it('accepts web, mail and site addresses only', () => {
    for (const url of ['https://example.com/a?b=1', 'http://example.com', 'mailto:shop@example.com', '/blog/care', ' /shop ']) {
      expect(isLinkUrl(url), url).toBe(true);
    }
    for (const url of ['', 'example.com', 'javascript:alert(1)', 'https://', 'ftp://example.com', 'https://a b']) {
      expect(isLinkUrl(url), url).toBe(false);
    }
  });

  it('links the selection as a LINK entity with data.url, which the renderer reads', () => {
    const state = withSelection(textState('See the shop today'), 8, 12);
    const linked = addLink(state, state.getSelection(), ' /shop ');
    const raw = convertToRaw(linked.getCurrentContent());
    expect(raw.blocks[0].entityRanges).toEqual([{ offset: 8, length: 4, key: 0 }]);
    expect(raw.entityMap[0]).toEqual({ type: 'LINK', mutability: 'MUTABLE', data: { url: '/shop' } });
    const parsed = parseRichText(valueFromContent(linked.getCurrentContent()));
    expect(parsed.kind === 'rich' && parsed.blocks[0].runs).toEqual([
      { text: 'See the ', styles: [] },
      { text: 'shop', styles: [], link: '/shop' },
      { text: ' today', styles: [] },
    ]);
  });

  it('finds the whole link around a caret, and removes it', () => {
    const state = withSelection(textState('See the shop today'), 8, 12);
    const linked = addLink(state, state.getSelection(), 'https://example.com');
    expect(selectedLink(withSelection(linked, 2))).toBeNull();
    const caretInside = withSelection(linked, 10);
    const link = selectedLink(caretInside);
    expect([link?.getStartOffset(), link?.getEndOffset()]).toEqual([8, 12]);
    // Right after the link still counts as in it: the caret usually lands there.
    expect(selectedLink(withSelection(linked, 12))).not.toBeNull();
    const unlinked = removeLink(caretInside);
    expect(convertToRaw(unlinked.getCurrentContent()).blocks[0].entityRanges).toEqual([]);
    const outside = withSelection(linked, 2);
    expect(removeLink(outside)).toBe(outside);
  });
});
