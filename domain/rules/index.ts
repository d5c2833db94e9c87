// Content rules of spec §5 (pure functions, no I/O), shared by the web editors and the server.
// The zod schemas that attach them by field path are in domain/schemas/content.ts and
// domain/schemas/questions.ts.
export * from './answers.ts';
export * from './embed.ts';
export * from './issues.ts';
export * from './links.ts';
export * from './matching.ts';
export * from './media.ts';
export * from './points.ts';
export * from './publish.ts';
export * from './questionDefaults.ts';
export * from './questionLinks.ts';
export { TYPES_WITH_ANSWERS, answerValueField, isValidQuestion, questionIssues, questionWarnings } from './questionRules.ts';
export type { QuestionRuleOptions, RuleDocument } from './questionRules.ts';
export * from './text.ts';
export * from './videoUrl.ts';
