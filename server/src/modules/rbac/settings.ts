import { z } from 'zod';
import { PASSWORD_RULE, SECRET_RULE } from '../../core/secret-strength.js';
import { ConfigError, defineSettings, requireStrong } from '../../core/settings/settings.js';
import { emptyToUndefined, optionalString, positiveInt } from '../../core/settings/values.js';

/** Sign-in: the keys of its tokens, how long a session lasts, Ethereum and Telegram sign-in, the first admin. */
export const rbacSettings = defineSettings({
  schema: {
    RBAC_JWT_SECRET: optionalString,
    RBAC_SECRET_KEY: optionalString,
    RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: positiveInt.default(900),
    RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS: positiveInt.default(86400),
    RBAC_SESSION_MAX_LIFETIME_IN_SECONDS: positiveInt.default(30 * 24 * 60 * 60),
    SIWE_CHAIN_IDS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('1')
        .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
        .refine((ids) => ids.length > 0 && ids.every((id) => /^[1-9]\d{0,15}$/.test(id)), 'expected chain ids like 1,137, comma separated')
        .transform((ids) => ids.map(Number)),
    ),
    TELEGRAM_BOT_TOKEN: z.preprocess(emptyToUndefined, z.string().regex(/^\d{1,20}:[\w-]{20,100}$/, 'expected a bot token from @BotFather (digits, a colon, then letters)').optional()),
    TELEGRAM_BOT_NAME: z.preprocess(emptyToUndefined, z.string().regex(/^@?\w{3,64}$/, "expected the bot's username, like example_bot").optional()),
    TELEGRAM_AUTH_MAX_AGE_SECONDS: positiveInt.default(86400),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('expected an email address').default('admin@example.com')),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'expected at least 8 characters').optional()),
  },
  secrets: ['TELEGRAM_BOT_TOKEN', 'RBAC_JWT_SECRET', 'RBAC_SECRET_KEY', 'ADMIN_PASSWORD'],
  localSecrets: {
    jwtSecret: { setting: 'RBAC_JWT_SECRET', bytes: 32 },
    secretKey: { setting: 'RBAC_SECRET_KEY', bytes: 32 },
    adminPassword: { setting: 'ADMIN_PASSWORD', bytes: 15 },
  },
  check(s, { production }) {
    if (production) requireStrong(s, { RBAC_JWT_SECRET: SECRET_RULE, RBAC_SECRET_KEY: SECRET_RULE, ADMIN_PASSWORD: PASSWORD_RULE });
    // Telegram's widget names the bot, the server checks its signatures with the token: one without the other cannot sign anybody in.
    if (Boolean(s.TELEGRAM_BOT_TOKEN) !== Boolean(s.TELEGRAM_BOT_NAME)) {
      throw new ConfigError(`Missing setting ${s.TELEGRAM_BOT_TOKEN ? 'TELEGRAM_BOT_NAME' : 'TELEGRAM_BOT_TOKEN'}: Telegram sign-in needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME`);
    }
  },
  // The local secrets are always given here: by the operator, or made up (see localSecrets).
  build: (s, { generated }) => ({
    rbac: {
      jwtSecret: s.RBAC_JWT_SECRET!,
      secretKey: s.RBAC_SECRET_KEY!,
      jwtLifetimeSeconds: s.RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS,
      refreshLifetimeSeconds: s.RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS,
      /** However often it is refreshed, a sign-in ends this long after it began. */
      sessionMaxLifetimeSeconds: s.RBAC_SESSION_MAX_LIFETIME_IN_SECONDS,
      /** The chains a Sign-In with Ethereum message may name. */
      siweChainIds: s.SIWE_CHAIN_IDS,
      /**
       * Telegram Login Widget sign-in, when a bot is given: its username (the widget names it)
       * and its token (the key of the widget's signatures: a secret). `authMaxAgeSeconds`: how
       * old a signed widget answer may be.
       */
      telegram: {
        botToken: s.TELEGRAM_BOT_TOKEN,
        botName: s.TELEGRAM_BOT_NAME?.replace(/^@/, ''),
        authMaxAgeSeconds: s.TELEGRAM_AUTH_MAX_AGE_SECONDS,
      },
    },
    /** `generatedPassword`: made up on this machine, so shown once in the log when the admin is created. */
    admin: { email: s.ADMIN_EMAIL.toLowerCase(), password: s.ADMIN_PASSWORD!, generatedPassword: generated.includes('ADMIN_PASSWORD') },
  }),
});
