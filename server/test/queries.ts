// What route tests read back to check a route: the statements it sent (a reply takes a fixed
// number of queries whatever the data's size), and the rows left under topics after a delete.
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import { answers, chapters, lessons, linkAttachments, passages, questions, topicAssignmentUsages, topics } from '../db/schema/index.ts';

/**
 * How many SQL statements `run` sends on a PGlite database (null on PostgreSQL). Counts the
 * calls into the real client: query, and execProtocol, through which a named statement runs
 * (db/pgliteNamed.ts); nothing is replaced.
 */
export async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number | null> {
  const pglite = database.pglite;
  if (!pglite) {
    await run();
    return null;
  }
  const query = pglite.query.bind(pglite);
  const execProtocol = pglite.execProtocol.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  let count = 0;
  // A transaction's statements go through the transaction's own query and exec, not the client's.
  pglite.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((...args: Parameters<typeof txQuery>) => {
        count++;
        return txQuery(...args);
      }) as typeof tx.query;
      tx.exec = ((...args: Parameters<typeof txExec>) => {
        count++;
        return txExec(...args);
      }) as typeof tx.exec;
      return callback(tx);
    })) as typeof pglite.transaction;
  pglite.query = ((...args: Parameters<typeof query>) => {
    count++;
    return query(...args);
  }) as typeof pglite.query;
  pglite.execProtocol = (...args: Parameters<typeof execProtocol>) => {
    count++;
    return execProtocol(...args);
  };
  try {
    await run();
  } finally {
    pglite.query = query;
    pglite.execProtocol = execProtocol;
    pglite.transaction = transaction;
  }
  return count;
}

/**
 * How many SQL statements `run` sends, on either engine: on PGlite the calls into its client
 * (as countQueries), on PostgreSQL the calls into node-postgres' Client#query, which every
 * pool query goes through. Nothing is replaced; nothing else may use the database meanwhile.
 */
export async function countStatements(database: Database, run: () => Promise<unknown>): Promise<number> {
  if (database.pglite) return (await countQueries(database, run))!;
  const proto = pg.Client.prototype as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return count;
}

/**
 * How many rows of each kind hang from these topics: their lessons and what those hold, pages,
 * questions and their answers, passages, links and assignment usages. What a delete must take
 * with it (all zero), or leave alone.
 */
export async function topicContents(db: Db, list: { id: number; lessonId: number }[]) {
  const topicIds = list.map((topic) => topic.id);
  const lessonIds = list.map((topic) => topic.lessonId);
  const rows = (query: Promise<unknown[]>) => query.then((found) => found.length);
  return {
    topics: await rows(db.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds))),
    lessons: await rows(db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, lessonIds))),
    chapters: await rows(db.select({ id: chapters.id }).from(chapters).where(inArray(chapters.topicId, topicIds))),
    questions: await rows(db.select({ id: questions.id }).from(questions).where(inArray(questions.topicId, topicIds))),
    answers: await rows(
      db.select({ id: answers.id }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId)).where(inArray(questions.topicId, topicIds)),
    ),
    passages: await rows(db.select({ id: passages.id }).from(passages).where(inArray(passages.topicId, topicIds))),
    links: await rows(db.select({ id: linkAttachments.id }).from(linkAttachments).where(inArray(linkAttachments.lessonId, lessonIds))),
    assignmentUsages: await rows(
      db.select({ id: topicAssignmentUsages.id }).from(topicAssignmentUsages).where(inArray(topicAssignmentUsages.topicId, topicIds)),
    ),
  };
}
