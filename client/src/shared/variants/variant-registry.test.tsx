import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { type VariantRegistry, VariantView } from './variant-registry';

const registry: VariantRegistry<{ name: string }> = {
  default: ({ name }) => <p>Hello, {name}</p>,
  'card-default': ({ name }) => <article>Card of {name}</article>,
};

describe('VariantView', () => {
  it("renders the registry's component for the variant, with the props", async () => {
    await renderUi(<VariantView registry={registry} variant="card-default" props={{ name: 'Ada' }} />);
    expect(screen.getByTestId('rendered').textContent).toBe('Card of Ada');
  });

  it("renders a known variant's component even where unknown ones are labelled", async () => {
    await renderUi(<VariantView registry={registry} variant="default" props={{ name: 'Ada' }} whenUnknown="label" />);
    expect(screen.getByTestId('rendered').textContent).toBe('Hello, Ada');
  });

  it('renders nothing for a variant nobody knows', async () => {
    await renderUi(<VariantView registry={registry} variant="hologram" props={{ name: 'Ada' }} />);
    expect(screen.getByTestId('rendered').textContent).toBe('');
  });

  it("does not take an object's inherited keys for variants", async () => {
    await renderUi(<VariantView registry={registry} variant="constructor" props={{ name: 'Ada' }} />);
    expect(screen.getByTestId('rendered').textContent).toBe('');
  });

  it("shows 'Unknown Variant' where asked to", async () => {
    await renderUi(<VariantView registry={registry} variant="hologram" props={{ name: 'Ada' }} whenUnknown="label" />);
    // The words of the spec, and nothing of the registry's components.
    expect(screen.getByTestId('rendered').textContent).toBe('Unknown Variant');
    expect(screen.getByText('Unknown Variant').dataset.unknownVariant).toBe('hologram');
  });
});
