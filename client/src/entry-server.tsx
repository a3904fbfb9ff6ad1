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
import { answerKey, type CarriedAnswers, CARRIED_ANSWERS_ID } from './app/carried-answers';
import { type RenderReport, RenderReportContext } from './shared/page/render-report';
import { routes } from './app/routes';
import { arrivedWhole, ArrivedWholeContext } from './pages/page-shown';
import { recordWrittenFormats, WRITTEN_FORMATS_ID, type WrittenFormats } from './shared/i18n/formatters';
import { languageOfPath, localizedPath } from './shared/i18n/language';

/** The query a page is rendered and cached with: the parameters public pages read, sorted. */
export { pageQuery } from './shared/links/page-query';

/** Runs one GraphQL operation in the server's own process, as an anonymous visitor. */
export type ExecuteGraphql = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/**
 * Told of each error of the render: it goes to the server's log, never into the page. What it
 * answers is the error's digest, which the page carries where the failed part would be (React's
 * `data-dgst`), for the browser to know that the server has the error: the request's id.
 */
export type OnRenderError = (error: unknown) => string | void;

export interface RenderedPage {
  status: number;
  html: string;
  /** The modules whose widget code the page loads (`website-builder`), for the answer to preload. */
  modules: string[];
  /**
   * Some widgets failed to render on the server and are left for the browser to render: the
   * page is this request's alone, for no cache to keep (the next may render whole).
   */
  partial: boolean;
}

/** Whether the server renders `pathname`: public pages do; the app's screens (sign-in, settings, the admin) do not. */
export function isServerRendered(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname);
  return matched?.at(-1)?.route.path === '*';
}

/**
 * An Apollo link answering from `execute`: no HTTP request to the server itself. Answers with
 * errors, which Apollo's cache does not keep, are also put in `errored`.
 */
function inProcessLink(execute: ExecuteGraphql, errored: CarriedAnswers): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length) errored[answerKey(operation)] = result as ApolloLink.Result;
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
const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * A boundary whose content failed in the render, left for the browser to render: React writes
 * `<!--$!-->`, a `<template>` (the error's digest; React's development build adds the error's
 * message and stacks), then the boundary's fallback, whose first tag is captured.
 */
const BOUNDARY_LEFT_TO_BROWSER = /<!--\$!-->(?:<template([^>]*)><\/template>)?(<[^>]*>)?/g;

/** A widget's boundary: its fallback is the widget's placeholder (WidgetSkeleton's mark). */
const isWidgetFallback = (tag: string | undefined) => /^<[^>]*\sdata-widget-skeleton[\s=>]/.test(tag ?? '');

/** The boundaries left for the browser with their digests alone: an error's message and stacks stay in the server's log. */
const withDigestsOnly = (html: string) =>
  html.replace(BOUNDARY_LEFT_TO_BROWSER, (_, attributes: string | undefined, fallback: string | undefined) => {
    const digest = /\sdata-dgst="[^"]*"/.exec(attributes ?? '')?.[0] ?? '';
    return `<!--$!--><template${digest}></template>${fallback ?? ''}`;
  });

interface Render {
  status: number;
  modules: string[];
  head: string;
  root: string;
  state: unknown;
  formats: WrittenFormats;
  /** Answers the cache does not hold (errors) that the page was rendered from. */
  answers: CarriedAnswers;
  partial: boolean;
}

/**
 * Renders the app at `url` as a whole document (`<html lang>` and the head React fills with the
 * tree's hoisted `<title>`, `<meta>` and `<link>`), the app alone inside `#root`, so that its
 * ids are those the browser's `hydrateRoot(#root)` computes. A widget that fails is left for the
 * browser (React's fallback in its place: its boundary is rendered there); undefined when anything
 * else failed.
 */
async function renderDocument(url: URL, execute: ExecuteGraphql, onError: OnRenderError): Promise<Render | undefined> {
  const errored: CarriedAnswers = {};
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(execute, errored), cache: createApolloCache() });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  let status = 200;
  const modules = new Set<string>();
  const report: RenderReport = { status: (set) => void (status = set), module: (module) => void modules.add(module) };
  let failures = 0;
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
      // An error inside a Suspense boundary still completes the render, with the boundary's
      // fallback for the browser to render it again. The errors of the last pass count: its
      // HTML is the answer.
      renderFunction: (node) => {
        failures = 0;
        return prerenderToNodeStream(node, {
          // Every boundary in place: a large one would otherwise come last with an inline script
          // moving it, which the Content-Security-Policy refuses.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError: (error) => {
            failures += 1;
            return onError(error);
          },
        });
      },
      }),
    );
    // A widget's failure is the widget's (the rest of the page stands); a failure anywhere else
    // (the layout, the page lookup: the site layout's boundary) is the page's.
    const left = [...result.matchAll(BOUNDARY_LEFT_TO_BROWSER)].map(([, , fallback]) => fallback);
    if (failures > 0 && !(left.length > 0 && left.every(isWidgetFallback))) return undefined;
    const partial = failures > 0;
    const head = /<head>([\s\S]*?)<\/head>/.exec(result)?.[1] ?? '';
    const root = /<div id="root">([\s\S]*)<\/div><\/body><\/html>$/.exec(partial ? withDigestsOnly(result) : result)?.[1];
    if (root === undefined) throw new Error('The render is not the document it was given');
    // A partial page carries no errors: the one that failed a widget is asked again in the
    // browser, where it may answer this time. A whole page's were all rendered (the not-found page).
    return { status, modules: [...modules], head, root, state: client.extract(), formats, answers: partial ? {} : errored, partial };
  } finally {
    client.stop();
  }
}

/**
 * The built index.html with the render put in: the language, the head's tags, the page and its
 * data. Every insertion is made by a function: a replacement string would read `$'`, `` $` ``,
 * `$&` and `$$` in rendered text (a title, a url) as patterns and copy parts of the template in.
 */
function fillTemplate(template: string, { head, root, state, formats, answers }: Render, language: string, hydrate: boolean): string {
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  // The tree's own title replaces the template's placeholder.
  if (/<title[\s>]/.test(head)) html = html.replace(/<title>[^<]*<\/title>/, '');
  html = html.replace('</head>', () => `${head}</head>`);
  // Without the state, the browser renders the page afresh (an error page shown in place of another url).
  // With what the render wrote with Intl, the browser hydrates without making a formatter.
  const carried = Object.keys(answers).length > 0 ? jsonScript(CARRIED_ANSWERS_ID, answers) : '';
  const data = hydrate ? jsonScript(APOLLO_STATE_ID, state) + jsonScript(WRITTEN_FORMATS_ID, formats) + carried : '';
  return html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>${data}`);
}

/**
 * The HTML answer for `url` (path and query), or undefined for urls the browser renders alone
 * (screens). A url no page serves answers 404 with the not-found page. A widget that fails to
 * render leaves its place for the browser to render it (the rest of the page rendered, the
 * answer partial); a page that fails otherwise answers 500 with the site's `/500` page, which the
 * browser then renders afresh. The errors go to `onError`, never into the page.
 */
export async function renderPage(url: string, execute: ExecuteGraphql, template: string, onError: OnRenderError): Promise<RenderedPage | undefined> {
  const target = new URL(url, 'http://localhost');
  if (!isServerRendered(target.pathname)) return undefined;
  const language = languageOfPath(target.pathname);
  const page = await renderDocument(target, execute, onError).catch((error: unknown) => void onError(error));
  if (page) return { status: page.status, html: fillTemplate(template, page, language, true), modules: page.modules, partial: page.partial };
  const errorPage = await renderDocument(new URL(localizedPath('/500', language), target), execute, onError).catch((error: unknown) => void onError(error));
  if (!errorPage || errorPage.status !== 200) return { status: 500, html: template, modules: [], partial: false };
  return { status: 500, html: fillTemplate(template, errorPage, language, false), modules: errorPage.modules, partial: errorPage.partial };
}
