import { describe, expect, it } from 'vitest';
import { buttonStyle } from './button-styles';

describe('buttonStyle', () => {
  it("maps every variant of the spec's button to a Mantine style", () => {
    expect(buttonStyle('default')).toEqual({ variant: 'default' });
    expect(buttonStyle('primary')).toEqual({ variant: 'filled' });
    expect(buttonStyle('destructive')).toEqual({ variant: 'filled', color: 'red' });
    expect(buttonStyle('secondary')).toEqual({ variant: 'light' });
    expect(buttonStyle('outline')).toEqual({ variant: 'outline' });
    expect(buttonStyle('link')).toEqual({ variant: 'transparent', underline: true });
    expect(buttonStyle('ghost')).toEqual({ variant: 'subtle', color: 'dark' });
  });

  it('shows an unknown variant as a default button rather than hiding it', () => {
    expect(buttonStyle('shiny')).toEqual({ variant: 'default' });
    expect(buttonStyle('toString')).toEqual({ variant: 'default' });
  });
});
