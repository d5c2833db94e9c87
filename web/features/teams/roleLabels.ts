import type { Role } from '../../../domain/schemas/account.ts';

export const roleColors: Record<Role, string> = {
  admin: 'grape',
  publisher: 'pena',
  editor: 'blue',
  limited_editor: 'cyan',
  no_role: 'gray',
  restricted: 'orange',
  member: 'teal',
};
