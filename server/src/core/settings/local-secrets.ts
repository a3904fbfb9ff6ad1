import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';

/**
 * SHA-256 of every secret that was ever written in this repository (old development defaults,
 * the old example admin password): anyone can read them, so they are refused wherever given.
 */
const PUBLISHED_SECRET_DIGESTS = new Set([
  '7cd38d2304d5781ff19393a16016c47f4c9fbffdd39f10c214a0187b8acd9f97',
  '67594e5568a7269b0b30c46577370c1daf7ff88f8050af9295a0c20a0886becd',
  'ebe1b7da5ae2ffff7e51b759821849343ff183f8eccb3f1a81a5680d807145b3',
]);
export const isPublishedSecret = (value: string) => PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(value).digest('hex'));

export const randomSecret = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The local secrets a config was loaded without, and how to make it again with other values of them. */
interface Load {
  production: boolean;
  dataDir: string;
  /** Each local secret not given: its name in the file and its length in random bytes. */
  missing: { name: string; bytes: number }[];
  remake(secrets: Record<string, string>, file: string): object;
}
const loads = new WeakMap<object, Load>();
/** Remembers how `config` was loaded (loadSettings), for resolveSecrets. */
export const rememberLoad = (config: object, load: Load) => loads.set(config, load);

/**
 * A local start with nothing configured: the secrets not given are read from
 * `DATA_DIR/secrets.json` (mode 0600), which the first start creates with random values, so
 * that sessions and the admin password survive restarts. Production never gets here with a
 * secret missing (loadSettings refused it).
 */
export function resolveSecrets<Config extends object>(config: Config): Config {
  const load = loads.get(config);
  if (!load) throw new Error('resolveSecrets takes a config that loadConfig made');
  const { production, dataDir, missing } = load;
  if (production || !missing.length) return config;
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  let stored = readSecretsFile(file);
  const lacking = missing.filter(({ name }) => typeof stored?.[name] !== 'string' || isPublishedSecret(stored[name]));
  if (!stored) {
    stored = Object.fromEntries(missing.map(({ name, bytes }) => [name, randomSecret(bytes)]));
    try {
      // Exclusive create: of two instances starting together, one writes and both read its values.
      fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return resolveSecrets(config);
    }
  } else if (lacking.length) {
    stored = { ...stored, ...Object.fromEntries(lacking.map(({ name, bytes }) => [name, randomSecret(bytes)])) };
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temporary, file);
  }
  // Only this user may read it, whatever the umask or an earlier copy said.
  fs.chmodSync(file, 0o600);
  return load.remake(stored, file) as Config;
}

function readSecretsFile(file: string): Record<string, string> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // reported below
  }
  throw new ConfigError(`Invalid secrets file ${file}: expected a JSON object; fix it or delete it to generate new secrets`);
}
