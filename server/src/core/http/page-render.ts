import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { anonymousRequestContext, type RequestContext, type SharedServices } from '../request-context.js';
import { CLIENT_DIST } from './client-app.js';

/** The server's render of the client, built by `vite build --ssr` beside `client/dist`. */
export const PAGE_RENDER_ENTRY = path.resolve(CLIENT_DIST, '../dist-server/entry-server.js');

export interface RenderedPage {
  status: number;
  html: string;
}

type ExecuteGraphql = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

/** What client/src/entry-server.tsx exports. */
interface PageRenderEntry {
  renderPage(url: string, execute: ExecuteGraphql, template: string, onError: (error: unknown) => void): Promise<RenderedPage | undefined>;
}

/** Renders the public page of a request: undefined when the url is not one (a screen) or no render is built. */
export type PageRender = (req: Request, res: Response) => Promise<RenderedPage | undefined>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets of the module widgets' code (`src/modules/<module>/<Name>Widget.tsx`, loaded
 * lazily, see the client's rendered-module.ts), from the build's manifest. A page rendered on the
 * server shows its widgets before their code arrives: their styles come with the page, linked in
 * its head, or the browser first lays the widgets out unstyled and then moves everything below.
 */
export function widgetStylesheets(dist: string): string[] {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (/^src\/modules\/[^/]+\/[A-Za-z]+Widget\.tsx$/.test(key)) visit(key);
  return [...css];
}

/** index.html with the widgets' stylesheets linked too (those it does not link already). */
function withStylesheets(template: string, sheets: string[]): string {
  const links = sheets.filter((sheet) => !template.includes(`"${sheet}"`)).map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet}">`);
  return template.replace('</head>', `${links.join('')}</head>`);
}

/** Answers of the page's queries are the GraphQL API's own, run in this process without HTTP. */
function inProcessGraphql(apollo: ApolloServer<RequestContext>, contextValue: RequestContext): ExecuteGraphql {
  return async (request) => {
    const response = await apollo.executeOperation(request, { contextValue });
    if (response.body.kind !== 'single') throw new Error(`${request.operationName ?? 'An operation'} answered incrementally`);
    return response.body.singleResult;
  };
}

/**
 * Renders public pages on the server: the React tree of the url with its data, which every
 * visitor gets alike (signed-in parts fill in in the browser), so the page's queries run as an
 * anonymous visitor's, through the same access rules and the same cached answers as the
 * browser's. Rendered pages are kept in the public cache per path (language prefix included)
 * and query, and dropped like every public answer by any write and by revalidation.
 */
export function pageRender(
  apollo: ApolloServer<RequestContext>,
  services: SharedServices,
  { entry = PAGE_RENDER_ENTRY, dist = CLIENT_DIST } = {},
): PageRender {
  let loaded: Promise<{ renderer: PageRenderEntry; template: string } | undefined> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const template = path.join(dist, 'index.html');
      if (!fs.existsSync(entry) || !fs.existsSync(template)) {
        services.logger.warn({ entry }, 'pages are not rendered on the server: the render is not built (`npm run build`)');
        return undefined;
      }
      const renderer = (await import(pathToFileURL(entry).href)) as PageRenderEntry;
      return { renderer, template: withStylesheets(fs.readFileSync(template, 'utf8'), widgetStylesheets(dist)) };
    })());

  return async (req, res) => {
    const built = await load();
    if (!built) return undefined;
    const { cache } = services;
    const query = req.originalUrl.slice(req.path.length);
    const kind = `page ${query}`;
    const kept = cache.get(req.path, kind) as RenderedPage | undefined;
    if (kept) return kept;
    const readAt = cache.generation;
    const execute = inProcessGraphql(apollo, anonymousRequestContext(req, res, services));
    const page = await built.renderer.renderPage(req.path + query, execute, built.template, (error) =>
      (req.log ?? services.logger).error({ err: error }, 'the page failed to render'),
    );
    // Only pages: a miss or an error is not worth a place that a page could take.
    if (page?.status === 200) cache.set(req.path, kind, page, readAt);
    return page;
  };
}
