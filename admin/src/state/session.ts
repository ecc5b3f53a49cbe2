// The operator's session and language. The token lives in sessionStorage: a back-office session
// ends with the browser tab (and on the server after 30 idle minutes), unlike a customer's.
import { proxy } from 'valtio';
import type { OperatorInfo } from '../../../contract/admin';

export type AdminLang = 'en' | 'zh';
export const ADMIN_LANGS: readonly AdminLang[] = ['en', 'zh'];

const TOKEN_KEY = 'admin_token';
const OPERATOR_KEY = 'admin_operator';
const LANG_KEY = 'admin_lang';

function storedOperator(): OperatorInfo | null {
  try {
    return JSON.parse(sessionStorage.getItem(OPERATOR_KEY) ?? 'null') as OperatorInfo | null;
  } catch {
    return null;
  }
}

function initialLang(): AdminLang {
  const saved = localStorage.getItem(LANG_KEY);
  if (saved === 'en' || saved === 'zh') return saved;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export const adminSession = proxy({
  token: sessionStorage.getItem(TOKEN_KEY),
  operator: storedOperator(),
  lang: initialLang(),
});

export function signIn(token: string, operator: OperatorInfo) {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(OPERATOR_KEY, JSON.stringify(operator));
  adminSession.token = token;
  adminSession.operator = operator;
}

export function signOut() {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(OPERATOR_KEY);
  adminSession.token = null;
  adminSession.operator = null;
}

export function rememberLang(lang: AdminLang) {
  localStorage.setItem(LANG_KEY, lang);
  adminSession.lang = lang;
}
