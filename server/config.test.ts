import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, publicUrl: 'http://localhost:3000', seedDemo: true });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.tokenTtlMs).toBe(14 * 24 * 3600_000);
    expect(c.support.ID.phone).toBeTruthy();
    expect(c.support.PH.email).toMatch(/@/);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/pena',
      DATABASE_URL: 'postgres://u@db:5432/pena',
      PUBLIC_URL: 'https://pena.example.sch.id/',
      TOKEN_TTL_HOURS: '8',
      SUPPORT_PHONE_PH: '+63 2 1234',
      SUPPORT_EMAIL_PH: 'help@example.ph',
      LINK_APP_URL: 'https://link.example.org/',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/srv/pena',
      databaseUrl: 'postgres://u@db:5432/pena',
      publicUrl: 'https://pena.example.sch.id',
      tokenTtlMs: 8 * 3600_000,
      linkAppUrl: 'https://link.example.org',
    });
    expect(c.support.PH).toEqual({ phone: '+63 2 1234', email: 'help@example.ph' });
  });

  it('stores files locally under DATA_DIR/files by default', () => {
    const c = loadConfig({ DATA_DIR: '/srv/pena' });
    expect(c.storage).toEqual({ driver: 'local', localDir: '/srv/pena/files', secret: undefined, s3: undefined });
    expect(loadConfig({ STORAGE_SECRET: 'k'.repeat(32) }).storage.secret).toBe('k'.repeat(32));
  });

  it('uses an S3 bucket when S3_BUCKET is set', () => {
    const c = loadConfig({
      S3_BUCKET: 'pena-files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'ap-southeast-3',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c.storage.driver).toBe('s3');
    expect(c.storage.s3).toEqual({
      bucket: 'pena-files',
      endpoint: 'http://minio:9000',
      region: 'ap-southeast-3',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // Without keys the AWS SDK's own chain (environment, profile, instance role) applies.
    expect(loadConfig({ S3_BUCKET: 'pena-files' }).storage.s3).toMatchObject({ region: 'us-east-1', credentials: undefined, endpoint: undefined, forcePathStyle: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TOKEN_TTL_HOURS: '0' }, 'TOKEN_TTL_HOURS'],
    [{ SUPPORT_EMAIL_ID: 'nope' }, 'SUPPORT_EMAIL_ID'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ STORAGE_SECRET: 'short' }, 'STORAGE_SECRET'],
    [{ S3_BUCKET: 'b' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'pena', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'pena', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'pena', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'ftp://llm.example/v1', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1' }, 'LLM_MODEL'],
    [{ LLM_MODEL: 'gpt-4o-mini' }, 'LLM_BASE_URL'],
    [{ LLM_API_KEY: 'sk-x' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '10' }, 'LLM_TIMEOUT_MS'],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' }, 'LLM_TIMEOUT_MS'],
    [{ DOCUMENT_QUOTA_MEMBER_SHARE: '-1' }, 'DOCUMENT_QUOTA_MEMBER_SHARE'],
    [{ DOCUMENT_QUOTA_MEMBER_SHARE: 'a third' }, 'DOCUMENT_QUOTA_MEMBER_SHARE'],
    [{ HISTORY_RETENTION_DAYS: '-1' }, 'HISTORY_RETENTION_DAYS'],
    [{ HISTORY_RETENTION_DAYS: '1.5' }, 'HISTORY_RETENTION_DAYS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('gives each member a share of the school’s documents: a third of its limit unless DOCUMENT_QUOTA_MEMBER_SHARE says', () => {
    expect(loadConfig({}).documentImport.memberShare).toBeNull();
    expect(loadConfig({ DOCUMENT_QUOTA_MEMBER_SHARE: '4' }).documentImport.memberShare).toBe(4);
  });

  it('keeps version history for ever unless HISTORY_RETENTION_DAYS says how many days', () => {
    expect(loadConfig({}).historyRetentionDays).toBe(0);
    expect(loadConfig({ HISTORY_RETENTION_DAYS: '365' }).historyRetentionDays).toBe(365);
  });

  it('extracts questions with the built-in reader unless an LLM endpoint and model are set', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1/', LLM_MODEL: 'qwen2.5:7b' }).llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'qwen2.5:7b',
      apiKey: undefined,
      timeoutMs: 120_000,
    });
    expect(
      loadConfig({ LLM_BASE_URL: 'https://pena.openai.azure.com/openai/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-secret', LLM_TIMEOUT_MS: '300000' }).llm,
    ).toEqual({ baseUrl: 'https://pena.openai.azure.com/openai/v1', model: 'gpt-4o-mini', apiKey: 'sk-secret', timeoutMs: 300_000 });
  });

  it('trusts proxy headers only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '2', '10.0.0.0/33', 'proxy.internal', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
