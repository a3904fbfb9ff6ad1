import { ContentState, convertToRaw, EditorState, RichUtils, SelectionState } from 'draft-js';
import { describe, expect, it, vi } from 'vitest';
import { parseRichText } from '../../shared/rich-text/draft-content';
import { editorStateFromValue, valueFromContent } from './rich-text-value';

const stored = JSON.stringify({
  blocks: [
    { key: 'a1', text: 'Care', type: 'header-two', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    {
      key: 'b2',
      text: 'Wash cold, see the shop.',
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }, { offset: 5, length: 4, style: 'STRIKETHROUGH' }],
      entityRanges: [{ offset: 19, length: 4, key: 0 }],
      data: {},
    },
  ],
  entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/shop' } } },
});

describe('rich-text values', () => {
  it('opens plain text (seeded descriptions, broken JSON) as paragraphs, one per line, and empty values as an empty editor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [value, lines] of [
      ['Seeded description.', ['Seeded description.']],
      ['First line\nSecond line', ['First line', 'Second line']],
      ['{not json', ['{not json']],
      ['{"title":"JSON, but not draft-js"}', ['{"title":"JSON, but not draft-js"}']],
    ] as const) {
      const blocks = editorStateFromValue(value).getCurrentContent().getBlocksAsArray();
      expect(blocks.map((block) => [block.getType(), block.getText()])).toEqual(lines.map((line) => ['unstyled', line]));
    }
    // The editor takes broken JSON as the text it is: nothing to warn about there.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(editorStateFromValue('').getCurrentContent().hasText()).toBe(false);
    expect(editorStateFromValue('  ').getCurrentContent().hasText()).toBe(false);
  });

  it('reads stored content into the editor and writes it back unchanged', () => {
    const state = editorStateFromValue(stored);
    const content = state.getCurrentContent();
    expect(content.getBlocksAsArray().map((block) => [block.getType(), block.getText()])).toEqual([
      ['header-two', 'Care'],
      ['unstyled', 'Wash cold, see the shop.'],
    ]);
    expect(JSON.parse(valueFromContent(content))).toEqual(JSON.parse(stored));
  });

  it('reads minimal content (no keys, ranges or entity map), as other writers store it', () => {
    const state = editorStateFromValue('{"blocks":[{"text":"Just text"}]}');
    expect(state.getCurrentContent().getPlainText()).toBe('Just text');
  });

  it('stores formatting under the names the read-only renderer knows', () => {
    const content = ContentState.createFromText('Bold words');
    const block = content.getFirstBlock();
    const selection = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: 0, focusOffset: 4 });
    let state = EditorState.forceSelection(EditorState.createWithContent(content), selection);
    state = RichUtils.toggleInlineStyle(state, 'BOLD');
    state = RichUtils.toggleBlockType(state, 'header-one');
    expect(parseRichText(valueFromContent(state.getCurrentContent()))).toEqual({
      kind: 'rich',
      blocks: [{ type: 'header-one', runs: [{ text: 'Bold', styles: ['BOLD'] }, { text: ' words', styles: [] }] }],
    });
  });

  it("stores '' for content without text, and reads '' as an empty editor", () => {
    const empty = editorStateFromValue('');
    expect(empty.getCurrentContent().hasText()).toBe(false);
    expect(valueFromContent(empty.getCurrentContent())).toBe('');
    expect(convertToRaw(empty.getCurrentContent()).blocks).toHaveLength(1);
  });
});
