/** A setting an operator must fix: the process stops with this one line naming it (no stack). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
