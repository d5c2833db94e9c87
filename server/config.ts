// Environment → typed configuration, validated once at start. Every variable is listed
// in the README; a bad value stops the process with a message naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DOWNLOAD_EMAIL_MIN_COURSES } from '../domain/schemas/downloads.ts';

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url();

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB')
    .default('16MB'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  PUBLIC_URL: url.optional(),
  TRUST_PROXY: z.string().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24 * 14),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  INTERNAL_EMAIL_DOMAIN: z.string().min(1).default('pena.id'),
  SUPPORT_PHONE_ID: z.string().min(1).default('+62 21 5091 2345'),
  SUPPORT_EMAIL_ID: z.email().default('halo@pena.id'),
  SUPPORT_PHONE_PH: z.string().min(1).default('+63 2 8876 5432'),
  SUPPORT_EMAIL_PH: z.email().default('hello@pena.ph'),
  LINK_APP_URL: url.default('https://link.pena.id'),
  LEARN_APP_URL: url.default('https://learn.pena.id'),
  TERMS_URL: url.default('https://pena.id/terms'),
  PRIVACY_URL: url.default('https://pena.id/privacy'),
  CONTACT_URL: url.default('https://pena.id/contact'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIR: z.string().min(1).default('dist/web'),
  // On SIGTERM/SIGINT `pena serve` fails /healthz and keeps serving this long, so the balancer stops sending first (main.ts).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  // A tracked job whose worker has not said it is alive for this long is retried (server/jobs).
  JOB_STALE_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(60),
  // Versions and activity older than this many days are deleted (jobs/tasks/HistoryCleanupTask.ts); 0 keeps everything.
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(0).max(100 * 366).default(0),
  // The linked app's secret for POST/DELETE /provisioning/assignments; unset: no provisioning surface (404).
  PROVISIONING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Storage: local files under DATA_DIR/files unless S3_BUCKET names a bucket.
  STORAGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: url.optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // Email (server/mail): SMTP when SMTP_URL is set (smtp:// or smtps://, credentials in the URL), else .eml files in DATA_DIR/outbox.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Downloads of this many courses or more are also emailed (domain/schemas/downloads.ts DOWNLOAD_EMAIL_MIN_COURSES).
  DOWNLOAD_EMAIL_MIN_COURSES: z.coerce.number().int().min(1).default(DOWNLOAD_EMAIL_MIN_COURSES),
  // Spreadsheet import may fetch images from private and loopback addresses (tests only).
  IMPORT_ALLOW_PRIVATE_IMAGE_URLS: z.enum(['true', 'false']).default('false'),
  // Questions from a document: an OpenAI-compatible chat endpoint (…/v1) and model; unset: the built-in extractor.
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30 * 60_000).default(120_000),
  // Document import (server/documentImport): a school's documents per semester, a member's starts per hour, jobs at once before "heavy load".
  DOCUMENT_QUOTA_LIMIT: z.coerce.number().int().min(0).default(30),
  // A member's documents per semester, of the school's; unset: a third of the school's limit, rounded up.
  DOCUMENT_QUOTA_MEMBER_SHARE: z.coerce.number().int().min(0).optional(),
  DOCUMENT_IMPORT_USER_LIMIT: z.coerce.number().int().min(0).default(10),
  DOCUMENT_IMPORT_MAX_ACTIVE: z.coerce.number().int().min(0).default(4),
  // Text pages from a file (routes/lessons/pageGeneration.ts): generations one member may start in an hour.
  PAGE_GENERATION_USER_LIMIT: z.coerce.number().int().min(0).default(10),
  // Prometheus /metrics (server/metrics) on its own host:port, never the public one; unset: off. Optional bearer token.
  METRICS_ADDRESS: z.string().regex(/^(\[[0-9a-fA-F:.]+\]|[^:\s]+):\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9464').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Error reports (server/observability): Sentry when SENTRY_DSN is set, for the server and the web app; unset: none.
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// Sentry DSN' }).optional(),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).default('production'),
});

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Static credentials; the AWS SDK's default chain when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  driver: 'local' | 's3';
  /** Local driver: where objects live (DATA_DIR/files). */
  localDir: string;
  /** Local driver: signs upload policies; generated into DATA_DIR when unset. */
  secret: string | undefined;
  s3: S3Config | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The embedded database's shared_buffers (PostgreSQL's size syntax). */
  pgliteSharedBuffers: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Proxies whose X-Forwarded-* headers are trusted; false: none. */
  trustProxy: string[] | false;
  tokenTtlMs: number;
  login: { maxAttempts: number; windowMs: number };
  internalEmailDomain: string;
  support: { ID: { phone: string; email: string }; PH: { phone: string; email: string } };
  linkAppUrl: string;
  learnAppUrl: string;
  links: { terms: string; privacy: string; contact: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  /** Built web app served at /, when present. */
  webDir: string;
  /** Seconds a stopping `pena serve` keeps serving with /healthz failing before it closes (SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainSeconds: number;
  /** A 'processing' job whose heartbeat is older than this is taken for dead and retried. */
  jobStaleSeconds: number;
  /** Versions (item_versions) and activity (activity_events) older than this many days are deleted, except each item's newest and latest published version; 0: kept for ever. */
  historyRetentionDays: number;
  /** `Authorization: Bearer` secret of the provisioning endpoint (routes/provisioning); undefined: the endpoint does not exist. */
  provisioningSecret: string | undefined;
  storage: StorageConfig;
  /** server/mail: SMTP when smtpUrl is set, else .eml files in outboxDir. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** A course download of at least this many courses is also sent by email. */
  downloadEmailMinCourses: number;
  /** Spreadsheet import fetches images from private and loopback addresses too (tests only). */
  importAllowPrivateImageUrls: boolean;
  /** The OpenAI-compatible endpoint that extracts questions from documents; undefined: the built-in extractor. */
  llm: LlmConfig | undefined;
  /** Document import limits (server/documentImport/quota.ts, routes/documentImport/start.ts). */
  documentImport: {
    /** A new school's documents per semester (document_quotas.limit). */
    quotaLimit: number;
    /** Documents one member may import per semester; null: a third of the school's limit, rounded up (documentImport/quota.ts memberShareOf). */
    memberShare: number | null;
    /** Imports one member may start in an hour; more: 429 upload_retry. */
    userLimitPerHour: number;
    /** document_import jobs pending or processing across the server; at this many: 503 heavy_load. */
    maxActive: number;
  };
  /** Generations of text pages from a file one member may start in an hour; more: 429. */
  pageGenerationUserLimit: number;
  /** Prometheus /metrics on its own address (server/metrics); undefined: not served. */
  metrics: { host: string; port: number; token: string | undefined } | undefined;
  /** Sentry error reports (server/observability, web/lib/errorReports.ts); undefined: none sent. */
  sentry: { dsn: string; environment: string } | undefined;
}

export interface LlmConfig {
  /** Base URL without a trailing slash; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer`; undefined for endpoints without keys (Ollama, llama.cpp). */
  apiKey: string | undefined;
  /** Each chat call's time limit. */
  timeoutMs: number;
}

export class ConfigError extends Error {}

/** Names proxy-addr knows for whole ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY → the proxies whose `X-Forwarded-*` headers are believed
 * (docs/product/design.md#proxy-headers-are-trusted-only-from-configured-proxies). Unset or
 * `false`: none, the socket address is the client. Otherwise a comma list of addresses, CIDR
 * ranges or `loopback`/`linklocal`/`uniquelocal`. `true` (trust anyone) and hop counts are
 * refused: both let a client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'false') return false;
  const entries = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: expected false or a comma list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), got ${bad.join(', ') || value}`,
    );
  }
  return entries;
}

/** METRICS_ADDRESS (host:port, IPv6 in brackets) → where /metrics listens; a token alone is refused. */
function parseMetricsAddress(address: string | undefined, token: string | undefined): Config['metrics'] {
  if (!address) {
    if (token) throw new ConfigError('Invalid configuration:\n  METRICS_ADDRESS: required when METRICS_TOKEN is set');
    return undefined;
  }
  const at = address.lastIndexOf(':');
  const port = Number(address.slice(at + 1));
  if (!Number.isInteger(port) || port > 65535) throw new ConfigError('Invalid configuration:\n  METRICS_ADDRESS: the port must be 0 to 65535');
  return { host: address.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port, token };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as operators expect from `VAR= pena serve`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const s3Only = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k] !== undefined);
  if (!e.S3_BUCKET && s3Only.length > 0) throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${s3Only.join(', ')} is set`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new ConfigError(`Invalid configuration:\n  ${e.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL'}: LLM_BASE_URL and LLM_MODEL go together`);
  }
  if (e.LLM_API_KEY && !e.LLM_BASE_URL) throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL: required when LLM_API_KEY is set');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    internalEmailDomain: e.INTERNAL_EMAIL_DOMAIN.toLowerCase(),
    support: {
      ID: { phone: e.SUPPORT_PHONE_ID, email: e.SUPPORT_EMAIL_ID },
      PH: { phone: e.SUPPORT_PHONE_PH, email: e.SUPPORT_EMAIL_PH },
    },
    linkAppUrl: e.LINK_APP_URL.replace(/\/$/, ''),
    learnAppUrl: e.LEARN_APP_URL.replace(/\/$/, ''),
    links: { terms: e.TERMS_URL, privacy: e.PRIVACY_URL, contact: e.CONTACT_URL },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    webDir: path.resolve(e.WEB_DIR),
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    historyRetentionDays: e.HISTORY_RETENTION_DAYS,
    provisioningSecret: e.PROVISIONING_SECRET,
    storage: {
      driver: e.S3_BUCKET ? 's3' : 'local',
      localDir: path.join(dataDir, 'files'),
      secret: e.STORAGE_SECRET,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            region: e.S3_REGION,
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Pena <no-reply@${new URL(publicUrl).hostname}>`, outboxDir: path.join(dataDir, 'outbox') },
    downloadEmailMinCourses: e.DOWNLOAD_EMAIL_MIN_COURSES,
    importAllowPrivateImageUrls: e.IMPORT_ALLOW_PRIVATE_IMAGE_URLS === 'true',
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    documentImport: {
      quotaLimit: e.DOCUMENT_QUOTA_LIMIT,
      memberShare: e.DOCUMENT_QUOTA_MEMBER_SHARE ?? null,
      userLimitPerHour: e.DOCUMENT_IMPORT_USER_LIMIT,
      maxActive: e.DOCUMENT_IMPORT_MAX_ACTIVE,
    },
    pageGenerationUserLimit: e.PAGE_GENERATION_USER_LIMIT,
    metrics: parseMetricsAddress(e.METRICS_ADDRESS, e.METRICS_TOKEN),
    sentry: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT } : undefined,
  };
}
