import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { typesOf } from '../../core/graphql/model-types-registry.js';
import { notifySubject } from '../rbac/notify-subject.js';
import { CrmRequest } from './entities.js';
import { submitFormRequest } from './form-requests.js';
import { plain } from '../../core/graphql/plain-input.js';

/** Form requests and subject notifications over GraphQL, with the REST routes' rules. */
@Resolver()
export class CrmFormRequestsResolver {
  @Mutation(() => typesOf(CrmRequest).object, { description: 'Sends a filled-in form: answers by input id or slug.' })
  crmFormRequestCreate(
    @Ctx() context: RequestContext,
    @Arg('formId', () => ID) formId: string,
    @Arg('answers', () => GraphQLJSONObject) answers: Record<string, unknown>,
  ) {
    return submitFormRequest(context, formId, { answers });
  }

  @Mutation(() => Boolean, { description: 'Queues a message to a subject (the server or an admin).' })
  async rbacSubjectNotify(
    @Ctx() context: RequestContext,
    @Arg('subjectId', () => ID) subjectId: string,
    @Arg('variant', () => String, { nullable: true }) variant?: string,
    @Arg('payload', () => GraphQLJSONObject, { nullable: true }) payload?: Record<string, unknown>,
    @Arg('title', () => String, { nullable: true }) title?: string,
    @Arg('body', () => String, { nullable: true }) body?: string,
  ) {
    await notifySubject(context, subjectId, plain({ variant, payload, title, body }));
    return true;
  }
}
