import { createHash, createHmac } from 'node:crypto';

/** A bot token of the form @BotFather gives, for tests only (no bot has it). */
export const TEST_TELEGRAM_BOT_TOKEN = '123456789:TEST-only-token_not-a-real-bot-0000';
export const TEST_TELEGRAM_BOT_NAME = 'platform_test_bot';

export type TelegramWidgetData = Record<string, string | number>;

/**
 * The Login Widget's answer for a Telegram user, signed as Telegram signs it: `hash` is the
 * HMAC-SHA-256 of the sorted `key=value` lines of the other fields, keyed with the SHA-256 of
 * the bot token. `fields` override or add any field (`auth_date` in seconds).
 */
export function signedTelegramLogin(fields: TelegramWidgetData = {}, botToken = TEST_TELEGRAM_BOT_TOKEN): TelegramWidgetData & { hash: string } {
  const data: TelegramWidgetData = { id: 424242, first_name: 'Test', username: 'test_user', auth_date: Math.floor(Date.now() / 1000), ...fields };
  const checkString = Object.keys(data)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(checkString).digest('hex');
  return { ...data, hash };
}
