import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { cssVariablesResolver, theme } from "../src/shared/ui/theme";

const ID = "virtual:mantine-theme.css";
// Vite treats a resolved id ending in .css as a stylesheet: bundled, minified, linked.
const RESOLVED = `\0${ID}`;

/**
 * `virtual:mantine-theme.css`: the `<style>` elements Mantine's own `MantineProvider` renders for
 * the app's theme (its CSS variables, with what differs from Mantine's defaults, and the
 * `hiddenFrom`/`visibleFrom` classes of its breakpoints), rendered by that provider once, at build
 * time, as a stylesheet. The app provides Mantine's context without them (AppMantineProvider.tsx).
 */
export function mantineThemeStyles(): Plugin {
  return {
    name: "mantine-theme-styles",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
      const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      if (styles.length !== 2) throw new Error(`mantine-theme-styles: MantineProvider rendered ${styles.length} <style> elements, not its variables and classes`);
      return styles.join("\n");
    },
  };
}
