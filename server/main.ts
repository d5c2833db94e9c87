// The `pena` command: serve | worker | migrate | seed | organization, user and team admin |
// assignments of the linked app.
// Run through `npm run pena -- <command>` (Node 24 from the project's own `node` package).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config.ts';
import * as admin from './commands/accountAdmin.ts';
import { addAssignmentUsage, removeAssignmentUsage } from './commands/assignmentUsages.ts';
import { maintainEmbedded, openConfiguredDatabase, scheduleEmbeddedMaintenance } from './database.ts';
import type { Database } from './db/client.ts';
import { DEMO_PASSWORD, demoLogins, isEmpty, seedDemo } from './seed/seed.ts';
import type { App } from './context.ts';
import type { JobLogger } from './jobs/task.ts';
import { openStorage } from './storage/index.ts';
import type * as InterchangeCliModule from './interchange/cli.ts';
import { teamRoleValues, type TeamRole } from '../domain/schemas/account.ts';
import { assignmentUsageRequest } from '../domain/schemas/publishing.ts';

const usage = `Usage: pena <command> [options]

  serve [--no-worker]          migrate, seed an empty database, serve the API and web app (and run jobs)
  worker                       run background jobs only
  migrate                      apply database migrations
  seed                         seed the demo school into an empty database
  backup [--out FILE]          write one archive (.tar.gz) of the database and the files, consistent while Pena runs
  restore --in FILE            restore an archive into an empty database and storage (see docs)

  org:create --name N [--country ID|PH] [--verified] [--provider] [--teams] [--features a,b]
             [--autosave] [--points] [--license-import]
  org:verify --org ID [--unverify]
  org:features --org ID --features a,b      (replaces the list; known: manage_assessments,
                                             upload_question_bulk, upload_question_llm, manage_tags)
  user:create --email E --password P [--name N]
  member:add --org ID --email E [--admin] [--unapproved] [--restricted]
  member:remove --org ID --email E
  team:create --org ID --name N --role editor|limited_editor|publisher [--members a@x,b@y]
  team:add-member --team ID --email E
  assignment:add --topic ID --ref REF      (an assignment of the linked app uses the topic)
  assignment:remove --topic ID --ref REF

  questions:import --topic ID --file F [--dry-run] [--as EMAIL]
                               questions from QTI, Common Cartridge, Moodle XML, GIFT or Aiken; prints one JSON summary
  questions:export --topic ID|--course ID --format qti3|qti21|moodle|gift|aiken --out F
  course:export --course ID --format imscc --out F
`;

const options = {
  'no-worker': { type: 'boolean' },
  name: { type: 'string' },
  country: { type: 'string' },
  verified: { type: 'boolean' },
  unverify: { type: 'boolean' },
  provider: { type: 'boolean' },
  teams: { type: 'boolean' },
  features: { type: 'string' },
  autosave: { type: 'boolean' },
  points: { type: 'boolean' },
  'license-import': { type: 'boolean' },
  org: { type: 'string' },
  team: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  admin: { type: 'boolean' },
  unapproved: { type: 'boolean' },
  restricted: { type: 'boolean' },
  role: { type: 'string' },
  members: { type: 'string' },
  topic: { type: 'string' },
  ref: { type: 'string' },
  out: { type: 'string' },
  in: { type: 'string' },
  file: { type: 'string' },
  'dry-run': { type: 'boolean' },
  as: { type: 'string' },
  course: { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

function required(values: Values, key: keyof Values): string {
  const v = values[key];
  if (typeof v !== 'string' || v === '') throw new admin.AdminError(`--${key} is required`);
  return v;
}
const idOf = (values: Values, key: 'org' | 'team' | 'topic' | 'course') => {
  const n = Number(required(values, key));
  if (!Number.isInteger(n) || n <= 0 || n > 2147483647) throw new admin.AdminError(`--${key} must be a numeric id`);
  return n;
};
/** The linked app's assignment identifier, as the provisioning endpoint takes it (assignmentUsageRequest). */
const assignmentRef = (values: Values) => {
  const parsed = assignmentUsageRequest.shape.assignment_ref.safeParse(required(values, 'ref'));
  if (!parsed.success) throw new admin.AdminError('--ref must be 1 to 255 characters');
  return parsed.data;
};
const list = (v: string | undefined) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

function printWelcome(config: Config, seeded: boolean) {
  const lines = [`Pena is running at ${config.publicUrl}`, `API documentation: ${config.publicUrl}/api/docs`];
  if (seeded || config.seedDemo) {
    lines.push('', `Demo logins (password: ${DEMO_PASSWORD}):`);
    for (const l of demoLogins) lines.push(`  ${l.email.padEnd(30)} ${l.what}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

// What only `serve` and `worker` run (the app with every route, the job queue, metrics and
// error reports) is imported when one of them starts, so a one-shot command (`pena migrate`,
// `org:create` …) loads a quarter of the modules and starts in about half the time.
const jobParts = async () => {
  const [{ startQueue }, { startObservability }] = await Promise.all([import('./jobs/queue.ts'), import('./observability/index.ts')]);
  return { startQueue, startObservability };
};

/**
 * A new embedded database is created, migrated and (SEED_DEMO) seeded by a `pena migrate` or
 * `pena seed` of its own before the server opens it: creating PGlite's files (initdb) and seeding
 * grow its WebAssembly memory and the heap, which are never handed back; a server that did it
 * itself held about 330 MB idle (at a 660 MB peak) instead of about 270.
 */
function prepareEmbeddedApart(config: Config): Promise<void> {
  if (config.databaseUrl || fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) return Promise.resolve();
  const command = config.seedDemo ? 'seed' : 'migrate';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, command], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pena ${command} (preparing the embedded database) exited with ${code}`))));
  });
}

async function serve(config: Config, database: Database, work: boolean) {
  const [{ buildApp }, { startQueue, startObservability }] = await Promise.all([import('./app.ts'), jobParts()]);
  await database.migrate();
  let seeded = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    seeded = true;
  }
  await maintainEmbedded(database);
  const storage = await openStorage(config);
  // The queue first: routes send jobs through it (`--no-worker` only sends). It logs through
  // the app's logger once the app exists, to the console before.
  const to: { log?: App['log'] } = {};
  const logger: JobLogger = {
    info: (details, message) => (to.log ? to.log.info(details, message) : console.log(message, details)),
    warn: (details, message) => (to.log ? to.log.warn(details, message) : console.warn(message, details)),
    error: (details, message) => (to.log ? to.log.error(details, message) : console.error(message, details)),
  };
  // /metrics on METRICS_ADDRESS and error reports to SENTRY_DSN, each when set (server/observability).
  const observed = await startObservability(config, database, 'serve');
  const { metrics, errorReports } = observed;
  const queue = await startQueue(database, { work, logger, storage, config, jobStaleSeconds: config.jobStaleSeconds, metrics, errorReports });
  const app = await buildApp({ config, database, db: database.db, storage, queue }, { metrics });
  to.log = app.log;
  const stopMaintenance = scheduleEmbeddedMaintenance(database, app.log);
  let backups: { close(): Promise<void> } | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining: /healthz fails at once and the process keeps serving for SHUTDOWN_DRAIN_SECONDS,
    // so the balancer's checks take it out of rotation before it stops listening.
    app.draining = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'draining');
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + 15_000).unref();
    try {
      if (config.shutdownDrainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
      app.log.info({ signal }, 'shutting down');
      await app.close(); // stop taking requests, finish those in flight
      stopMaintenance();
      await backups?.close();
      await queue.stop();
      await storage.close();
      await observed.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // PGlite: only this process can open the database, so `pena backup` asks it for the archive
  // over a unix socket in DATA_DIR (server/backup/socket.ts).
  if (database.kind === 'pglite') {
    const { listenForBackups } = await import('./backup/socket.ts');
    backups = await listenForBackups({ dataDir: config.dataDir, database, storage, log: app.log });
  }
  await observed.listen(app.log);
  printWelcome(config, seeded);
}

async function worker(config: Config, database: Database) {
  const { startQueue, startObservability } = await jobParts();
  await database.migrate();
  await maintainEmbedded(database);
  const storage = await openStorage(config);
  const observed = await startObservability(config, database, 'worker');
  const { metrics, errorReports } = observed;
  const queue = await startQueue(database, { work: true, logger: console, storage, config, jobStaleSeconds: config.jobStaleSeconds, metrics, errorReports });
  await observed.listen();
  const stop = async () => {
    await queue.stop();
    await storage.close();
    await observed.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  console.log('Pena worker running; Ctrl+C to stop.');
}

/**
 * One-shot commands on a migrated database. Each checks its options first (a refusal exits
 * before the database is opened, let alone changed) and answers the work to do on the
 * database, which answers the line it prints.
 */
type OneShot = (values: Values) => (db: Database['db']) => Promise<string>;
const oneShot: Record<string, OneShot> = {
  migrate: () => async () => 'Database is up to date.',
  seed: () => async (db) => {
    if (!(await isEmpty(db))) throw new admin.AdminError('The database already has organizations; the demo seed only fills an empty one.');
    await seedDemo(db);
    return `Seeded the demo school. Password for every demo login: ${DEMO_PASSWORD}`;
  },
  'org:create': (values) => {
    const country = values.country ?? 'ID';
    if (country !== 'ID' && country !== 'PH') throw new admin.AdminError('--country must be ID or PH');
    const input = {
      name: required(values, 'name'),
      countryCode: country,
      verified: values.verified,
      isProvider: values.provider,
      useTeams: values.teams,
      features: admin.checkFeatures(list(values.features)),
      enableAutosave: values.autosave,
      enablePointSystem: values.points,
      canImportLicenseQuestions: values['license-import'],
    } as const;
    return async (db) => {
      const org = await admin.createOrganization(db, input);
      return `Created organization ${org.id}: ${org.name}`;
    };
  },
  'org:verify': (values) => {
    const id = idOf(values, 'org');
    return async (db) => {
      await admin.setOrganizationVerified(db, id, !values.unverify);
      return values.unverify ? 'Organization marked unverified.' : 'Organization marked verified.';
    };
  },
  'org:features': (values) => {
    const id = idOf(values, 'org');
    const features = admin.checkFeatures(list(required(values, 'features')));
    return async (db) => {
      await admin.setOrganizationFeatures(db, id, features);
      return 'Features updated.';
    };
  },
  'user:create': (values) => {
    const input = { email: required(values, 'email'), password: required(values, 'password'), name: values.name };
    admin.checkNewUser(input);
    return async (db) => {
      const user = await admin.createUser(db, input);
      return `Created user ${user.id}: ${user.email}`;
    };
  },
  'member:add': (values) => {
    const input = { organizationId: idOf(values, 'org'), email: required(values, 'email'), admin: values.admin, approved: !values.unapproved, restricted: values.restricted };
    return async (db) => {
      await admin.addMember(db, input);
      return 'Member saved.';
    };
  },
  'member:remove': (values) => {
    const id = idOf(values, 'org');
    const email = required(values, 'email');
    return async (db) => {
      await admin.removeMember(db, id, email);
      return 'Member removed.';
    };
  },
  'team:create': (values) => {
    const role = required(values, 'role');
    if (!(teamRoleValues as readonly string[]).includes(role)) throw new admin.AdminError(`--role must be ${teamRoleValues.join(', ')}`);
    const input = { organizationId: idOf(values, 'org'), name: required(values, 'name'), role: role as TeamRole, memberEmails: list(values.members) };
    return async (db) => {
      const team = await admin.createTeam(db, input);
      return `Created team ${team.id}: ${team.name}`;
    };
  },
  'team:add-member': (values) => {
    const id = idOf(values, 'team');
    const email = required(values, 'email');
    return async (db) => {
      await admin.addTeamMember(db, id, email);
      return 'Team member added.';
    };
  },
  'assignment:add': (values) => {
    const usage = { topicId: idOf(values, 'topic'), assignmentRef: assignmentRef(values) };
    return async (db) => {
      const outcome = await addAssignmentUsage(db, usage);
      if (outcome === 'no_topic') throw new admin.AdminError(`No topic with id ${usage.topicId}`);
      return outcome === 'added' ? 'Assignment use recorded.' : 'Assignment use was already recorded.';
    };
  },
  'assignment:remove': (values) => {
    const usage = { topicId: idOf(values, 'topic'), assignmentRef: assignmentRef(values) };
    return async (db) => {
      const outcome = await removeAssignmentUsage(db, usage);
      return outcome === 'removed' ? 'Assignment use removed.' : 'No such assignment use; nothing to remove.';
    };
  },
};

/**
 * A command that runs for a moment (everything but serve and worker): V8 would tier PGlite's
 * WebAssembly up with its optimizing compiler in the background (about 2.5 s of CPU, which the
 * process also waits for before it exits) for code that runs only once. Liftoff's code is
 * enough. (Read when the module compiles, so setting them now takes effect.) Its database
 * also boots with small shared buffers (openConfiguredDatabase's `brief`): a pena migrate
 * on PGlite exits in about 1 s instead of 3.6.
 */
function runBriefly() {
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
}

const INTERCHANGE_COMMANDS = ['questions:import', 'questions:export', 'course:export'];

/** The interchange commands: their output on stdout, what a file leaves out on stderr. */
type InterchangeCli = typeof InterchangeCliModule;
type ImportRead = Exclude<Awaited<ReturnType<InterchangeCli['readImportFile']>>, { exitCode: number }>;

async function interchangeCommand(
  cli: InterchangeCli,
  command: string,
  values: Values,
  ctx: { db: Database['db']; storage: Awaited<ReturnType<typeof openStorage>> },
  read: ImportRead | null,
): Promise<number> {
  const outcome: { output: string; exitCode: number; notes?: string[] } =
    command === 'questions:import'
      ? await cli.importQuestionsCommand(ctx, { topicId: idOf(values, 'topic'), file: required(values, 'file'), dryRun: values['dry-run'] === true, ...(values.as ? { as: values.as } : {}) }, read!)
      : command === 'questions:export'
        ? await cli.exportQuestionsCommand(ctx, {
            ...(values.topic !== undefined ? { topicId: idOf(values, 'topic') } : {}),
            ...(values.course !== undefined ? { courseId: idOf(values, 'course') } : {}),
            format: values.format,
            out: required(values, 'out'),
          })
        : await cli.exportCourseCommand(ctx, { courseId: idOf(values, 'course'), format: values.format, out: required(values, 'out') });
  console.log(outcome.output);
  for (const note of outcome.notes ?? []) console.error(note);
  return outcome.exitCode;
}

async function run(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(usage);
    return command ? 0 : 1;
  }
  const handler = oneShot[command];
  if (!handler && !['serve', 'worker', 'backup', 'restore', ...INTERCHANGE_COMMANDS].includes(command)) {
    console.error(`Unknown command: ${command}\n\n${usage}`);
    return 1;
  }
  const work = handler?.(values);
  const brief = command !== 'serve' && command !== 'worker';
  if (brief) runBriefly();
  const config = loadConfig();
  // Before opening the database: on PGlite a running server holds it, and restore wants it empty.
  if (command === 'backup' || command === 'restore') {
    const backup = await import('./backup/cli.ts');
    console.log(command === 'backup' ? await backup.backupCommand(config, values.out) : await backup.restoreCommand(config, values.in));
    return 0;
  }
  if (command === 'serve' || command === 'worker') await prepareEmbeddedApart(config);
  const cli = INTERCHANGE_COMMANDS.includes(command) ? await import('./interchange/cli.ts') : null;
  let read: ImportRead | null = null;
  if (cli && command === 'questions:import') {
    idOf(values, 'topic');
    const file = await cli.readImportFile(required(values, 'file'));
    if ('exitCode' in file) {
      console.log(file.output);
      return file.exitCode;
    }
    read = file;
  }
  const database = await openConfiguredDatabase(config, { brief });
  if (cli) {
    try {
      await database.migrate();
      return await interchangeCommand(cli, command, values, { db: database.db, storage: await openStorage(config) }, read);
    } finally {
      await database.close();
    }
  }

  if (command === 'serve') return serve(config, database, !values['no-worker']).then(() => undefined);
  if (command === 'worker') return worker(config, database).then(() => undefined);

  try {
    await database.migrate();
    console.log(await work!(database.db));
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    if (typeof code === 'number') process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof admin.AdminError || err instanceof ConfigError || (err as Error)?.name === 'BackupError' || (err as Error)?.name === 'InterchangeCliError' || (err as { code?: string })?.code?.startsWith?.('ERR_PARSE_ARGS')) {
      console.error(`pena: ${(err as Error).message}`);
    } else {
      console.error(err);
    }
    process.exitCode = 1;
  },
);
