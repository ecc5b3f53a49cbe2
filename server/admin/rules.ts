// Who may do what in the back office, pure. Reviewers decide verifications, recharges and
// withdrawals; editors edit content; administrators do both, and alone may freeze a login, adjust
// a balance (a ledger entry with a reason), edit the trading products' settings (fees, limits,
// the market maker's quoting) and read the audit log. Reviewers may read those settings and the
// market maker's P&L. Reviewers and administrators answer customer service (the desk). No role can set a price, a trade or option outcome, or a balance: there is
// no such permission because there is no such route.
import type { OperatorRole } from './tables';

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

export const ROLES = Object.keys(GRANTS) as OperatorRole[];

export const can = (role: OperatorRole, permission: Permission) => GRANTS[role].includes(permission);

/** Administrators must sign in with an authenticator code; the other roles when they have set one up. */
export const needsTotp = (role: OperatorRole) => role === 'admin';

/** Operator sessions are short: 30 minutes idle, 12 hours at most. */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
