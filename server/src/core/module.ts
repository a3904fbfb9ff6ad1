// Modules declare TypeGraphQL resolvers: their decorators need the metadata API loaded first.
import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Language } from './languages.js';
import type { Row } from './model/row.js';
import type { ModelDefinition } from './model/define-model.js';
import type { PublicCache } from './cache/public-cache.js';
import type { Identification } from './request-context.js';
import type { RouteDoc } from './rest/route-doc.js';
import type { AnyEventHandler } from './events/event.js';
import type { ContentSources } from './http/security-headers.js';
import type { SettingsDeclaration } from './settings/settings.js';

/** A module's own REST paths: its router (given every module of the app) and the OpenAPI description of each path it serves. */
export interface ModuleRoutes {
  router: (modules: readonly ModuleDefinition[]) => Router;
  docs: RouteDoc[];
}

/**
 * Rows whose public pages get a drawn OpenGraph image when they have none (file-storage draws
 * them): found by slug under `/api/file-storage/opengraph/{kind}/{slug}.png`.
 */
export interface OpenGraphKind {
  /** The path segment naming them (`products`). */
  kind: string;
  model: ModelDefinition;
  /** The title the page's head shows for the row in `language`; absent: its own `title` in that language. */
  title?(em: EntityManager, row: Row, language: Language): Promise<string>;
}

export interface ModuleOptions<Settings extends object = object> {
  /** `ecommerce`: the first segment of its routes and tables. */
  name: string;
  /** The module of its entity declarations (`import * as entities`): every declaration in it is taken. */
  entities?: Record<string, unknown>;
  /** Its own GraphQL resolvers (TypeGraphQL classes), beside the generic ones of its entities. */
  resolvers?: Function[];
  /** Its own REST paths, mounted before the generic routes of every entity. */
  routes?: ModuleRoutes[];
  /** Entities it writes itself besides the generic service: their public reads are never cached. */
  writesOutsideService?: ModelDefinition[];
  /**
   * Who a request is signed in as (the module that signs subjects in; one at most): made once
   * per app, with the public cache whose drops (every write, on every instance) tell it what
   * it remembers has changed.
   */
  identification?: (app: { cache: PublicCache }) => Identification;
  /** What it does when other modules' events happen (see core/events). */
  handlers?: AnyEventHandler[];
  /** Its rows whose pages have drawn OpenGraph images. */
  openGraph?: OpenGraphKind[];
  /**
   * The settings it reads (`defineSettings`): its environment variables, their rules and the
   * refusals across them, and the keys of the config it makes of them (`{ rbac: ... }`).
   */
  settings?: SettingsDeclaration<Settings>;
  /** What its pages load from other hosts, given its settings: added to every answer's content policy. */
  contentSources?: (settings: Settings) => ContentSources;
}

/** What a module brings to the platform. Core knows modules only through this. */
export interface ModuleDefinition<Settings extends object = object> {
  name: string;
  models: ModelDefinition[];
  resolvers: Function[];
  routes: ModuleRoutes[];
  writesOutsideService: ModelDefinition[];
  identification?: (app: { cache: PublicCache }) => Identification;
  handlers: AnyEventHandler[];
  openGraph: OpenGraphKind[];
  settings?: SettingsDeclaration<Settings>;
  contentSources?(settings: Settings): ContentSources;
}

const isModel = (value: unknown): value is ModelDefinition =>
  typeof value === 'object' && value !== null && 'operations' in value && 'fields' in value;

/** One module: its entities, resolvers, routes and settings, composed by the app with the others. */
export function defineModule<Settings extends object = object>(options: ModuleOptions<Settings>): ModuleDefinition<Settings> {
  return {
    name: options.name,
    models: Object.values(options.entities ?? {}).filter(isModel),
    resolvers: options.resolvers ?? [],
    routes: options.routes ?? [],
    writesOutsideService: options.writesOutsideService ?? [],
    identification: options.identification,
    handlers: options.handlers ?? [],
    openGraph: options.openGraph ?? [],
    settings: options.settings,
    contentSources: options.contentSources,
  };
}
