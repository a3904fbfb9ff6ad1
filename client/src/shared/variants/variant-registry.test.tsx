import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { UNKNOWN_VARIANT, type VariantRegistry, VariantView } from './variant-registry';

const registry: VariantRegistry<{ name: string }> = {
  default: ({ name }) => <p>Hello, {name}</p>,
  'card-default': ({ name }) => <article>Card of {name}</article>,
};

describe('VariantView', () => {
  it("renders the registry's component for the variant, with the props", async () => {
    await renderUi(<VariantView registry={registry} variant="card-default" props={{ name: 'Ada' }} />);
    expect(screen.getByText('Card of Ada')).toBeTruthy();
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
    expect(screen.getByText(UNKNOWN_VARIANT)).toBeTruthy();
    expect(UNKNOWN_VARIANT).toBe('Unknown Variant');
  });
});
