import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../settings.js';
import { ADMIN_ROLE } from '../../core/access/actor.js';
import type { Logger } from '../../core/logger.js';
import { rowsOf } from '../../core/crud/repository.js';
import { RbacIdentity, RbacRole, RbacSubject, RbacSubjectsToIdentities, RbacSubjectsToRoles } from '../../modules/rbac/entities.js';
import { hashPassword } from '../../modules/rbac/password.js';
import { seeder } from './seeder.js';

/**
 * The administrator of `ADMIN_EMAIL` / `ADMIN_PASSWORD` and the roles every site needs,
 * created when missing (on every start, whatever `SEED` says, so a site always has an admin).
 */
export async function ensureAdmin(em: EntityManager, config: Config, logger?: Logger) {
  const created = await em.transactional(async (tx) => {
    const seed = seeder(tx);
    const roles = rowsOf(tx, RbacRole);
    let admin = await roles.findOne({ uid: ADMIN_ROLE });
    admin ??= await seed.create(RbacRole, { uid: ADMIN_ROLE, title: 'Administrator' });
    if (!(await roles.findOne({ uid: 'user' }))) {
      await seed.create(RbacRole, { uid: 'user', title: 'User', availableOnRegistration: true });
    }
    const existing = await rowsOf(tx, RbacIdentity).findOne({ email: config.admin.email, provider: 'email_and_password' });
    if (existing) return false;
    const slugTaken = await rowsOf(tx, RbacSubject).findOne({ slug: 'admin' });
    const subject = await seed.create(RbacSubject, slugTaken ? {} : { slug: 'admin' });
    const identity = await seed.create(RbacIdentity, { provider: 'email_and_password', email: config.admin.email });
    identity.password = await hashPassword(config.admin.password);
    await seed.link(RbacSubjectsToIdentities, subject, [identity]);
    await seed.link(RbacSubjectsToRoles, subject, [admin]);
    await tx.flush();
    return true;
  });
  // A password made up on this machine is shown once, when its admin is created: nobody else knows it.
  if (created && config.admin.generatedPassword) {
    logger?.warn(
      `Administrator created: sign in as ${config.admin.email} with password ${config.admin.password} ` +
        `(kept in ${config.localSecrets.file ?? 'memory only'}; change it after signing in)`,
    );
  }
}
