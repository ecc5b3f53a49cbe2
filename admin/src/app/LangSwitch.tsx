import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { activateAdminLocale } from '../i18n';
import { ADMIN_LANGS, type AdminLang, adminSession } from '../state/session';

const NAMES: Record<AdminLang, string> = { en: 'English', zh: '简体中文' };

export function LangSwitch() {
  const { t } = useLingui();
  const { lang } = useSnapshot(adminSession);
  return (
    <select
      className="lang-switch"
      aria-label={t`Language`}
      value={lang}
      onChange={(e) => void activateAdminLocale(e.target.value as AdminLang)}
    >
      {ADMIN_LANGS.map((l) => (
        <option key={l} value={l}>
          {NAMES[l]}
        </option>
      ))}
    </select>
  );
}
