import { Ctx, Extensions, Field, FieldResolver, ObjectType, Query, Resolver } from 'type-graphql';
import { reads } from './answer-cache.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.js';
import type { RequestContext } from '../request-context.js';
import { version } from '../version.js';

/** Core's facts; modules add theirs as field resolvers of this type (billing: its payment providers). */
@ObjectType({ description: 'Facts about this server that clients need before anything else.' })
export class ServerInfo {
  @Field(() => String)
  version!: string;

  @Field(() => [String])
  languages!: string[];

  @Field(() => String)
  defaultLanguage!: string;
}

@Resolver(() => ServerInfo)
export class ServerInfoResolver {
  @Query(() => ServerInfo, { description: 'Facts about this server that clients need before anything else.' })
  // Settings and the build: no entity (the modules' fields of it answer from settings too).
  @Extensions(reads())
  serverInfo(): ServerInfo {
    return { version, languages: [...LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE };
  }

  @FieldResolver(() => String, {
    description: "The site's public address (PUBLIC_URL, no trailing slash): what canonical links and link previews name.",
  })
  publicUrl(@Ctx() context: RequestContext): string {
    return context.config.publicUrl;
  }

  @FieldResolver(() => String, {
    description: "The site's (and shop's) name (SITE_NAME): what tab titles, link previews and receipts name.",
  })
  siteName(@Ctx() context: RequestContext): string {
    return context.config.siteName;
  }
}
