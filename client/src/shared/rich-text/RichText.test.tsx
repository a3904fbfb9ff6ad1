import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { RichText } from './RichText';

const raw = JSON.stringify({
  blocks: [
    { text: 'Care', type: 'header-two' },
    { text: 'Wash cold, see the shop.', type: 'unstyled', inlineStyleRanges: [{ offset: 0, length: 10, style: 'BOLD' }], entityRanges: [{ offset: 19, length: 4, key: 0 }] },
    { text: 'Linen', type: 'unordered-list-item' },
    { text: 'Wool', type: 'unordered-list-item' },
  ],
  entityMap: { 0: { type: 'LINK', data: { url: '/shop' } } },
});

describe('RichText', () => {
  it('renders draft-js content: headings, styles, lists, links in the visitor language', async () => {
    await renderUi(<RichText value={raw} />, { path: '/ru' });
    expect(screen.getByRole('heading', { level: 2, name: 'Care' })).toBeTruthy();
    expect(screen.getByText('Wash cold,').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'shop' }).getAttribute('href')).toBe('/ru/shop');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Linen', 'Wool']);
  });

  it('renders numbered lists and images: a stored file under /public, a web address as it is', async () => {
    const withImages = JSON.stringify({
      blocks: [
        { text: 'First', type: 'ordered-list-item' },
        { text: 'Second', type: 'ordered-list-item' },
        { text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] },
        { text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 1 }] },
        { text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 2 }] },
      ],
      entityMap: {
        0: { type: 'IMAGE', data: { src: '/2026/11/tote.png', alt: 'A canvas tote' } },
        1: { type: 'IMAGE', data: { src: 'https://cdn.example.com/mug.jpg', alt: 'A mug' } },
        2: { type: 'IMAGE', data: { src: 'javascript:alert(1)', alt: 'Not run' } },
      },
    });
    await renderUi(<RichText value={withImages} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('img', { name: 'A canvas tote' }).getAttribute('src')).toBe('/public/2026/11/tote.png');
    expect(screen.getByRole('img', { name: 'A mug' }).getAttribute('src')).toBe('https://cdn.example.com/mug.jpg');
    // An address of another scheme becomes a path under /public, which cannot run code.
    expect(screen.getByRole('img', { name: 'Not run' }).getAttribute('src')).toBe('/public/javascript:alert(1)');
  });

  it('shows text that is not draft-js content as paragraphs', async () => {
    await renderUi(<RichText value={'First paragraph.\n\nSecond one.'} />);
    expect([...screen.getByTestId('rendered').querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First paragraph.', 'Second one.']);
  });

  it("renders nothing for the editor's empty document", async () => {
    await renderUi(<RichText value={'{"blocks":[{"text":"","type":"unstyled"}],"entityMap":{}}'} />);
    expect(screen.getByTestId('rendered').textContent).toBe('');
  });
});
