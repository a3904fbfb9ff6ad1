import type { Plugin } from "vite";

/**
 * Mantine's styles per component, each travelling with the component's code: a page's
 * stylesheets hold the rules of the components its code uses, not all of Mantine's (the whole
 * `@mantine/core/styles.css` is 290 KB, of which a public page used about a tenth, and a phone
 * parses all of it before its first paint).
 *
 * Every Mantine component reads its class names from its `<Name>.module.mjs`; the build adds
 * the matching `@mantine/core/styles/<Name>.layer.css` import there, so the stylesheet lands in
 * the chunk that holds the component (the entry's, a widget's, the admin's) and in the order of
 * the imports (a component's dependencies first). The rules sit in Mantine's `mantine` layer:
 * the app's own styles override them whichever chunk's stylesheet the browser reads last.
 * The global styles (reset, default variables) are imported by the entries themselves.
 *
 * The dev server pre-bundles Mantine, so no transform sees its modules there: it gets the whole
 * layered stylesheet instead, with the entry.
 */
export function mantineStylesPerComponent(): Plugin {
  let serving = false;
  return {
    name: "mantine-styles-per-component",
    configResolved(config) {
      serving = config.command === "serve" && !config.isProduction && config.mode !== "test";
    },
    transform(code, id) {
      if (serving) {
        if (/[\\/]src[\\/]main\.tsx$/.test(id)) return { code: `import "@mantine/core/styles.layer.css";\n${code}`, map: null };
        return undefined;
      }
      const component = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/.exec(id)?.[1];
      if (!component) return undefined;
      return { code: `import "@mantine/core/styles/${component}.layer.css";\n${code}`, map: null };
    },
  };
}
