// What the version routes need to know of each item that keeps versions: where its routes
// live, how it is loaded (scoped to the actor's organization, with its course's share) and
// authorized, and how a version's document is saved back through the item's own save.
import type { z } from 'zod';
import { pageDocumentSchema, pageSchema, passageDocumentSchema, passageSchema, type PageDocument, type PassageDocument } from '../../../domain/schemas/content.ts';
import { questionDocumentFields, questionSchema, type QuestionDocument } from '../../../domain/schemas/questions.ts';
import type { SignedInUser } from '../../auth/sessions.ts';
import type { VersionMark } from '../../commands/versionMark.ts';
import type { Db } from '../../db/client.ts';
import type { VersionedItemType } from '../../db/schema/index.ts';
import { loadPage } from '../../loaders/page.ts';
import { loadPassage } from '../../loaders/passage.ts';
import { loadQuestion } from '../../loaders/question.ts';
import { authorizePage } from '../../policies/pages.ts';
import { authorizePassage } from '../../policies/passages.ts';
import { authorizeQuestion } from '../../policies/questions.ts';
import { savePage } from '../pages/savePage.ts';
import { pageConflictReply } from '../pages/schema.ts';
import { savePassage } from '../passages/savePassage.ts';
import { passageConflictReply } from '../passages/schema.ts';
import { saveQuestion } from '../questions/saveQuestion.ts';
import { questionConflictReply } from '../questions/schema.ts';

/** An item loaded for its version routes. */
export interface LoadedItem {
  organizationId: number;
  authorize: (action: 'view' | 'update') => void;
  /** Saves a document that passed `documentSchema` as the item's content against lockVersion, through the item's own conflict-safe save. */
  restore: (document: unknown, lockVersion: number, mark: VersionMark) => Promise<unknown>;
}

export interface VersionedItemRoutes {
  itemType: Extract<VersionedItemType, 'page' | 'question' | 'passage'>;
  /** The item's path as the API names it. */
  path: string;
  tag: string;
  /** The document schema a restored version must still pass (422 by field path when it does not). */
  documentSchema: z.ZodType;
  reply: z.ZodType;
  conflictReply: z.ZodType;
  load: (db: Db, user: SignedInUser, id: number) => Promise<LoadedItem>;
}

export const versionedItems: VersionedItemRoutes[] = [
  {
    itemType: 'page',
    path: '/content/chapters',
    tag: 'chapters',
    documentSchema: pageDocumentSchema,
    reply: pageSchema,
    conflictReply: pageConflictReply,
    load: async (db, user, id) => {
      const { page, ctx, share } = await loadPage(db, user, id);
      return {
        organizationId: page.organizationId,
        authorize: (action) => authorizePage(ctx, user.id, action, page, share),
        restore: (document, lockVersion, mark) => savePage(db, page, document as PageDocument, lockVersion, user.id, mark),
      };
    },
  },
  {
    itemType: 'question',
    path: '/map/questions',
    tag: 'questions',
    documentSchema: questionDocumentFields,
    reply: questionSchema,
    conflictReply: questionConflictReply,
    load: async (db, user, id) => {
      const { question, ctx, share } = await loadQuestion(db, user, id);
      return {
        organizationId: question.organizationId,
        authorize: (action) => authorizeQuestion(ctx, user.id, action, question, share),
        restore: (document, lockVersion, mark) => saveQuestion(db, ctx, question, document as QuestionDocument, lockVersion, user.id, mark),
      };
    },
  },
  {
    itemType: 'passage',
    path: '/map/passages',
    tag: 'passages',
    documentSchema: passageDocumentSchema,
    reply: passageSchema,
    conflictReply: passageConflictReply,
    load: async (db, user, id) => {
      const { passage, ctx, share } = await loadPassage(db, user, id);
      return {
        organizationId: passage.organizationId,
        authorize: (action) => authorizePassage(ctx, user.id, action, passage, share),
        restore: (document, lockVersion, mark) => savePassage(db, ctx, passage, document as PassageDocument, lockVersion, user.id, mark),
      };
    },
  },
];
