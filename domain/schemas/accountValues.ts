// The value lists of the accounts API as plain arrays, without zod: account.ts builds its
// schemas from them, and code that runs on the web's first screen (domain/access, constants)
// reads them from here, so the login screen does not download the schema library.
export const roleValues = ['admin', 'publisher', 'editor', 'limited_editor', 'no_role', 'restricted', 'member'] as const;
export const teamRoleValues = ['editor', 'limited_editor', 'publisher'] as const;
export const permissionActions = ['create', 'view', 'edit', 'publish'] as const;
export const featureValues = ['manage_assessments', 'upload_question_bulk', 'upload_question_llm', 'manage_tags'] as const;
export const countryCodes = ['ID', 'PH'] as const;
