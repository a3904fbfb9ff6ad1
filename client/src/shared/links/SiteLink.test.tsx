import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  it('opens other sites in a new tab, without giving them this window', async () => {
    await renderUi(<SiteLink url="https://github.com">GitHub</SiteLink>, { path: '/ru' });
    const link = screen.getByRole('link', { name: 'GitHub' });
    expect(link.getAttribute('href')).toBe('https://github.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("keeps visitors in their language on this site's paths", async () => {
    await renderUi(
      <>
        <SiteLink url="/shop">Shop</SiteLink>
        <SiteLink url="">Home</SiteLink>
      </>,
      { path: '/ru/about' },
    );
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/ru/shop');
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/ru');
  });

  it('renders a stored javascript: url, however disguised, as a link to the home page', async () => {
    await renderUi(
      <>
        <SiteLink url=" javascript:alert(1)">Spaced</SiteLink>
        <SiteLink url={'\u0001JaVaScRiPt:alert(1)'}>Control</SiteLink>
      </>,
      { path: '/ru/about' },
    );
    for (const name of ['Spaced', 'Control']) {
      const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
      expect(href).toBe('/ru');
      expect(href.toLowerCase()).not.toContain('script');
    }
  });
});
