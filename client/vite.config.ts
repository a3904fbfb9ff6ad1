import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";
import { mantineStylesPerComponent } from "./scripts/mantine-styles-per-component";
import { mantineThemeStyles } from "./scripts/mantine-theme-styles";
import { pageAssetsRecord } from "./scripts/page-assets-record";

// Explicit, so that the root's `vitest --project client` and `vite build` from any
// working directory both resolve `src/`, the HTML entries and `dist/` here.
const clientRoot = fileURLToPath(new URL(".", import.meta.url));

// Where `npm run dev -w server` listens; the app and GraphiQL call it same-origin.
const apiServer = "http://localhost:4000";

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  // Every text file of the build also as .br and .gz beside it, compressed once at their
  // strongest: the server sends the copy the browser accepts (see client-app.ts).
  // The server's render (`vite build --ssr`) is read by Node from disk: nothing to compress.
  plugins: [
    react(),
    mantineStylesPerComponent(),
    mantineThemeStyles(),
    ...(isSsrBuild
      ? []
      : [
          pageAssetsRecord(),
          compression({
            algorithms: ["brotliCompress", "gzip"],
            logLevel: "silent",
          }),
        ]),
  ],
  // draft-js (the admin's rich text) reads `global`; without it the page stays blank.
  define: { global: "globalThis" },
  build: isSsrBuild
    ? // The server's render of public pages, beside (never inside) the files served to browsers.
      {
        outDir: "dist-server",
        rolldownOptions: {
          input: fileURLToPath(
            new URL("src/entry-server.tsx", import.meta.url),
          ),
        },
      }
    : {
        outDir: "dist",
        rolldownOptions: {
          input: {
            app: fileURLToPath(new URL("index.html", import.meta.url)),
            playground: fileURLToPath(
              new URL("playground.html", import.meta.url),
            ),
            // What a server-rendered page loads instead of the app's script (see after-paint.ts).
            "after-paint": fileURLToPath(
              new URL("src/after-paint.ts", import.meta.url),
            ),
          },
          output: {
            // Libraries every page needs, in chunks of their own: they change less often than
            // the app, so browsers keep them cached across releases. Component libraries stay
            // with the code that uses them, so that lazy modules keep their own components.
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                },
                // With Apollo's hooks, what makes each operation's generated hook of them (its
                // one-line `useXQuery`): shared by the entry and lazy chunks, it would be a file of its own.
                {
                  name: "apollo",
                  test: /[\\/]node_modules[\\/](@apollo|rxjs|@wry|optimism)[\\/]|[\\/]src[\\/]shared[\\/]graphql[\\/]operation-hooks\.ts$/,
                },
                // The Mantine components the app's entry uses itself (its frame, the toasts' close
                // button), with Box and the rest they import: one file on the home page. Left to the
                // bundler, each becomes a file of its own once lazy chunks (the admin's) share it,
                // and every file costs its own wrapping and compression (measure-bundle: 165.5 KiB
                // in 15 files, 163.8 in 10). A component only lazy chunks use stays with them.
                {
                  name: "mantine",
                  test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](UnstyledButton|CloseButton|Group|Text|Image|Anchor)[\\/]/,
                },
              ],
            },
          },
        },
      },
  // Dev server only (the build bundles all of it). GraphiQL's worker setup imports Monaco's
  // workers with `?worker`, which only Vite's own transform understands: dependency pre-bundling
  // must leave that module alone. The GraphQL worker's CommonJS dependencies are pre-bundled
  // instead, as the worker loads them one module at a time.
  optimizeDeps: {
    exclude: [
      "graphiql/setup-workers/vite",
      "@graphiql/react/setup-workers/vite",
    ],
    include: ["nullthrows", "picomatch-browser"].map(
      (dependency) =>
        `graphiql > @graphiql/react > monaco-graphql > ${dependency}`,
    ),
  },
  // `/playground` needs no rewrite: Vite's HTML fallback (dev and preview) already
  // answers `/name` with `name.html` when that file exists.
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      ["/graphql", "/api", "/healthz", "/public"].map((path) => [
        path,
        apiServer,
      ]),
    ),
  },
  test: {
    name: "client",
    root: clientRoot,
    environment: "happy-dom",
    setupFiles: ["src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // Rendering a page in happy-dom takes a few seconds when the server tests share the cores.
    testTimeout: 15_000,
  },
}));
