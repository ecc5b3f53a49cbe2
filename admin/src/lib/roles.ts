// What each role may do, to hide what an operator cannot use. The server decides
// (server/admin/rules.ts) and refuses anyway; this copy only keeps the screens honest.
import type { OperatorRole } from '../../../contract/admin';

export type Permission =
  | 'review'
  | 'content'
  | 'users.read'
  | 'users.write'
  | 'products.read'
  | 'products.write'
  | 'audit'
  | 'support';

const GRANTS: Record<OperatorRole, readonly Permission[]> = {
  reviewer: ['review', 'users.read', 'products.read', 'support'],
  editor: ['content'],
  admin: ['review', 'content', 'users.read', 'users.write', 'products.read', 'products.write', 'audit', 'support'],
};

export const can = (role: OperatorRole | undefined, permission: Permission) =>
  role ? GRANTS[role].includes(permission) : false;
