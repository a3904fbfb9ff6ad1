/**
 * The server's render of public pages (built with `vite build --ssr` into `client/dist-server`,
 * imported by the API server at run time). It renders the same routes and providers as
 * main.tsx for one url, waits for every lazy widget and every query, and answers the page's
 * HTML with the Apollo cache it filled, for the browser to hydrate without asking again.
 */
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { APOLLO_STATE_ID, createApolloCache } from './app/apollo-client';
import { AppProviders } from './app/AppProviders';
import { type RenderReport, RenderReportContext } from './app/render-report';
import { routes } from './app/routes';
import { arrivedWhole, ArrivedWholeContext } from './modules/host/page-context';
import { recordWrittenFormats, WRITTEN_FORMATS_ID, type WrittenFormats } from './shared/i18n/formatters';
import { languageOfPath, localizedPath } from './shared/i18n/language';

/** Runs one GraphQL operation in the server's own process, as an anonymous visitor. */
export type ExecuteGraphql = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  status: number;
  html: string;
  /** The modules whose widget code the page loads (`website-builder`), for the answer to preload. */
  modules: string[];
}

/** Whether the server renders `pathname`: public pages do; the app's screens (sign-in, settings, the admin) do not. */
export function isServerRendered(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname);
  return matched?.at(-1)?.route.path === '*';
}

/** An Apollo link answering from `execute`: no HTTP request to the server itself. */
function inProcessLink(execute: ExecuteGraphql): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/** What the render under way wrote with Intl: renders of concurrent requests interleave. */
const writtenInRender = new AsyncLocalStorage<WrittenFormats>();
recordWrittenFormats(() => writtenInRender.getStore());

/** JSON inside a `<script>`: no `<` can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface Render {
  status: number;
  modules: string[];
  head: string;
  root: string;
  state: unknown;
  formats: WrittenFormats;
}

/**
 * Renders the app at `url` as a whole document (`<html lang>` and the head React fills with the
 * tree's hoisted `<title>`, `<meta>` and `<link>`), the app alone inside `#root`, so that its
 * ids are those the browser's `hydrateRoot(#root)` computes. Undefined when the render failed.
 */
async function renderDocument(url: URL, execute: ExecuteGraphql, onError: (error: unknown) => void): Promise<Render | undefined> {
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(execute), cache: createApolloCache() });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  let status = 200;
  const modules = new Set<string>();
  const report: RenderReport = { status: (set) => void (status = set), module: (module) => void modules.add(module) };
  let failed = false;
  const formats: WrittenFormats = {};
  const tree = (
    <html lang={languageOfPath(url.pathname)}>
      <body>
        <div id="root">
          <RenderReportContext.Provider value={report}>
            <StrictMode>
              <ArrivedWholeContext.Provider value={arrivedWhole(true)}>
                <AppProviders apolloClient={client}>
                  {/* No hydration script: the routes load no data, and inline scripts are refused. */}
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </ArrivedWholeContext.Provider>
            </StrictMode>
          </RenderReportContext.Provider>
        </div>
      </body>
    </html>
  );
  try {
    const { result } = await writtenInRender.run(formats, () =>
      prerenderStatic({
      tree,
      context: { client },
      // An error inside a Suspense boundary still completes the render (with the boundary's
      // fallback, for the browser to try again): the page failed all the same.
      renderFunction: (node) =>
        prerenderToNodeStream(node, {
          // Every boundary in place: a large one would otherwise come last with an inline script
          // moving it, which the Content-Security-Policy refuses.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError: (error) => {
            failed = true;
            onError(error);
          },
        }),
      }),
    );
    if (failed) return undefined;
    const head = /<head>([\s\S]*?)<\/head>/.exec(result)?.[1] ?? '';
    const root = /<div id="root">([\s\S]*)<\/div><\/body><\/html>$/.exec(result)?.[1];
    if (root === undefined) throw new Error('The render is not the document it was given');
    return { status, modules: [...modules], head, root, state: client.extract(), formats };
  } finally {
    client.stop();
  }
}

/** The built index.html with the render put in: the language, the head's tags, the page and its data. */
function fillTemplate(template: string, { head, root, state, formats }: Render, language: string, hydrate: boolean): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  // The tree's own title replaces the template's placeholder.
  if (/<title[\s>]/.test(head)) html = html.replace(/<title>[^<]*<\/title>/, '');
  html = html.replace('</head>', `${head}</head>`);
  // Without the state, the browser renders the page afresh (an error page shown in place of another url).
  // With what the render wrote with Intl, the browser hydrates without making a formatter.
  const data = hydrate
    ? `<script type="application/json" id="${APOLLO_STATE_ID}">${scriptJson(state)}</script>` +
      `<script type="application/json" id="${WRITTEN_FORMATS_ID}">${scriptJson(formats)}</script>`
    : '';
  return html.replace('<div id="root"></div>', `<div id="root">${root}</div>${data}`);
}

/**
 * The HTML answer for `url` (path and query), or undefined for urls the browser renders alone
 * (screens). A url no page serves answers 404 with the not-found page; a page that fails to
 * render answers 500 with the site's `/500` page, which the browser then renders afresh; the
 * errors go to `onError`, never into the page.
 */
export async function renderPage(
  url: string,
  execute: ExecuteGraphql,
  template: string,
  onError: (error: unknown) => void,
): Promise<RenderedPage | undefined> {
  const target = new URL(url, 'http://localhost');
  if (!isServerRendered(target.pathname)) return undefined;
  const language = languageOfPath(target.pathname);
  const page = await renderDocument(target, execute, onError).catch((error: unknown) => void onError(error));
  if (page) return { status: page.status, html: fillTemplate(template, page, language, true), modules: page.modules };
  const errorPage = await renderDocument(new URL(localizedPath('/500', language), target), execute, onError).catch((error: unknown) => void onError(error));
  if (!errorPage || errorPage.status !== 200) return { status: 500, html: template, modules: [] };
  return { status: 500, html: fillTemplate(template, errorPage, language, false), modules: errorPage.modules };
}
