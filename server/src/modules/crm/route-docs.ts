import type { RouteDoc } from '../../core/rest/route-doc.js';

const uuid = { type: 'string', format: 'uuid' };
const request = { $ref: '#/components/schemas/CrmRequest' };
const answers = { type: 'object', description: 'Answers by input id or slug (or {answers: {...}}).', additionalProperties: true };

export const crmRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/crm/forms/:id/requests',
    tag: 'crm',
    summary: 'Sends a filled-in form (signed-in subjects); answers are checked against the inputs.',
    parameters: [{ name: 'id', in: 'path', schema: uuid }],
    body: answers,
    response: request,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/rbac/subjects/:id/crm-module/form/request',
    tag: 'crm',
    summary: 'The same, for the signed-in subject: the body carries formId.',
    parameters: [{ name: 'id', in: 'path', schema: uuid }],
    body: answers,
    response: request,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/rbac/subjects/:id/notify',
    tag: 'notification',
    summary: "Queues a message to the subject's email (server or admin): {variant, payload} of a template, or {title, body}.",
    parameters: [{ name: 'id', in: 'path', schema: uuid }],
    body: { type: 'object', properties: { variant: { type: 'string' }, payload: { type: 'object' }, title: { type: 'string' }, body: { type: 'string' }, language: { type: 'string' } } },
    response: { type: 'object', properties: { queued: { type: 'boolean' }, recipient: { type: 'string' } } },
    status: 201,
  },
];
