import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../test/fixtures';
import { button, slide, websiteBuilderWidget } from './test-fixtures';
import { renderUi } from '../../test/render-ui';
import WebsiteBuilderWidget from './WebsiteBuilderWidget';

describe('website-builder widget variants', () => {
  it('renders nothing for an unknown variant', async () => {
    await renderUi(<WebsiteBuilderWidget widget={websiteBuilderWidget({ id: 'w', variant: 'marquee-default', title: text('Hidden') })} />);
    expect(screen.getByTestId('rendered').textContent).toBe('');
  });

  it("shows 'Untitled' for a title with no translation in the visitor's language", async () => {
    await renderUi(<WebsiteBuilderWidget widget={websiteBuilderWidget({ id: 'w', variant: 'content-default', title: text('About us') })} />, { path: '/ru' });
    expect(screen.getByRole('heading', { name: 'Untitled' })).toBeTruthy();
  });

  it('opens and closes the navbar menu with the burger', async () => {
    const navbar = websiteBuilderWidget({ id: 'nav', variant: 'navbar-default', title: text('Menu') });
    await renderUi(<WebsiteBuilderWidget widget={navbar} />);
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('slider carousel', () => {
  const slider = websiteBuilderWidget({
    id: 'hero',
    variant: 'default',
    sliders: [
      {
        id: 'slider',
        variant: 'default',
        className: null,
        title: text('Highlights'),
        slides: [
          slide('s1', 'Summer linen', null, '/shop', [button('b1', 'Shop now', null, '/shop', 'primary')]),
          slide('s2', 'Gifts', null, null),
          slide('s3', 'Visit us', null, 'https://maps.example.com'),
        ],
      },
    ],
  });
  const activeSlide = () => screen.getAllByRole('group', { hidden: true }).find((group) => group.getAttribute('aria-hidden') === 'false');

  it('loops when its left and right edges are clicked', async () => {
    await renderUi(<WebsiteBuilderWidget widget={slider} />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(within(activeSlide()!).getByText('Summer linen')).toBeTruthy();

    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(within(activeSlide()!).getByText('Visit us')).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(activeSlide()!).getByText('Gifts')).toBeTruthy();
  });

  it('makes a slide with a url one link, and leaves one without a plain block', async () => {
    await renderUi(<WebsiteBuilderWidget widget={slider} />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(within(slides[0]).getByRole('link', { name: 'Summer linen' }).getAttribute('href')).toBe('/shop');
    // Its button is named with the slide it belongs to: 'Shop now' alone says little out of context.
    expect(within(slides[0]).getByRole('link', { name: /^Shop now\s*: Summer linen$/ }).getAttribute('data-button-variant')).toBe('primary');
    expect(within(slides[1]).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(within(slides[2]).getByRole('link', { name: 'Visit us', hidden: true }).getAttribute('target')).toBe('_blank');
  });
});
