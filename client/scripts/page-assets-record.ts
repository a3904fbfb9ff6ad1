import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** Where the build records how a server-rendered page links its files (read by the server's page-assets.ts). */
export const PAGE_ASSETS_RECORD = ".vite/page-assets.json";

/** What {@link PAGE_ASSETS_RECORD} holds; file names relative to the build's folder. */
export interface PageAssetsRecord {
  /** The site stylesheet, and the stylesheets it holds in full. */
  stylesheet: { file: string; holds: string[] };
  /** The loader that starts the app's code after the first paint (src/after-paint.ts). */
  loader: string;
  /** Per module (`website-builder`), the scripts of its widget code the app's own do not hold. */
  widgetScripts: Record<string, string[]>;
}

/** The module widgets' code, loaded lazily (src/modules/<module>/<Name>Widget.tsx): the module is its folder. */
const WIDGET_MODULE = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/][A-Za-z]+Widget\.tsx$/;

/**
 * What the server needs to know of the build to link a rendered page's files (see the server's
 * page-assets.ts for why each):
 *
 * - **One stylesheet** for the pages the server renders: the app's own stylesheet and those of
 *   every module widget's code (with the chunks that code imports), in the order the browser would
 *   apply them (a chunk's imports before the chunk). Linked one by one they were two dozen small
 *   render-blocking requests (each widget chunk and each shared component chunk has its own).
 * - **The after-paint loader**, an entry of its own.
 * - **Each module's widget scripts**, to preload with the app's on a page showing its widgets.
 */
export function pageAssetsRecord(): Plugin {
  return {
    name: "page-assets-record",
    apply: "build",
    generateBundle: {
      // Before Vite's own hooks, in one of which vite-plugin-compression2 compresses the build's
      // files: the stylesheet is compressed with them.
      order: "pre",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html"));
        const loader = chunks.find((chunk) => chunk.isEntry && /[\\/]src[\\/]after-paint\.ts$/.test(chunk.facadeModuleId ?? ""));
        const widgets = chunks.filter((chunk) => chunk.isDynamicEntry && WIDGET_MODULE.test(chunk.facadeModuleId ?? ""));
        if (!entry || !loader || widgets.length === 0) return;

        const holds = [...new Set([entry, ...widgets].flatMap((chunk) => closure(chunk, bundle)).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
        const source = holds.map((sheet) => cssSource(bundle, sheet)).join("\n");
        const stylesheet = this.getFileName(this.emitFile({ type: "asset", name: "site.css", source }));

        const appScripts = new Set(closure(entry, bundle).map((chunk) => chunk.fileName));
        const widgetScripts = Object.fromEntries(
          widgets.map((chunk) => [WIDGET_MODULE.exec(chunk.facadeModuleId!)![1], closure(chunk, bundle).map((imported) => imported.fileName).filter((file) => !appScripts.has(file))]),
        );
        const record: PageAssetsRecord = { stylesheet: { file: stylesheet, holds }, loader: loader.fileName, widgetScripts };
        this.emitFile({ type: "asset", fileName: PAGE_ASSETS_RECORD, source: `${JSON.stringify(record, null, 2)}\n` });
      },
    },
  };
}

/** The chunk and every chunk it imports statically, each once, imports before the chunk importing them. */
function closure(root: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const ordered: OutputChunk[] = [];
  const visited = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const output = bundle[imported];
      if (output?.type === "chunk") visit(output);
    }
    ordered.push(chunk);
  };
  visit(root);
  return ordered;
}

function cssSource(bundle: OutputBundle, fileName: string): string {
  const output = bundle[fileName];
  if (output?.type !== "asset") throw new Error(`site stylesheet: ${fileName} is not in the build`);
  return typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
}
