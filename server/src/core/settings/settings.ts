import { z } from 'zod';
import { weakness, type StrengthRule } from '../secret-strength.js';
import { ConfigError } from './config-error.js';
import { isPublishedSecret, randomSecret, rememberLoad } from './local-secrets.js';

export { ConfigError } from './config-error.js';
export { resolveSecrets } from './local-secrets.js';

/** What each declaration's check and build are told besides its own values. */
export interface SettingsContext {
  /** NODE_ENV=production: what a public site needs is required, and no secret is made up. */
  production: boolean;
  /** DATA_DIR, resolved: where a module keeps its files. */
  dataDir: string;
  /** The settings of the local secrets not given, made up (see `localSecrets`). */
  generated: readonly string[];
}

type Values<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;
type LocalSecrets<Name extends string> = Record<string, { setting: Name; bytes: number }>;

export interface SettingsOptions<Shape extends z.ZodRawShape, Settings extends object> {
  /** Its environment variables, each with its rule and default (`.env.example` and the README document each). */
  schema: Shape;
  /** Variables whose value a message about a bad one never repeats (it reaches the log). */
  secrets?: readonly (keyof Shape & string)[];
  /**
   * Secrets a local start makes up when they are not given (`bytes` random bytes), kept in
   * `DATA_DIR/secrets.json` under these names so that they survive restarts. Production requires
   * them; a value published in the platform's sources is refused everywhere.
   */
  localSecrets?: LocalSecrets<keyof Shape & string>;
  /** The platform's declaration only: what production and the data directory are. */
  context?: (values: Values<Shape>) => Omit<SettingsContext, 'generated'>;
  /** Refusals across its settings (a ConfigError naming the setting), once each value passed its own rule. */
  check?: (values: Values<Shape>, context: SettingsContext) => void;
  /** Its typed settings: keys of the config (`{ rbac: { ... } }`). */
  build: (values: Values<Shape>, context: SettingsContext) => Settings;
}

/** The settings a module (or the platform) reads, as `loadSettings` composes them. */
export interface SettingsDeclaration<Settings extends object = object> {
  shape: z.ZodRawShape;
  secrets: readonly string[];
  localSecrets: LocalSecrets<string>;
  context?(values: Record<string, unknown>): Omit<SettingsContext, 'generated'>;
  check(values: Record<string, unknown>, context: SettingsContext): void;
  build(values: Record<string, unknown>, context: SettingsContext): Settings;
}

/** Declares settings: their variables and rules, the refusals across them, and the typed object they make. */
export function defineSettings<const Shape extends z.ZodRawShape, Settings extends object>(options: SettingsOptions<Shape, Settings>): SettingsDeclaration<Settings> {
  // The values handed back were parsed by this very shape (loadSettings).
  const own = (values: Record<string, unknown>) => values as Values<Shape>;
  return {
    shape: options.schema,
    secrets: options.secrets ?? [],
    localSecrets: options.localSecrets ?? {},
    context: options.context && ((values) => options.context!(own(values))),
    check: (values, context) => options.check?.(own(values), context),
    build: (values, context) => options.build(own(values), context),
  };
}

/** Production refuses a secret anyone could guess: one line naming it, never its value. */
export function requireStrong<Values extends object>(values: Values, rules: Partial<Record<keyof Values & string, StrengthRule>>) {
  for (const [name, rule] of Object.entries(rules) as [keyof Values & string, StrengthRule][]) {
    const value = values[name];
    const problem = typeof value === 'string' ? weakness(value, rule) : undefined;
    if (problem) throw new ConfigError(`Invalid setting ${name}: ${problem}`);
  }
}

type SettingsOf<D> = D extends SettingsDeclaration<infer Settings> ? Settings : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** The config of the platform's declaration and the modules': every key each builds, and the local secrets. */
export type LoadedSettings<Platform extends object, Module extends SettingsDeclaration> = Readonly<
  Platform & Intersection<SettingsOf<Module>> & { localSecrets: { missing: string[]; file: string | undefined } }
>;

/**
 * Reads every setting from `env` once: the platform's and each module's (their names never
 * overlap). A bad value throws one ConfigError naming the setting (a secret's value left out);
 * then the local secrets are checked, then each declaration's own refusals, in order.
 */
export function loadSettings<Platform extends object, Module extends SettingsDeclaration>(
  platform: SettingsDeclaration<Platform>,
  modules: readonly Module[],
  env: Record<string, string | undefined>,
): LoadedSettings<Platform, Module> {
  const declarations: SettingsDeclaration[] = [platform, ...modules];
  const parsed = parseAll(declarations, env);
  if (!platform.context) throw new Error("the platform's settings declaration says what production and the data directory are (context)");
  const { production, dataDir } = platform.context(parsed);
  const secrets = declarations.flatMap((declaration) => Object.entries(declaration.localSecrets));
  for (const [, { setting }] of secrets) {
    const value = parsed[setting] as string | undefined;
    if (value && isPublishedSecret(value)) {
      throw new ConfigError(`Invalid setting ${setting}: this value is published in the platform's sources; choose your own`);
    }
    // Production never makes up secrets: they must come from the operator.
    if (production && !value) throw new ConfigError(`Missing setting ${setting}: required when NODE_ENV=production`);
  }
  const notGiven = secrets.filter(([, { setting }]) => !parsed[setting]);
  const context: SettingsContext = { production, dataDir, generated: notGiven.map(([, { setting }]) => setting) };
  for (const declaration of declarations) declaration.check(parsed, context);
  const missing = notGiven.map(([name, { bytes }]) => ({ name, bytes }));
  const remake = (secrets: Record<string, string>, file: string | undefined) => {
    const values = { ...parsed, ...Object.fromEntries(notGiven.map(([name, { setting }]) => [setting, secrets[name]])) };
    const built = declarations.map((declaration) => declaration.build(values, context));
    const keys = built.flatMap((settings) => Object.keys(settings));
    const clash = keys.find((key, index) => keys.indexOf(key) !== index || key === 'localSecrets');
    if (clash) throw new Error(`the config key ${clash} is built twice`);
    const config: LoadedSettings<Platform, Module> = Object.freeze(Object.assign({}, ...built, { localSecrets: { missing: missing.map(({ name }) => name), file } }));
    rememberLoad(config, { production, dataDir, missing, remake });
    return config;
  };
  // Not given (a local start): random for now, replaced by the ones kept in DATA_DIR by resolveSecrets.
  return remake(Object.fromEntries(missing.map(({ name, bytes }) => [name, randomSecret(bytes)])), undefined);
}

function parseAll(declarations: SettingsDeclaration[], env: Record<string, string | undefined>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const declaration of declarations) {
    const twice = Object.keys(declaration.shape).find((name) => name in values);
    if (twice) throw new Error(`the setting ${twice} is declared twice`);
    const parsed = z.object(declaration.shape).safeParse(env);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const name = String(issue.path[0]);
      // A secret's value stays out of the message (it reaches the log).
      const shown = declaration.secrets.includes(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
      throw new ConfigError(`Invalid setting ${name}${shown}: ${issue.message}`);
    }
    Object.assign(values, Object.fromEntries(Object.keys(declaration.shape).map((name) => [name, (parsed.data as Record<string, unknown>)[name]])));
  }
  return values;
}
