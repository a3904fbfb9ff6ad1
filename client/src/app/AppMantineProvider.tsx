import { localStorageColorSchemeManager, type MantineColorScheme, MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { cssVariablesResolver, theme } from '../shared/ui/theme';

const colorSchemeManager = localStorageColorSchemeManager();
const defaultColorScheme: MantineColorScheme = 'light';
const getRootElement = () => document.documentElement;

/**
 * Mantine's context and theme, as its `MantineProvider` gives them, without the two `<style>`
 * elements that provider renders: the theme's CSS variables and its responsive classes are a
 * stylesheet made from the same theme when the app is built (`virtual:mantine-theme.css`, see
 * scripts/mantine-theme-styles.ts), so the browser applies them before any script runs. And the
 * module that renders the variables works out Mantine's default theme's variables as it loads
 * (a few hundred colour conversions): three quarters of the app's first evaluation, one long
 * task on a phone, for variables this app never renders.
 */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({ manager: colorSchemeManager, defaultColorScheme, getRootElement, forceColorScheme: undefined });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesResolver,
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      deduplicateInlineStyles: false,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
