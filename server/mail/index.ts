// Email (docs/product/design.md#parts: `.eml` files in DATA_DIR/outbox on the embedded default,
// logged; SMTP through SMTP_URL at scale), one interface whatever the transport. Built with
// nodemailer: the SMTP transport, or its stream transport whose built RFC 822 message is
// written to the outbox as one `.eml` file (written to a temporary name, then renamed, so a
// reader never sees half a message).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The outbox file, when the message went to the outbox. */
  file?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

interface MailLogger {
  info(details: object, message?: string): void;
}

export type MailConfig = Config['mail'];

/**
 * A nodemailer transport made on the first message: nodemailer is loaded then, not at every
 * process start (most processes never send mail).
 */
function lazyTransport(options: Parameters<typeof nodemailer.createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

export function createMailer(config: MailConfig, logger?: MailLogger): Mailer {
  if (config.smtpUrl) {
    const transporter = lazyTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      send: async (message) => {
        const info = await (await transporter.get()).sendMail({ from: config.from, ...message });
        return { messageId: info.messageId };
      },
      close: transporter.close,
    };
  }
  const transporter = lazyTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    transport: 'outbox',
    send: async (message) => {
      const info = await (await transporter.get()).sendMail({ from: config.from, ...message });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const file = path.join(config.outboxDir, name);
      const temporary = `${file}.part`;
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
      (logger ?? console).info({ to: message.to, subject: message.subject, file }, `mail written to ${file}`);
      return { messageId: info.messageId, file };
    },
    close: transporter.close,
  };
}

/** One mailer per configuration object (a worker builds it on its first message). */
const mailers = new WeakMap<Config, Mailer>();

export function mailerFor(config: Config, logger?: MailLogger): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config.mail, logger);
    mailers.set(config, mailer);
  }
  return mailer;
}

/** Text for the HTML part: the five characters that matter escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
