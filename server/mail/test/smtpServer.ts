// A real SMTP server on loopback for tests (smtp-server, a dev dependency): no TLS, no
// authentication, every message kept with its envelope and its decoded text part.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** Decodes quoted-printable (soft line breaks and =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return bytes;
  }
}

function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([^\r\n]+)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!match) return raw;
  const [, encoding, body] = match;
  if (/quoted-printable/i.test(encoding!)) return decodeQuotedPrintable(body!);
  if (/base64/i.test(encoding!)) return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body!;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, text: textPart(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
