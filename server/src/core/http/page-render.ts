import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { anonymousRequestContext, type RequestContext, type SharedServices } from '../request-context.js';
import { TooManyAttempts } from './rate-limit.js';
import { countPerAddress } from './request-limit.js';
import { CLIENT_DIST, withSiteTitle } from './client-dist.js';
import { type PageAssets, pageAssets } from './page-assets.js';

/** The server's render of the client, built by `vite build --ssr` beside `client/dist`. */
export const PAGE_RENDER_ENTRY = path.resolve(CLIENT_DIST, '../dist-server/entry-server.js');

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * Some of its widgets failed to render and are left for the browser: an answer for this
   * request alone, which no cache may keep (the next request may render whole).
   */
  partial: boolean;
}

type ExecuteGraphql = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

/** What a request for a page came to: served from the public cache, rendered, or refused (over its address's render limit). */
export type PageRenderOutcome = 'cached' | 'rendered' | 'refused';

/** What client/src/entry-server.tsx exports. */
interface PageRenderEntry {
  /** Whether the server renders the page at this path (public pages; not the app's screens). */
  isServerRendered(pathname: string): boolean;
  /** The part of a query string public pages read (client/src/shared/links/page-query.ts), sorted: '' for most. */
  pageQuery(search: string): string;
  renderPage(
    url: string,
    execute: ExecuteGraphql,
    template: string,
    /** Logs a render's error; answers its digest (which the page carries where the failed part would be). */
    onError: (error: unknown) => string | void,
  ): Promise<(RenderedPage & { modules: string[] }) | undefined>;
}

/** Renders the public page of a request: undefined when the url is not one (a screen) or no render is built. */
export type PageRender = (req: Request, res: Response) => Promise<RenderedPage | undefined>;

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
 * browser's. A page is rendered for its path (language prefix included) and the query
 * parameters public pages read, none of the others (`?x=1` is the page itself), and kept in the
 * public cache under them until a write to an entity its queries read, or a revalidation of its
 * path, drops it; partial pages (a widget failed) never are. A render costs CPU a cached page
 * does not: each client address may have RATE_LIMIT_RENDERS_PER_MINUTE pages rendered a minute
 * (then 429 with Retry-After), and is served cached pages whatever it asked before.
 */
export function pageRender(
  apollo: ApolloServer<RequestContext>,
  services: SharedServices,
  {
    entry = PAGE_RENDER_ENTRY,
    dist = CLIENT_DIST,
    counted = () => {},
  }: { entry?: string; dist?: string; counted?: (outcome: PageRenderOutcome) => void } = {},
): PageRender {
  let loaded: Promise<{ renderer: PageRenderEntry; assets: PageAssets } | undefined> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const template = path.join(dist, 'index.html');
      if (!fs.existsSync(entry) || !fs.existsSync(template)) {
        services.logger.warn({ entry }, 'pages are not rendered on the server: the render is not built (`npm run build`)');
        return undefined;
      }
      const renderer = (await import(pathToFileURL(entry).href)) as PageRenderEntry;
      return { renderer, assets: pageAssets(dist, withSiteTitle(fs.readFileSync(template, 'utf8'), services.config.siteName)) };
    })());

  /** Counts a render against its client's address, refusing it past the limit. */
  const countRender = (req: Request) =>
    countPerAddress(services.limiter, services.config.rbac.secretKey, req, 'renders').catch((error: unknown) => {
      if (error instanceof TooManyAttempts) counted('refused');
      throw error;
    });

  return async (req, res) => {
    const built = await load();
    if (!built || !built.renderer.isServerRendered(req.path)) return undefined;
    const { cache } = services;
    const query = built.renderer.pageQuery(req.originalUrl.slice(req.path.length));
    const kind = `page ${query}`;
    const kept = cache.get(req.path, kind) as RenderedPage | undefined;
    if (kept) {
      counted('cached');
      return kept;
    }
    await countRender(req);
    counted('rendered');
    const readAt = cache.generation;
    // The page holds the rows its queries read: the entities they name are the page's.
    const context = { ...anonymousRequestContext(req, res, services), answerModels: new Set<string>() };
    const rendered = await built.renderer.renderPage(req.path + query, inProcessGraphql(apollo, context), built.assets.template, (error) => {
      (req.log ?? services.logger).error({ err: error }, 'the page (or a widget of it) failed to render');
      // The browser's console names the request whose log line this is.
      return String(req.id ?? '');
    });
    const page = rendered && { status: rendered.status, html: built.assets.withModuleScripts(rendered.html, rendered.modules), partial: rendered.partial };
    // Only whole pages: a miss or an error is not worth a place that a page could take, and a
    // partial page would stand for the whole one until the next write.
    if (page?.status === 200 && !page.partial) cache.set(req.path, kind, page, { readAt, models: context.answerModels });
    return page;
  };
}
