import { describe, expect, it, vi } from 'vitest';
import { isEmptyRichText, parseRichText } from './draft-content';

describe('parseRichText', () => {
  it('splits raw draft-js blocks into runs of equal style and link', () => {
    const raw = JSON.stringify({
      blocks: [
        { text: 'Hello', type: 'header-two' },
        {
          text: 'Bold and link',
          type: 'unstyled',
          inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }],
          entityRanges: [{ offset: 9, length: 4, key: 0 }],
        },
      ],
      entityMap: { 0: { type: 'LINK', data: { url: '/shop' } } },
    });

    expect(parseRichText(raw)).toEqual({
      kind: 'rich',
      blocks: [
        { type: 'header-two', runs: [{ text: 'Hello', styles: [] }] },
        {
          type: 'unstyled',
          runs: [
            { text: 'Bold', styles: ['BOLD'] },
            { text: ' and ', styles: [] },
            { text: 'link', styles: [], link: '/shop' },
          ],
        },
      ],
    });
  });

  it('falls back to plain text for text that is not raw content', () => {
    expect(parseRichText('We design and sell clothing.')).toEqual({ kind: 'plain', text: 'We design and sell clothing.' });
    expect(parseRichText('{"title": "not draft"}')).toEqual({ kind: 'plain', text: '{"title": "not draft"}' });
  });

  it('logs broken JSON and shows it as plain text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRichText('{"blocks": [')).toEqual({ kind: 'plain', text: '{"blocks": [' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('isEmptyRichText', () => {
  it("is true for the editor's empty document and for blank text", () => {
    expect(isEmptyRichText(parseRichText('{"blocks":[{"text":"","type":"unstyled"}],"entityMap":{}}'))).toBe(true);
    expect(isEmptyRichText(parseRichText('  '))).toBe(true);
    expect(isEmptyRichText(parseRichText('Text'))).toBe(false);
  });
});
