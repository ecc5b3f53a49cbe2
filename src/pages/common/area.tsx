// Area-code picker (spec §2 common/area): every listed country with its dial code, named in the
// user's language by Intl.DisplayNames, searchable by name or code.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import type { AreaCode } from '../../../contract/user';
import { getAreaCodes } from '../../api/user';
import { useBack } from '../../app/useBack';
import { area } from '../../state/area';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';

export default function AreaPicker() {
  const { t } = useLingui();
  const back = useBack();
  const { lang } = useSnapshot(session);
  const current = useSnapshot(area);
  const [codes, setCodes] = useState<AreaCode[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    getAreaCodes({ quiet: true }).then(setCodes, () => setFailed(true));
  }, []);

  const named = useMemo(() => {
    const names = new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'region' });
    return (codes ?? []).map((c) => ({ ...c, name: names.of(c.iso) ?? c.iso }));
  }, [codes, lang]);

  const q = query.trim().toLowerCase().replace(/^\+/, '');
  const shown = q ? named.filter((c) => c.name.toLowerCase().includes(q) || c.code.startsWith(q)) : named;

  return (
    <div className="page">
      <NavBar title={<Trans>Area code</Trans>} />
      <div className="search-box">
        <input
          type="search"
          className="field-input"
          placeholder={t`Search country or code`}
          aria-label={t`Search country or code`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {failed ? (
        <div className="empty-state" role="alert">
          <p>
            <Trans>The list could not be loaded. Check your connection and try again.</Trans>
          </p>
        </div>
      ) : !codes ? (
        <DelayedSpinner delay={200} />
      ) : shown.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No matching country</Trans>
          </p>
        </div>
      ) : (
        <ul className="list">
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="list-row"
                aria-pressed={c.iso === current.iso}
                onClick={() => {
                  area.code = c.code;
                  area.iso = c.iso;
                  back();
                }}
              >
                <span>{c.name}</span>
                <span className="list-value">+{c.code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
