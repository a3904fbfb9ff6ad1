import { randomBytes } from 'node:crypto';
import { PRODUCTION_SETTING_CHOICES, REQUIRED_PRODUCTION_SETTINGS } from '../release.mjs';

const strongSecret = () => randomBytes(32).toString('base64url');

/**
 * What a production instance is started with on this machine: NODE_ENV=production, fresh strong
 * secrets, mail off and plain http allowed (no mail server, no TLS here), no demo seed, then
 * `given` (PUBLIC_URL, DATABASE_URL...). Fails when a setting production requires is left out,
 * so that adding one to deploy/release.mjs cannot go unnoticed by the tests starting instances.
 */
export function productionSettings(given: Record<string, string>): Record<string, string> {
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    PUBLIC_URL_ALLOW_HTTP: 'true',
    RBAC_JWT_SECRET: strongSecret(),
    RBAC_SECRET_KEY: strongSecret(),
    ADMIN_PASSWORD: strongSecret(),
    METRICS_TOKEN: strongSecret(),
    MAIL_DISABLED: 'true',
    SEED: 'none',
    ...given,
  };
  const missing = [
    ...REQUIRED_PRODUCTION_SETTINGS.filter((name) => !settings[name]),
    ...PRODUCTION_SETTING_CHOICES.filter((names) => !names.some((name) => settings[name])).map((names) => names.join(' or ')),
  ];
  if (missing.length) throw new Error(`production settings lack ${missing.join(', ')}`);
  return settings;
}
