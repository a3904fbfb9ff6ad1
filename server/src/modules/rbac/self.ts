import { requireSelf } from '../../core/access/session.js';
import type { RequestContext } from '../../core/request-context.js';
import { RbacSubject } from './entities.js';

/** The subject a subject's own route acts on: the caller itself, or any subject for admins. */
export const subjectActedOn = (context: RequestContext, subjectId: string) => requireSelf(context, RbacSubject, subjectId);
