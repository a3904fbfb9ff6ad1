import type { RequestContext } from '../../core/request-context.js';
import { assertAdmin } from '../../core/access/policy.js';
import { badInput, notFound } from '../../core/errors.js';
import { checkId } from '../../core/model/ids.js';
import { rowsOf } from '../../core/crud/repository.js';
import { checkLanguage } from '../../core/languages.js';
import { checkJsonText } from '../../core/text-input.js';
import { RbacSubject } from './entities.js';
import { identitiesOf } from './subjects.js';
import { queueNotification } from '../notification/queue.js';

/**
 * `POST /api/rbac/subjects/{id}/notify` (the server or an admin): a message to a subject's
 * email, from a template (`variant`) and values, or a plain title and body.
 */
export async function notifySubject(context: RequestContext, subjectId: string, input: unknown) {
  assertAdmin(context.actor, 'Only the server or an admin may notify');
  const data = (input ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) throw badInput('data: expected an object', 'data');
  const variant = data.variant ?? 'default';
  if (typeof variant !== 'string') throw badInput('variant: expected a template variant', 'variant');
  const payload = data.payload ?? {};
  if (typeof payload !== 'object' || Array.isArray(payload)) throw badInput('payload: expected an object of template values', 'payload');
  for (const field of ['title', 'body', 'language'] as const) {
    if (data[field] !== undefined && typeof data[field] !== 'string') throw badInput(`${field}: expected a string`, field);
  }
  if (data.language !== undefined) checkLanguage(data.language, 'language');
  checkJsonText({ variant, payload, title: data.title, body: data.body }, 'data');
  const subject = await rowsOf(context.em, RbacSubject).findOne({ id: checkId(subjectId, 'subjectId') });
  if (!subject) throw notFound(`Subject ${subjectId} not found`);
  const recipient = (await identitiesOf(context.em, subjectId)).find((identity) => identity.email)?.email;
  if (!recipient) throw badInput('id: the subject has no email to notify', 'id');
  await queueNotification(context.em, {
    variant,
    recipient,
    subjectId,
    payload: { ...(payload as object), ...(data.title ? { fallbackTitle: data.title } : {}), ...(data.body ? { fallbackBody: data.body } : {}), ...(data.language ? { language: data.language } : {}) },
  });
  return { queued: true, recipient };
}
