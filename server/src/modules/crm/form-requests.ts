import type { RequestContext } from '../../core/request-context.js';
import { isAdmin } from '../../core/access/actor.js';
import { CrudService } from '../../core/crud/crud-service.js';
import { checkId } from '../../core/model/ids.js';
import { badInput, notFound, unauthenticated } from '../../core/errors.js';
import { checkText } from '../../core/text-input.js';
import type { RowOf } from '../../core/model/row.js';
import { serialize } from '../../core/rest/serialize.js';
import { queueDigestEntry } from '../notification/digest.js';
import { adminAddresses } from '../rbac/subjects.js';
import { CrmForm, CrmFormsToInputs, CrmInput, CrmRequest } from './entities.js';
import { rowsOf } from '../../core/crud/repository.js';

const MAX_ANSWER = 10_000;
/** Admins get at most one mail a minute about form requests, listing every request since the last. */
const ADMIN_MAIL_SPACING_SECONDS = 60;

type Input = RowOf<typeof CrmInput>;

const labelOf = (input: Input) => input.label.en || input.label.ru || input.adminTitle || input.slug;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A filled-in form: the answers (by input id or slug) are checked against the form's inputs
 * (required ones present, number inputs numbers) with messages naming the input; a valid
 * request is stored (readable by admins only) and the admins are told (one mail a minute at most).
 */
export async function submitFormRequest(context: RequestContext, formId: unknown, input: unknown) {
  const subjectId = context.actor.kind === 'subject' ? context.actor.subjectId : null;
  if (!subjectId && !isAdmin(context.actor)) throw unauthenticated('Sign in to send a form');
  // Subjects are free to make (init): the address is what bounds how many requests one sender makes.
  if (!isAdmin(context.actor)) await context.limiter.take([`form:ip:${context.ip}`]);
  const id = checkId(formId, 'formId');
  const data = (input ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) throw badInput('data: expected an object', 'data');
  const { formId: _formId, answers: nested, ...flat } = data;
  const given = (nested && typeof nested === 'object' && !Array.isArray(nested) ? nested : flat) as Record<string, unknown>;

  const form = await rowsOf(context.em, CrmForm).findOne({ id });
  if (!form) throw notFound(`Form ${id} not found`);
  const links = await rowsOf(context.em, CrmFormsToInputs).find({ formId: id }, { orderBy: { orderIndex: 'asc', createdAt: 'asc' } });
  const inputs = links.length ? await rowsOf(context.em, CrmInput).find({ id: { $in: links.map((link) => link.inputId) } }) : [];
  const ordered = links.map((link) => inputs.find((row) => row.id === link.inputId)).filter((row) => row !== undefined);

  const known = new Set(ordered.flatMap((row) => [row.id, row.slug]));
  const unknown = Object.keys(given).find((key) => !known.has(key));
  if (unknown) throw badInput(`answers.${unknown}: the form has no such input`, `answers.${unknown}`);

  const answers: Record<string, unknown> = {};
  for (const row of ordered) {
    const value = given[row.id] ?? given[row.slug];
    const field = `answers.${row.slug}`;
    if (isEmpty(value)) {
      if (row.isRequired) throw badInput(`${labelOf(row)}: is required`, field);
      continue;
    }
    if (row.type === 'number-default') {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number)) throw badInput(`${labelOf(row)}: must be a number`, field);
      answers[row.id] = number;
    } else {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw badInput(`${labelOf(row)}: expected text`, field);
      if (String(value).length > MAX_ANSWER) throw badInput(`${labelOf(row)}: at most ${MAX_ANSWER} characters`, field);
      answers[row.id] = checkText(String(value), field);
    }
  }

  // Anyone signed in may send a form (checked above), though only admins read the requests.
  const request = await new CrudService(context, CrmRequest, { create: () => true }).create({ formId: id, subjectId, answers });
  await tellAdmins(context, form, ordered, answers);
  return serialize(CrmRequest, request);
}

async function tellAdmins(context: RequestContext, form: RowOf<typeof CrmForm>, inputs: Input[], answers: Record<string, unknown>) {
  const admins = await adminAddresses(context.em);
  const title = form.title.en || form.adminTitle;
  const text = inputs.filter((row) => row.id in answers).map((row) => `${labelOf(row)}: ${String(answers[row.id])}`).join('\n');
  for (const admin of admins) {
    await queueDigestEntry(context.em, {
      variant: 'crm-request-created',
      recipient: admin.email,
      subjectId: admin.subjectId,
      entry: { title, text },
      spacingSeconds: ADMIN_MAIL_SPACING_SECONDS,
    });
  }
}
