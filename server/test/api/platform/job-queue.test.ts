import { describe, expect, inject, it } from 'vitest';
import { startFakeSmtp } from '../../fakes/fake-smtp.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

// Instances starting together share a database on PostgreSQL only (as many-instances.test.ts):
// the embedded database is one process's own. Run on it with three instances through its socket,
// this test hung once in a loaded CI run (120 s, where it takes 3 s), on the one session that
// every connection of the four instances shares.
describe.runIf(inject('testDatabase').kind === 'postgres')('the job queue (pg-boss)', () => {
  it('is installed once by instances starting together on a database without it, and works from each', async () => {
    const mailbox = await startFakeSmtp();
    const first = await startTestServer({ SMTP_URL: mailbox.url });
    const started: TestServer[] = [];
    try {
      // A database whose servers never ran the job queue (a first deploy).
      await first.orm.em.getConnection().execute('drop schema pgboss cascade');
      const results = await Promise.allSettled([1, 2, 3].map(() => startTestServer({ SMTP_URL: mailbox.url }, { shareDatabaseWith: first })));
      started.push(...results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      const sql = first.orm.em.getConnection();
      expect(await sql.execute('select name from pgboss.queue order by name')).toEqual(
        ['notification', 'notification-given-up', 'receipt', 'receipt-given-up'].map((name) => ({ name })),
      );
      expect(await sql.execute('select count(*)::int as count from pgboss.version')).toEqual([{ count: 1 }]);

      // A message queued through one instance is sent by another.
      const [one, other] = started;
      const login = `queue-${Date.now()}@example.com`;
      const registered = await one.rest('POST', '/api/rbac/subjects/authentication/email-and-password/registration', { json: { login, password: 'queue-pass-1' } });
      const me = await one.rest('GET', '/api/rbac/subjects/authentication/me', { headers: { authorization: `Bearer ${registered.body.data.jwt}` } });
      expect((await one.rest('POST', `/api/rbac/subjects/${me.body.data.id}/notify`, { admin: true, json: { title: 'Through the queue' } })).status).toBe(201);
      expect(await other.drainNotifications()).toBe(1);
      expect(mailbox.mails.filter((mail) => mail.to.includes(login)).map((mail) => mail.subject)).toEqual(['Through the queue']);
    } finally {
      for (const server of started) await server.close();
      await first.close();
      await mailbox.close();
    }
  });
});
