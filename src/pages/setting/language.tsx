// Language picker (spec §1, §2 settings): the choice is stored locally and applies at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '../../../contract/locales';
import { saveSettings } from '../../api/user';
import { useBack } from '../../app/useBack';
import { activateLocale } from '../../i18n/i18n';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';

export default function Language() {
  const { lang } = useSnapshot(session);
  const back = useBack();
  const [switching, setSwitching] = useState<Locale | null>(null);
  const { t } = useLingui();

  const choose = async (locale: Locale) => {
    setSwitching(locale);
    try {
      await activateLocale(locale);
      session.lang = locale;
      // Kept on the account too, so e-mails and server texts follow it (spec: stored locally first).
      if (session.token) void saveSettings({ lang: locale }, { quiet: true, background: true }).catch(() => undefined);
      back();
    } catch {
      showToast(t`This language could not be loaded. Check your connection and try again.`);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <div className="page">
      <NavBar title={<Trans>Language</Trans>} />
      <ul className="list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className="list-row"
              lang={LOCALE_TAGS[locale]}
              aria-pressed={locale === lang}
              disabled={switching !== null}
              onClick={() => void choose(locale)}
            >
              <span>{LOCALE_NAMES[locale]}</span>
              {locale === lang && (
                <span className="check" aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
