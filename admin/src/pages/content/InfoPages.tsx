// The information pages (about us, contact us, operational compliance): title and body per language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminPage, PageTexts } from '../../../../contract/admin';
import type { PageKeyword } from '../../../../contract/content';
import { pages, savePage } from '../../api/calls';
import { errorText } from '../../api/client';
import { dateTime } from '../../lib/format';
import { LangTexts, type Texts } from '../../ui/LangTexts';
import { ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

export default function InfoPages() {
  const loaded = useLoad(() => pages(), []);
  const [keyword, setKeyword] = useState<PageKeyword>('aboutus');
  return (
    <section>
      <h1>
        <Trans>Information pages</Trans>
      </h1>
      <LoadState loaded={loaded}>
        {(list) => (
          <>
            <div className="state-tabs" role="tablist">
              {list.map((p) => (
                <button
                  key={p.keyword}
                  type="button"
                  role="tab"
                  aria-selected={p.keyword === keyword}
                  onClick={() => setKeyword(p.keyword)}
                >
                  {p.keyword}
                </button>
              ))}
            </div>
            {list
              .filter((p) => p.keyword === keyword)
              .map((p) => (
                <PageForm key={`${p.keyword}-${p.updated_at}`} page={p} onSaved={loaded.reload} />
              ))}
          </>
        )}
      </LoadState>
    </section>
  );
}

function PageForm({ page, onSaved }: { page: AdminPage; onSaved: () => void }) {
  const { t } = useLingui();
  const [texts, setTexts] = useState<PageTexts>(page.texts);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setError(null);
    try {
      await savePage(page.keyword, texts);
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="card editor">
      <p className="muted">
        <Trans>Last saved</Trans>: {page.updated_at ? dateTime(page.updated_at) : '—'}
      </p>
      <LangTexts
        fields={[
          { key: 'title', label: t`Title` },
          { key: 'body', label: t`Body (blank line: paragraph, "## ": heading, "- ": list)`, multiline: true },
        ]}
        value={texts as Texts}
        onChange={(next) => setTexts(next as PageTexts)}
      />
      <ErrorNote text={error} />
      {saved ? (
        <p className="ok-note" role="status">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
      <button type="button" className="primary" onClick={save}>
        <Trans>Save</Trans>
      </button>
    </div>
  );
}
