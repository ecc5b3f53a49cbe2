// News (with the launch pop-up) or banners: every article, shown, scheduled or withdrawn, with
// the languages it has; edit, withdraw or delete each, or write a new one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminArticle } from '../../../../contract/admin';
import { LOCALES } from '../../../../contract/locales';
import { articles, deleteArticle, withdrawArticle } from '../../api/calls';
import { errorText } from '../../api/client';
import { dateTime } from '../../lib/format';
import { ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ArticleForm, type Draft, newDraft } from './ArticleForm';

export default function Articles({ cId }: { cId: 4 | 5 }) {
  const { t } = useLingui();
  const loaded = useLoad(() => articles(cId), [cId]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();

  const act = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
      loaded.reload();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const stateOf = (a: AdminArticle) => (a.status === 0 ? t`Withdrawn` : a.published_at > now ? t`Scheduled` : t`Shown`);
  const titleOf = (a: AdminArticle) => a.texts.en?.title ?? Object.values(a.texts)[0]?.title ?? '';

  return (
    <section>
      <h1>{cId === 4 ? <Trans>News and pop-up</Trans> : <Trans>Banners</Trans>}</h1>
      {draft ? (
        <ArticleForm
          key={draft.id ?? 'new'}
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            loaded.reload();
          }}
        />
      ) : (
        <button type="button" className="primary" onClick={() => setDraft(newDraft(cId))}>
          <Trans>New</Trans>
        </button>
      )}
      <ErrorNote text={error} />
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`Nothing published yet.`}>
        {(rows) => (
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>
                  <Trans>Title (English)</Trans>
                </th>
                <th>
                  <Trans>Languages</Trans>
                </th>
                <th>
                  <Trans>Published at</Trans>
                </th>
                <th>
                  <Trans>State</Trans>
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id} data-article={a.id}>
                  <td>{a.id}</td>
                  <td>
                    {titleOf(a)} {a.popup ? <span className="tag">{t`Pop-up`}</span> : null}
                  </td>
                  <td className="muted">{LOCALES.filter((l) => a.texts[l]).join(' ')}</td>
                  <td>{dateTime(a.published_at)}</td>
                  <td>{stateOf(a)}</td>
                  <td className="actions">
                    <button type="button" onClick={() => setDraft({ ...a })}>
                      <Trans>Edit</Trans>
                    </button>
                    {a.status === 1 ? (
                      <button type="button" onClick={() => act(() => withdrawArticle(a.id))}>
                        <Trans>Withdraw</Trans>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="danger"
                      onClick={() => window.confirm(t`Delete this for good?`) && act(() => deleteArticle(a.id))}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </section>
  );
}
