/** Every entity of the platform, one declaration each, gathered by module. */
import type { ModelDefinition } from '../core/model/define-model.js';
import { entitySchema } from '../core/model/entity-schema.js';
import * as agent from './agent/entities.js';
import * as analytic from './analytic/entities.js';
import * as billing from './billing/entities.js';
import * as blog from './blog/entities.js';
import * as crm from './crm/entities.js';
import * as ecommerce from './ecommerce/entities.js';
import * as fileStorage from './file-storage/entities.js';
import * as host from './host/entities.js';
import * as notification from './notification/entities.js';
import * as rbac from './rbac/entities.js';
import * as social from './social/entities.js';
import * as startup from './startup/entities.js';
import * as websiteBuilder from './website-builder/entities.js';

const isModel = (value: unknown): value is ModelDefinition =>
  typeof value === 'object' && value !== null && 'operations' in value && 'fields' in value;

export const models: ModelDefinition[] = [
  websiteBuilder,
  host,
  blog,
  crm,
  ecommerce,
  billing,
  social,
  fileStorage,
  notification,
  startup,
  analytic,
  agent,
  rbac,
].flatMap((module) => Object.values(module).filter(isModel));

/** The MikroORM mappings of every declaration. */
export const entities = models.map(entitySchema);
