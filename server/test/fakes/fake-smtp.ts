import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Subject line and text body, decoded. */
  subject: string;
  text: string;
}

/** Quoted-printable (what nodemailer writes for long or partly non-ASCII lines) back to text. */
function decodeQuotedPrintable(text: string) {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A body in its Content-Transfer-Encoding (nodemailer picks base64 for mostly non-ASCII text). */
function decodeBody(head: string, body: string) {
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  return encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : decodeQuotedPrintable(body);
}

/** A header with its encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`, folded) decoded. */
function decodeHeader(value: string) {
  const word = /=\?UTF-8\?([QB])\?(.*?)\?=/gi;
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/(\?=)\s+(?==\?UTF-8\?)/gi, '$1')
    .replace(word, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A message as sent (its bytes read as latin1): its subject and text body, decoded. */
export function decodeMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '');
  return { subject, text: decodeBody(head, rest.join('\n\n')) };
}

/**
 * A local SMTP server that keeps what it receives. `refuse`: refuses every message (true) or
 * the first n; `hold`: takes every message in and never answers (its sender stays mid-send).
 */
export async function startFakeSmtp({ refuse = false as boolean | number, hold = false } = {}) {
  let refusals = refuse === true ? Infinity : Number(refuse);
  const mails: ReceivedMail[] = [];
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        if (hold) return void held++;
        if (refusals-- > 0) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...decodeMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** How many messages a `hold` server has taken in without answering. */
    get held() {
      return held;
    },
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length + held < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
