import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Authentication, type Tokens } from './authentication.js';
import { describeMe } from './me.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { plain } from '../../core/graphql/upload-input.js';

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
  @Field(() => String, { nullable: true }) email?: string;
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
    new Authentication(context).requireSubject();
    return true;
  }

  @Mutation(() => RbacAuthenticationTokens, { description: 'A new anonymous subject with its tokens.' })
  async rbacAuthenticationInit(@Ctx() context: RequestContext) {
    return this.signedIn(context, await new Authentication(context).init());
  }

  @Mutation(() => RbacAuthenticationTokens)
  async rbacAuthenticationRegistration(@Ctx() context: RequestContext, @Arg('data', () => RbacLoginInput) data: RbacLoginInput) {
    return this.signedIn(context, await new Authentication(context).register(plain(data)));
  }

  @Mutation(() => RbacAuthenticationTokens)
  async rbacAuthenticationLogin(@Ctx() context: RequestContext, @Arg('data', () => RbacLoginInput) data: RbacLoginInput) {
    return this.signedIn(context, await new Authentication(context).login(plain(data)));
  }

  @Mutation(() => RbacAuthenticationTokens, { description: 'Exchanges a refresh token for new tokens (single use).' })
  async rbacAuthenticationRefresh(@Ctx() context: RequestContext, @Arg('refresh', () => String) refresh: string) {
    return this.signedIn(context, await new Authentication(context).refresh({ refresh }));
  }

  @Mutation(() => Boolean)
  async rbacAuthenticationLogout(@Ctx() context: RequestContext, @Arg('refresh', () => String, { nullable: true }) refresh?: string) {
    await new Authentication(context).logout({ refresh });
    clearSessionCookie(context.res, context.config);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Signs the signed-in subject out everywhere: every refresh and access token issued until now is refused.' })
  async rbacAuthenticationLogoutEverywhere(@Ctx() context: RequestContext) {
    await new Authentication(context).logoutEverywhere();
    clearSessionCookie(context.res, context.config);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sends a reset link when the account exists (the answer is the same either way).' })
  async rbacAuthenticationForgotPassword(@Ctx() context: RequestContext, @Arg('email', () => String) email: string) {
    await new Authentication(context).forgotPassword({ email });
    return true;
  }

  @Mutation(() => Boolean)
  async rbacAuthenticationResetPassword(@Ctx() context: RequestContext, @Arg('data', () => RbacResetPasswordInput) data: RbacResetPasswordInput) {
    await new Authentication(context).resetPassword(plain(data));
    return true;
  }

  @Mutation(() => String, { description: 'A single-use nonce for a Sign-In with Ethereum message.' })
  rbacAuthenticationEthereumNonce(@Ctx() context: RequestContext) {
    return new Authentication(context).walletNonce();
  }

  @Mutation(() => RbacAuthenticationTokens)
  async rbacAuthenticationEthereum(@Ctx() context: RequestContext, @Arg('data', () => RbacWalletInput) data: RbacWalletInput) {
    return this.signedIn(context, await new Authentication(context).walletLogin(plain(data)));
  }

  @Query(() => [RbacMeIdentity], { description: "A subject's identities: its own, or any for admins." })
  rbacSubjectIdentities(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string) {
    return new Authentication(context).identities(subjectId);
  }

  @Mutation(() => RbacMeIdentity)
  rbacSubjectIdentityCreate(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('data', () => RbacLoginInput) data: RbacLoginInput) {
    return new Authentication(context).addEmailIdentity(subjectId, plain(data));
  }

  @Mutation(() => RbacMeIdentity)
  rbacSubjectIdentityUpdate(
    @Ctx() context: RequestContext,
    @Arg('subjectId', () => ID) subjectId: string,
    @Arg('identityId', () => ID) identityId: string,
    @Arg('data', () => RbacIdentityChangeInput) data: RbacIdentityChangeInput,
  ) {
    return new Authentication(context).updateIdentity(subjectId, identityId, plain(data));
  }

  @Mutation(() => RbacMeIdentity)
  rbacSubjectIdentityDelete(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('identityId', () => ID) identityId: string) {
    return new Authentication(context).deleteIdentity(subjectId, identityId);
  }
}

