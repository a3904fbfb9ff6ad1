import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { requireSubject } from '../../core/access/session.js';
import { login, register } from './email-password.js';
import { addEmailIdentity, confirmEmail, deleteIdentity, identities, updateIdentity } from './identities.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { logout, logoutEverywhere, refreshSession, startVisit, type Tokens } from './sessions.js';
import { linkTelegram, telegramLogin } from './telegram.js';
import { walletLogin, walletNonce } from './wallet.js';
import { describeMe } from './me.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { plain } from '../../core/graphql/plain-input.js';

@ObjectType({ description: 'A signed-in session: the access token (also set as the rbac.subject.jwt cookie) and the single-use refresh token.' })
class RbacAuthenticationTokens {
  @Field(() => String)
  jwt!: string;

  @Field(() => String)
  refresh!: string;
}

@ObjectType()
class RbacMeIdentity {
  @Field(() => ID) id!: string;
  @Field(() => String) provider!: string;
  @Field(() => String, { nullable: true, description: 'The address it signs in with: proven.' }) email?: string;
  @Field(() => String, { nullable: true, description: 'An address added or changed to, waiting for the code mailed to it: it signs nothing in until confirmed.' })
  pendingEmail?: string;
  @Field(() => Date, { nullable: true, description: 'When the code mailed to pendingEmail stops working.' }) pendingEmailExpiresAt?: Date;
  @Field(() => String, { nullable: true }) account?: string;
}

@ObjectType()
class RbacMeRole {
  @Field(() => ID) id!: string;
  @Field(() => String) uid!: string;
  @Field(() => String) title!: string;
}

@ObjectType({ description: 'The signed-in subject.' })
class RbacMe {
  @Field(() => ID) id!: string;
  @Field(() => String) slug!: string;
  @Field(() => [RbacMeIdentity]) identities!: RbacMeIdentity[];
  @Field(() => [RbacMeRole]) roles!: RbacMeRole[];
}

@InputType()
class RbacLoginInput {
  @Field(() => String) login!: string;
  @Field(() => String) password!: string;
}

@InputType()
class RbacResetPasswordInput {
  @Field(() => String) password!: string;
  @Field(() => String) passwordConfirmation!: string;
  @Field(() => String) code!: string;
}

@InputType()
class RbacWalletInput {
  @Field(() => String) message!: string;
  @Field(() => String) signature!: string;
  @Field(() => String, { nullable: true }) address?: string;
}

@InputType({ description: "The Telegram Login Widget's answer, field for field as the widget gives it (absent fields left out)." })
class RbacTelegramInput {
  @Field(() => ID, { description: 'Telegram user id' }) id!: string;
  @Field(() => String, { nullable: true }) first_name?: string;
  @Field(() => String, { nullable: true }) last_name?: string;
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) photo_url?: string;
  @Field(() => ID, { description: 'Unix time of the sign-in' }) auth_date!: string;
  @Field(() => String) hash!: string;
}

@InputType({ description: 'Change email ({email, password}) or password ({password, newPassword}); both need the current password.' })
class RbacIdentityChangeInput {
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) newPassword?: string;
}

/** The same sign-in, session and identity operations as the REST routes, over GraphQL. */
@Resolver()
export class RbacAuthenticationResolver {
  private signedIn(context: RequestContext, tokens: Tokens) {
    setSessionCookie(context.res, context.config, tokens.jwt);
    return tokens;
  }

  @Query(() => RbacMe, { nullable: true, description: 'The signed-in subject; null without a (valid) token.' })
  rbacMe(@Ctx() context: RequestContext) {
    return describeMe(context);
  }

  @Query(() => Boolean, { description: 'True when signed in; UNAUTHENTICATED otherwise.' })
  rbacIsAuthorized(@Ctx() context: RequestContext) {
    requireSubject(context.actor);
    return true;
  }

  @Mutation(() => RbacAuthenticationTokens, { description: 'A new anonymous subject with its tokens.' })
  async rbacAuthenticationInit(@Ctx() context: RequestContext) {
    return this.signedIn(context, await startVisit(context));
  }

  @Mutation(() => RbacAuthenticationTokens)
  async rbacAuthenticationRegistration(@Ctx() context: RequestContext, @Arg('data', () => RbacLoginInput) data: RbacLoginInput) {
    return this.signedIn(context, await register(context, plain(data)));
  }

  @Mutation(() => RbacAuthenticationTokens)
  async rbacAuthenticationLogin(@Ctx() context: RequestContext, @Arg('data', () => RbacLoginInput) data: RbacLoginInput) {
    return this.signedIn(context, await login(context, plain(data)));
  }

  @Mutation(() => RbacAuthenticationTokens, {
    description: 'Exchanges a refresh token for new tokens (single use). Refused (none given, expired, revoked), it clears the rbac.subject.jwt cookie too.',
  })
  async rbacAuthenticationRefresh(@Ctx() context: RequestContext, @Arg('refresh', () => String, { nullable: true }) refresh?: string) {
    return this.signedIn(context, await refreshSession(context, { refresh }));
  }

  @Mutation(() => Boolean)
  async rbacAuthenticationLogout(@Ctx() context: RequestContext, @Arg('refresh', () => String, { nullable: true }) refresh?: string) {
    await logout(context, { refresh });
    clearSessionCookie(context.res, context.config);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Signs the signed-in subject out everywhere: every refresh and access token issued until now is refused.' })
  async rbacAuthenticationLogoutEverywhere(@Ctx() context: RequestContext) {
    await logoutEverywhere(context);
    clearSessionCookie(context.res, context.config);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sends a reset link when the account exists (the answer is the same either way).' })
  async rbacAuthenticationForgotPassword(@Ctx() context: RequestContext, @Arg('email', () => String) email: string) {
    await forgotPassword(context, { email });
    return true;
  }

  @Mutation(() => Boolean)
  async rbacAuthenticationResetPassword(@Ctx() context: RequestContext, @Arg('data', () => RbacResetPasswordInput) data: RbacResetPasswordInput) {
    await resetPassword(context, plain(data));
    return true;
  }

  @Mutation(() => String, { description: 'A single-use nonce for a Sign-In with Ethereum message.' })
  rbacAuthenticationEthereumNonce(@Ctx() context: RequestContext) {
    return walletNonce(context);
  }

  @Mutation(() => RbacAuthenticationTokens)
  async rbacAuthenticationEthereum(@Ctx() context: RequestContext, @Arg('data', () => RbacWalletInput) data: RbacWalletInput) {
    return this.signedIn(context, await walletLogin(context, plain(data)));
  }

  @Mutation(() => RbacAuthenticationTokens, { description: "Signs in with the Telegram Login Widget's answer; the first sign-in makes the subject." })
  async rbacAuthenticationTelegram(@Ctx() context: RequestContext, @Arg('data', () => RbacTelegramInput) data: RbacTelegramInput) {
    return this.signedIn(context, await telegramLogin(context, plain(data)));
  }

  @Query(() => [RbacMeIdentity], { description: "A subject's identities: its own, or any for admins." })
  rbacSubjectIdentities(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string) {
    return identities(context, subjectId);
  }

  @Mutation(() => RbacMeIdentity, {
    description: 'Adds an email-and-password identity (one per subject): its address is pendingEmail until confirmed with the code mailed to it (rbacSubjectIdentityConfirmEmail).',
  })
  rbacSubjectIdentityCreate(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('data', () => RbacLoginInput) data: RbacLoginInput) {
    return addEmailIdentity(context, subjectId, plain(data));
  }

  @Mutation(() => RbacMeIdentity, { description: "Links a Telegram account to the subject with the Login Widget's answer (CONFLICT when another subject has it)." })
  rbacSubjectIdentityCreateTelegram(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('data', () => RbacTelegramInput) data: RbacTelegramInput) {
    return linkTelegram(context, subjectId, plain(data));
  }

  @Mutation(() => RbacMeIdentity, { description: "Confirms the identity's pendingEmail with the code mailed to it: the address becomes its email." })
  rbacSubjectIdentityConfirmEmail(
    @Ctx() context: RequestContext,
    @Arg('subjectId', () => ID) subjectId: string,
    @Arg('identityId', () => ID) identityId: string,
    @Arg('code', () => String) code: string,
  ) {
    return confirmEmail(context, subjectId, identityId, { code });
  }

  @Mutation(() => RbacMeIdentity, { description: 'Changes the email (pending until confirmed with the code mailed to it) or the password; both need the current password.' })
  rbacSubjectIdentityUpdate(
    @Ctx() context: RequestContext,
    @Arg('subjectId', () => ID) subjectId: string,
    @Arg('identityId', () => ID) identityId: string,
    @Arg('data', () => RbacIdentityChangeInput) data: RbacIdentityChangeInput,
  ) {
    return updateIdentity(context, subjectId, identityId, plain(data));
  }

  @Mutation(() => RbacMeIdentity)
  rbacSubjectIdentityDelete(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('identityId', () => ID) identityId: string) {
    return deleteIdentity(context, subjectId, identityId);
  }
}

