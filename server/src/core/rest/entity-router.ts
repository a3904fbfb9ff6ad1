import { Router, type Request } from 'express';
import type { RequestContext } from '../request-context.js';
import { CrudService } from '../crud/crud-service.js';
import { answerCount } from '../crud/row-count.js';
import { withUploads } from '../files/request-uploads.js';
import { entitiesRead, type ModelDefinition } from '../model/define-model.js';
import { handle } from './handler.js';
import { parseListQuery } from './list-query.js';
import { publicRead } from './public-read.js';
import { readData } from './request-body.js';
import { serialize, serializeAll, serializeList } from './serialize.js';

const rawQuery = (url: string) => url.split('?')[1] ?? '';

/** The generic REST routes of one entity, under its route (`/api/ecommerce/products`). */
export function entityRouter(model: ModelDefinition, cachedReads: boolean): Router {
  const router = Router();
  const crud = (context: ConstructorParameters<typeof CrudService>[0]) => new CrudService(context, model);

  // A public entity reads the same for everyone: its answers are cached (see publicRead, which
  // keeps only the view every visitor gets) under the route's path and what the read is made
  // of (`query`: the parsed list parameters), so a query string differing only in parameters no
  // read uses (`?x=1`) is the same answer, not a new place in the cache; unless its rows are
  // also written outside the generic service.
  const read = (
    run: (req: Request<Record<string, string>>, ctx: RequestContext) => Promise<unknown>,
    query: (req: Request<Record<string, string>>) => unknown = () => undefined,
  ) =>
    handle(async (req, ctx, res) =>
      cachedReads
        ? publicRead(res, ctx, { kind: `rest ${JSON.stringify(query(req) ?? null)}`, path: req.baseUrl + req.path, models: entitiesRead(model) }, () => run(req, ctx))
        : { data: await run(req, ctx) },
    );
  const listQuery = (req: Request) => parseListQuery(rawQuery(req.originalUrl));
  router.get('/', read(async (req, ctx) => serializeList(model, await crud(ctx).list(listQuery(req))), listQuery));
  router.get('/count', read(async (req, ctx) => answerCount(ctx.res, model, await crud(ctx).count(listQuery(req))), listQuery));
  router.post(
    '/find-or-create',
    handle(async (req, ctx) => {
      const { row, created } = await crud(ctx).findOrCreate(await readData(req));
      return { status: created ? 201 : 200, data: serialize(model, row) };
    }),
  );
  router.post('/bulk', handle(async (req, ctx) => ({ status: 201, data: serializeAll(model, await crud(ctx).bulkCreate(await readData(req))) })));
  router.patch('/bulk', handle(async (req, ctx) => ({ data: serializeAll(model, await crud(ctx).bulkUpdate(await readData(req))) })));
  router.get('/:id', read(async (req, ctx) => serialize(model, await crud(ctx).get(req.params.id))));
  // Create and update take file parts named like the entity's file fields (refused elsewhere).
  router.post(
    '/',
    handle(async (req, ctx) => {
      const row = await withUploads(ctx, model, async (files) => crud(ctx).create(await readData(req, { files })));
      return { status: 201, data: serialize(model, row) };
    }),
  );
  const update = handle(async (req, ctx) => {
    const row = await withUploads(ctx, model, async (files) => crud(ctx).update(req.params.id, await readData(req, { files })));
    return { data: serialize(model, row) };
  });
  router.patch('/:id', update);
  router.put('/:id', update);
  router.delete('/:id', handle(async (req, ctx) => ({ data: serialize(model, await crud(ctx).remove(req.params.id)) })));
  return router;
}
