import { checkEmail, checkMobile, type Problem } from '../../../contract/validators';
import type { AccountKind } from './AccountTabs';

/** The validator of an account field of the given kind. */
export function checkAccount(kind: AccountKind, value: string, areaCode: string): Problem | null {
  return kind === 'email' ? checkEmail(value.trim()) : checkMobile(value, areaCode);
}
