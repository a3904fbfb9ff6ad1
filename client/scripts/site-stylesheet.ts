import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** Where the build records the site stylesheet, for the server's render of public pages. */
export const SITE_STYLESHEET_RECORD = ".vite/site-stylesheet.json";

/** What {@link SITE_STYLESHEET_RECORD} holds: the sheet, and the stylesheets it holds in full. */
export interface SiteStylesheetRecord {
  file: string;
  holds: string[];
}

/** The module widgets' code, loaded lazily (src/modules/<module>/<Name>Widget.tsx). */
const WIDGET_MODULE = /[\\/]src[\\/]modules[\\/][^\\/]+[\\/][A-Za-z]+Widget\.tsx$/;

/**
 * One stylesheet for the pages the server renders: the app's own stylesheet and those of every
 * module widget's code (with the chunks that code imports), in the order the browser would
 * apply them (a chunk's imports before the chunk).
 *
 * A rendered page shows its widgets before their code arrives, so their styles must come with
 * the page; linked one by one they were two dozen small render-blocking requests (each widget
 * chunk and each shared component chunk has its own), which a phone on a slow network fetches
 * a few at a time before its first paint. Merged they are one request.
 */
export function siteStylesheet(): Plugin {
  return {
    name: "site-stylesheet",
    apply: "build",
    generateBundle: {
      // Before the manifest is written, so that the compression of the build's files (done
      // there, see vite-plugin-compression2) compresses this sheet too.
      order: "pre",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html"));
        const widgets = chunks.filter((chunk) => chunk.isDynamicEntry && WIDGET_MODULE.test(chunk.facadeModuleId ?? ""));
        if (!entry || widgets.length === 0) return;
        const sheets = orderedStylesheets([entry, ...widgets], bundle);
        const source = sheets.map((sheet) => cssSource(bundle, sheet)).join("\n");
        const reference = this.emitFile({ type: "asset", name: "site.css", source });
        const record: SiteStylesheetRecord = { file: this.getFileName(reference), holds: sheets };
        this.emitFile({ type: "asset", fileName: SITE_STYLESHEET_RECORD, source: `${JSON.stringify(record, null, 2)}\n` });
      },
    },
  };
}

/** The stylesheets of these chunks and of every chunk they import, each once, imports first. */
function orderedStylesheets(roots: OutputChunk[], bundle: OutputBundle): string[] {
  const sheets = new Set<string>();
  const visited = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const output = bundle[imported];
      if (output?.type === "chunk") visit(output);
    }
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  };
  roots.forEach(visit);
  return [...sheets];
}

function cssSource(bundle: OutputBundle, fileName: string): string {
  const output = bundle[fileName];
  if (output?.type !== "asset") throw new Error(`site stylesheet: ${fileName} is not in the build`);
  return typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
}
