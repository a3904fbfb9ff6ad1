import type { ButtonVariant, MantineColor } from '@mantine/core';

export interface ButtonStyle {
  variant: ButtonVariant;
  color?: MantineColor;
  /** Underlined like text: the 'link' variant. */
  underline?: boolean;
}

/**
 * The spec's button variants as Mantine button styles. 'default' and any variant nobody
 * knows look the same: a plain bordered button, so that a typo never hides a button.
 */
export const BUTTON_STYLES: Readonly<Record<string, ButtonStyle>> = {
  default: { variant: 'default' },
  primary: { variant: 'filled' },
  destructive: { variant: 'filled', color: 'red' },
  secondary: { variant: 'light' },
  outline: { variant: 'outline' },
  link: { variant: 'transparent', underline: true },
  ghost: { variant: 'subtle', color: 'dark' },
};

export function buttonStyle(variant: string): ButtonStyle {
  return Object.hasOwn(BUTTON_STYLES, variant) ? BUTTON_STYLES[variant] : BUTTON_STYLES.default;
}
