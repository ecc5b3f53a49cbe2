// Default fiat currency (spec §2 settings, §3 Fiat setting): the currency assets are valued in,
// kept on the account. Each is named in the user's language by Intl.DisplayNames.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import { FIAT_CURRENCIES, type FiatCurrency } from '../../../contract/user';
import { saveSettings } from '../../api/user';
import { useBack } from '../../app/useBack';
import { refreshUser } from '../../state/account';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

export default function Fiat() {
  const { t } = useLingui();
  const back = useBack();
  const { lang } = useSnapshot(session);
  const { user, failed, retry } = useUser();
  const [saving, setSaving] = useState<FiatCurrency | null>(null);

  const names = useMemo(() => {
    let display: Intl.DisplayNames | null = null;
    try {
      display = new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'currency' });
    } catch {
      // An old engine without DisplayNames: the codes alone still say it.
    }
    return Object.fromEntries(FIAT_CURRENCIES.map((c) => [c, display?.of(c) ?? c])) as Record<FiatCurrency, string>;
  }, [lang]);

  const current = user?.fiat ?? session.fiat.currency_code;

  const choose = async (code: FiatCurrency) => {
    if (code === current) {
      back();
      return;
    }
    setSaving(code);
    try {
      showToast(await saveSettings({ fiat: code }));
      // A new currency needs its own rate: the old one is stale from now on.
      session.fiat = { ...session.fiat, currency_code: code, saveTime: 0 };
      if (session.user) session.user.fiat = code;
      await refreshUser().catch(() => undefined);
      back();
    } catch {
      // Shown by the API client; the old choice stays.
      setSaving(null);
    }
  };

  return (
    <div className="page">
      <NavBar title={<Trans>Default fiat currency</Trans>} />
      {!user ? (
        <UserPending failed={failed} retry={retry} />
      ) : (
        <ul className="list" aria-label={t`Default fiat currency`}>
          {FIAT_CURRENCIES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="list-row"
                aria-pressed={code === current}
                aria-busy={saving === code}
                disabled={saving !== null}
                onClick={() => void choose(code)}
              >
                <span className="list-row-stack">
                  <span>{code}</span>
                  <span className="list-row-sub">{names[code]}</span>
                </span>
                {saving === code ? (
                  <span className="spinner spinner-small" aria-hidden="true" />
                ) : code === current ? (
                  <span className="check" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
