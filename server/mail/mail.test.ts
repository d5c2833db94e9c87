// The mailer on both transports, against a real SMTP server on loopback and a real outbox directory.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import { createMailer } from './index.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtpServer.ts';

const message = { to: 'guru@example.sch.id', subject: 'Unduhan siap: SMA <Nusantara>', text: 'Halo,\nUnduh: http://pena.test/downloads/abc', html: '<p>Halo</p>' };

describe('mailer', () => {
  let smtp: TestSmtpServer;
  let dir: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('sends through SMTP_URL', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Pena <no-reply@pena.test>', outboxDir: path.join(dir, 'unused') });
    expect(mailer.transport).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    const got = smtp.messages.at(-1)!;
    expect(got.from).toBe('no-reply@pena.test');
    expect(got.to).toEqual(['guru@example.sch.id']);
    expect(got.text).toContain('Unduh: http://pena.test/downloads/abc');
    await expect(fs.access(path.join(dir, 'unused'))).rejects.toThrow();
  });

  it('writes an .eml file into the outbox and logs it when no SMTP_URL is set', async () => {
    const config = testConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://pena.example.id' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Pena <no-reply@pena.example.id>', outboxDir: path.join(dir, 'outbox') });
    const logged: string[] = [];
    const mailer = createMailer(config.mail, { info: (_details, text) => void logged.push(text ?? '') });
    expect(mailer.transport).toBe('outbox');
    const sent = await mailer.send(message);
    const files = await fs.readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(sent.file).toBe(path.join(dir, 'outbox', files[0]!));
    expect(logged).toEqual([`mail written to ${sent.file}`]);
    const eml = await fs.readFile(sent.file!, 'utf8');
    expect(eml).toMatch(/^From: Pena <no-reply@pena\.example\.id>\r$/m);
    expect(eml).toMatch(/^To: guru@example\.sch\.id\r$/m);
    expect(eml).toContain('http://pena.test/downloads/abc');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => testConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(testConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', DOWNLOAD_EMAIL_MIN_COURSES: '3', MAIL_FROM: 'Sekolah <a@b.id>' })).toMatchObject({
      mail: { smtpUrl: 'smtps://u:p@mail.example:465', from: 'Sekolah <a@b.id>' },
      downloadEmailMinCourses: 3,
    });
  });
});
