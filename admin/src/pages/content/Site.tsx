// The site configuration the customer app reads at start: name, logo, the four feature switches
// (xstype1 turns seconds options on; the other three switch nothing yet) and the trusted hosts
// (pages the app shows inside itself; issue 19 §4).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { AdminSiteConfig } from '../../../../contract/admin';
import { saveSiteConfig, siteConfig } from '../../api/calls';
import { errorText } from '../../api/client';
import { ImageField } from '../../ui/ImageField';
import { ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

const SWITCHES = ['xstype1', 'xstype2', 'xstype3', 'xstype4'] as const;

export default function Site() {
  const loaded = useLoad(() => siteConfig(), []);
  return (
    <section>
      <h1>
        <Trans>Site configuration</Trans>
      </h1>
      <LoadState loaded={loaded}>{(config) => <SiteForm initial={config} />}</LoadState>
    </section>
  );
}

function SiteForm({ initial }: { initial: AdminSiteConfig }) {
  const { t } = useLingui();
  const [c, setC] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const hostsHint = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await saveSiteConfig(c);
      // As stored: the server tidies the hosts (lower case, one per line, no repeats).
      setC(await siteConfig().catch(() => c));
      setSaved(true);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form className="card editor" onSubmit={submit}>
      <label>
        <Trans>Site name</Trans>
        <input value={c.site_name} onChange={(e) => setC({ ...c, site_name: e.target.value })} maxLength={60} />
      </label>
      <ImageField label={t`Logo`} value={c.site_logo} onChange={(site_logo) => setC({ ...c, site_logo })} />
      <fieldset>
        <legend>
          <Trans>Optional features (xstype)</Trans>
        </legend>
        {SWITCHES.map((k) => (
          <label key={k} className="check">
            <input
              type="checkbox"
              checked={c[k] === '1'}
              onChange={(e) => setC({ ...c, [k]: e.target.checked ? '1' : '0' })}
            />
            <SwitchLabel name={k} />
          </label>
        ))}
      </fieldset>
      <label>
        <Trans>Trusted hosts</Trans>
        <textarea
          name="trusted_hosts"
          rows={4}
          maxLength={2000}
          spellCheck={false}
          autoCapitalize="off"
          placeholder="t.me"
          aria-describedby={hostsHint}
          value={c.trusted_hosts}
          onChange={(e) => setC({ ...c, trusted_hosts: e.target.value })}
        />
        <span id={hostsHint} className="muted">
          <Trans>
            One per line. Pages on these hosts open inside the app; links to any other host open outside it with a
            warning. Host names only, such as t.me.
          </Trans>
        </span>
      </label>
      <ErrorNote text={error} />
      {saved ? (
        <p className="ok-note" role="status">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
      <button type="submit" className="primary">
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

/** A switch's meaning, with its key beside it (the key is what the customer app and the spec call it). */
function SwitchLabel({ name }: { name: (typeof SWITCHES)[number] }) {
  if (name === 'xstype1')
    return (
      <>
        <Trans>Seconds options offered</Trans> <code>{name}</code>
      </>
    );
  return <Trans>{name} (unused)</Trans>;
}
