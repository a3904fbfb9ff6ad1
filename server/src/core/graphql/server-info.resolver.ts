import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { enabledProviders } from '../../modules/billing/providers/index.js';
import type { RequestContext } from '../context.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.js';
import { version } from '../version.js';

@ObjectType({ description: 'Facts about this server that clients need before anything else.' })
export class ServerInfo {
  @Field(() => String)
  version!: string;

  @Field(() => [String])
  languages!: string[];

  @Field(() => String)
  defaultLanguage!: string;

  @Field(() => [String], { description: 'The payment providers a checkout can use here (switched on and configured).' })
  paymentProviders!: string[];
}

@Resolver()
export class ServerInfoResolver {
  @Query(() => ServerInfo, { description: 'Facts about this server that clients need before anything else.' })
  serverInfo(@Ctx() context: RequestContext): ServerInfo {
    return { version, languages: [...LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE, paymentProviders: enabledProviders(context.config) };
  }
}
