import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { decodeMail } from '../../server/test/fakes/fake-smtp';

/**
 * The SMTP server the site under test sends its mail to. It runs in the global setup and
 * the walks run in workers, so mails are shared as files: one `<n>.eml` per message.
 */
export async function startMailbox(dir: string) {
  await fs.mkdir(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        fs.writeFile(path.join(dir, `${received}.eml`), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits for a mail to `recipient` (saying `containing`, when given) and answers its decoded subject and text. */
export async function waitForMail(dir: string, recipient: string, timeoutMs = 20_000, containing = ''): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of await fs.readdir(dir)) {
      const raw = await fs.readFile(path.join(dir, name), 'latin1');
      if (new RegExp(`^To: .*${recipient.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) {
        const { subject, text } = decodeMail(raw);
        const mail = `Subject: ${subject}\n\n${text}`;
        if (mail.includes(containing)) return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${recipient}${containing ? ` saying '${containing}'` : ''} within ${timeoutMs / 1000} s`);
}
