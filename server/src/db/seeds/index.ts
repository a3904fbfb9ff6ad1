import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Logger } from '../../core/logger.js';
import { HostPage } from '../../modules/host/entities.js';
import { ensureAdmin } from './admin.js';
import { seedDemo } from './demo.js';

/** After migrations: the admin always; the demo site on an empty database when SEED=demo. */
export async function seed(orm: MikroORM, config: Config, logger: Logger) {
  const em = orm.em.fork();
  await ensureAdmin(em, config, logger);
  if (config.seed !== 'demo') return;
  if ((await em.count(HostPage.name)) > 0) return;
  await seedDemo(em);
  logger.info('demo site seeded');
}
