import { Ctx, FieldResolver, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { ServerInfo } from '../../core/graphql/server-info.resolver.js';

/** Sign-in's fact about the server: whether Telegram sign-in is offered, and with which bot. */
@Resolver(() => ServerInfo)
export class RbacServerInfoResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The bot the Telegram Login Widget names when Telegram sign-in is configured (TELEGRAM_BOT_NAME); null when it is not.",
  })
  telegramBotName(@Ctx() context: RequestContext): string | null {
    const { botToken, botName } = context.config.rbac.telegram;
    return botToken && botName ? botName : null;
  }
}
