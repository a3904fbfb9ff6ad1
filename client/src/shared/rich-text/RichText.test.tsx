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

  it('shows text that is not draft-js content as paragraphs', async () => {
    await renderUi(<RichText value={'First paragraph.\n\nSecond one.'} />);
    expect([...screen.getByTestId('rendered').querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First paragraph.', 'Second one.']);
  });

  it("renders nothing for the editor's empty document", async () => {
    await renderUi(<RichText value={'{"blocks":[{"text":"","type":"unstyled"}],"entityMap":{}}'} />);
    expect(screen.getByTestId('rendered').textContent).toBe('');
  });
});
