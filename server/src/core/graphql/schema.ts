import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { models, relationsOf } from '../../modules/catalogue.js';
import { AdminModelsResolver } from './admin-models.resolver.js';
import { buildCrudResolver } from './crud-resolver.js';
import { typesOf } from './model-types-registry.js';
import { HostPageResolver } from '../../modules/host/page.resolver.js';
import { RbacAuthenticationResolver } from '../../modules/rbac/authentication.resolver.js';
import { EcommerceCartResolver } from '../../modules/ecommerce/cart.resolver.js';
import { BillingDummyPaymentsResolver } from '../../modules/billing/dummy-payments.resolver.js';
import { CrmFormRequestsResolver } from '../../modules/crm/form-requests.resolver.js';
import { ServerInfoResolver } from './server-info.resolver.js';


const crudResolvers = models.map((model) => buildCrudResolver(model, typesOf(model), relationsOf(model), typesOf));

/** The whole GraphQL schema: the generic CRUD of every entity plus the modules' own operations. */
export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const resolvers: NonEmptyArray<Function> = [ServerInfoResolver, AdminModelsResolver, HostPageResolver, RbacAuthenticationResolver, EcommerceCartResolver, BillingDummyPaymentsResolver, CrmFormRequestsResolver, ...crudResolvers];
  return buildSchema({ resolvers, validate: false, emitSchemaFile: false });
}
