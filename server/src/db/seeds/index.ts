import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../settings.js';
import type { Logger } from '../../core/logger.js';
import { entitySchema } from '../../core/model/entity-schema.js';
import { HostPage } from '../../modules/host/entities.js';
import { ensureAdmin } from './admin.js';
import { seedDemo } from './demo.js';
import { fileStorageFor } from '../../modules/file-storage/file-storage.js';

/**
 * After migrations: the admin and the base roles always; the demo site on an empty database
 * when SEED=demo (the default outside production; production seeds it only when asked).
 */
export async function seed(orm: MikroORM, config: Config, logger: Logger) {
  const em = orm.em.fork();
  await ensureAdmin(em, config, logger);
  if (config.seed !== 'demo') return;
  if ((await em.count(entitySchema(HostPage))) > 0) return;
  const started = performance.now();
  await seedDemo(em, { siteName: config.siteName, files: await fileStorageFor(config.fileStorage), log: logger });
  const ms = Math.round(performance.now() - started);
  if (config.production) {
    // Asked for by name (SEED=demo): its shop, pages and made-up accounts are public from now on.
    logger.warn('demo site seeded into a production database (SEED=demo): its products, pages and demo accounts are public; remove them before opening the shop');
  } else {
    logger.info({ ms }, 'demo site seeded');
  }
}
