import { platformSettings } from './config.js';
import { loadSettings, type LoadedSettings, type SettingsDeclaration } from './core/settings/settings.js';
import { modules } from './modules/index.js';

/**
 * Every setting of the server: the platform's own (config.ts) and each module's (its
 * `defineModule({ settings })`), read once from the environment (and `.env` when present). A
 * bad value stops the process with one line naming the setting, before anything starts.
 */

type ModuleSettings = NonNullable<(typeof modules)[number]['settings']>;
const moduleSettings = modules.flatMap((module): ModuleSettings[] => (module.settings ? [module.settings] : []));

/** The declarations of every setting, the platform's first: what the README and .env.example document. */
export const settingsDeclarations: readonly SettingsDeclaration[] = [platformSettings, ...moduleSettings];

/** The settings as the server reads them: the platform's keys (`port`, `database`, ...) and each module's (`rbac`, `fileStorage`, ...). */
export type Config = LoadedSettings<ReturnType<typeof platformSettings.build>, ModuleSettings>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadSettings(platformSettings, moduleSettings, env);
}

export { ConfigError, resolveSecrets } from './core/settings/settings.js';
