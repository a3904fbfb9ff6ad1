import { Router } from 'express';
import { checkId } from '../../core/model/ids.js';
import { handle } from '../../core/rest/handler.js';
import { readData } from '../../core/rest/request-body.js';
import { subjectActedOn } from '../rbac/self.js';
import { notifySubject } from '../rbac/notify-subject.js';
import { submitFormRequest } from './form-requests.js';

/** Form requests, and notifications to a subject. */
export function crmRoutes(): Router {
  const router = Router();
  router.post('/crm/forms/:id/requests', handle(async (req, context) => ({ status: 201, data: await submitFormRequest(context, req.params.id, await readData(req)) })));
  router.post(
    '/rbac/subjects/:id/crm-module/form/request',
    handle(async (req, context) => {
      await subjectActedOn(context, checkId(req.params.id));
      const data = (await readData(req)) as { formId?: unknown } | undefined;
      return { status: 201, data: await submitFormRequest(context, data?.formId, data) };
    }),
  );
  router.post('/rbac/subjects/:id/notify', handle(async (req, context) => ({ status: 201, data: await notifySubject(context, checkId(req.params.id), await readData(req)) })));
  return router;
}
