import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { NotificationNotification } from './entities.js';
import { queueNotification } from './queue.js';

export interface DigestEntry {
  /** What the entry is about, e.g. the form's title. */
  title: string;
  text: string;
}

export interface DigestMessage {
  variant: string;
  recipient: string;
  subjectId?: string | null;
  entry: DigestEntry;
  /** At most one message of this variant per recipient in this many seconds. */
  spacingSeconds: number;
}

/** The template values of a digest: `form` (what it is about) and `answers` (every entry). */
export function digestPayload(variant: string, entries: DigestEntry[]) {
  const titles = [...new Set(entries.map((entry) => entry.title))].join(', ');
  return {
    variant,
    digest: true,
    entries,
    count: entries.length,
    form: entries.length === 1 ? titles : `${entries.length} requests (${titles})`,
    answers: entries.length === 1 ? entries[0].text : entries.map((entry, i) => `#${i + 1} ${entry.title}\n${entry.text}`).join('\n\n'),
  };
}

/**
 * Adds an entry to the recipient's next digest of this variant: the one still queued when
 * there is one, else a new one due once `spacingSeconds` have passed since the previous
 * digest. A burst of events thus makes one message a minute, not one each. Serialized per
 * recipient with a transaction lock, so that instances sharing the database agree.
 */
export async function queueDigestEntry(em: EntityManager, message: DigestMessage) {
  await em.transactional(async (tx) => {
    const run = <T = unknown>(sql: string, values: unknown[]) => tx.execute<T[]>(sql, values);
    const { table: notifications, column } = tableOf(NotificationNotification);
    const ofThisDigest = `${column('recipient')} = ? and ${column('payload')}->>'variant' = ? and ${column('payload')}->>'digest' = 'true'`;
    await run('select pg_advisory_xact_lock(hashtext(?))', [`notification-digest:${message.variant}:${message.recipient}`]);
    const [pending] = await run<{ id: string; payload: { entries?: DigestEntry[] } }>(
      `select ${column('id')} as "id", ${column('payload')} as "payload" from ${notifications}
        where ${ofThisDigest} and ${column('status')} = 'queued'
        order by ${column('createdAt')} desc limit 1 for update`,
      [message.recipient, message.variant],
    );
    if (pending) {
      const entries = [...(pending.payload.entries ?? []), message.entry];
      await run(`update ${notifications} set ${column('payload')} = ?::jsonb, ${column('updatedAt')} = now() where ${column('id')} = ?`, [JSON.stringify(digestPayload(message.variant, entries)), pending.id]);
      return;
    }
    // In whole milliseconds, rounded up (a JS date has no microseconds): never before the spacing.
    const [{ at }] = await run<{ at: number }>(
      `select ceil(extract(epoch from greatest(now(), max(coalesce(${column('sendAfter')}, ${column('createdAt')})) + make_interval(secs => ?))) * 1000)::float8 as at
         from ${notifications} where ${ofThisDigest}`,
      [message.spacingSeconds, message.recipient, message.variant],
    );
    await queueNotification(
      tx,
      { variant: message.variant, recipient: message.recipient, subjectId: message.subjectId, payload: digestPayload(message.variant, [message.entry]) },
      new Date(at),
    );
  });
}
