import { Ctx, FieldResolver, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { ServerInfo } from '../../core/graphql/server-info.resolver.js';
import { enabledProviders } from './providers/index.js';

/** Billing's fact about the server: which payment providers a checkout can use. */
@Resolver(() => ServerInfo)
export class BillingServerInfoResolver {
  @FieldResolver(() => [String], { description: 'The payment providers a checkout can use here (switched on and configured).' })
  paymentProviders(@Ctx() context: RequestContext): string[] {
    return enabledProviders(context.config);
  }
}
