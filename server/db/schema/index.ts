// Every table of Pena. One pg-core schema serves PGlite and PostgreSQL.
export * from './organizations.ts';
export * from './sessions.ts';
export * from './tags.ts';
export * from './courses.ts';
export * from './content.ts';
export * from './questions.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './history.ts';
