// FAQ entries by group: add, edit (group, order, question and answer per language) or delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { AdminFaq, QaTexts } from '../../../../contract/admin';
import { LOCALES } from '../../../../contract/locales';
import { deleteFaq, faq, saveFaq } from '../../api/calls';
import { errorText } from '../../api/client';
import { LangTexts, type Texts } from '../../ui/LangTexts';
import { ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

type Draft = Omit<AdminFaq, 'id'> & { id?: number };

export default function Faq() {
  const { t } = useLingui();
  const loaded = useLoad(() => faq(), []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = async (id: number) => {
    setError(null);
    try {
      await deleteFaq(id);
      loaded.reload();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <section>
      <h1>
        <Trans>FAQ</Trans>
      </h1>
      <LoadState loaded={loaded}>
        {({ groups, items }) => (
          <>
            {draft ? (
              <FaqForm
                draft={draft}
                groups={groups}
                onCancel={() => setDraft(null)}
                onSaved={() => {
                  setDraft(null);
                  loaded.reload();
                }}
              />
            ) : (
              <button
                type="button"
                className="primary"
                onClick={() => setDraft({ type: groups[0]?.type ?? '', sort: 0, texts: {} })}
              >
                <Trans>New entry</Trans>
              </button>
            )}
            <ErrorNote text={error} />
            {groups.map((g) => (
              <div key={g.type}>
                <h2>{g.title}</h2>
                <table>
                  <tbody>
                    {items
                      .filter((f) => f.type === g.type)
                      .map((f) => (
                        <tr key={f.id}>
                          <td className="num">{f.sort}</td>
                          <td>{f.texts.en?.question ?? Object.values(f.texts)[0]?.question}</td>
                          <td className="muted">{LOCALES.filter((l) => f.texts[l]).join(' ')}</td>
                          <td className="actions">
                            <button type="button" onClick={() => setDraft({ ...f })}>
                              <Trans>Edit</Trans>
                            </button>
                            <button
                              type="button"
                              className="danger"
                              onClick={() => window.confirm(t`Delete this for good?`) && remove(f.id)}
                            >
                              <Trans>Delete</Trans>
                            </button>
                          </td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            ))}
          </>
        )}
      </LoadState>
    </section>
  );
}

function FaqForm({
  draft,
  groups,
  onSaved,
  onCancel,
}: {
  draft: Draft;
  groups: { type: string; title: string }[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [f, setF] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await saveFaq(f);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form className="card editor" onSubmit={submit}>
      <h2>{f.id ? <Trans>Edit #{f.id}</Trans> : <Trans>New entry</Trans>}</h2>
      <div className="row">
        <label>
          <Trans>Group</Trans>
          <select value={f.type} onChange={(e) => setF({ ...f, type: e.target.value })}>
            {groups.map((g) => (
              <option key={g.type} value={g.type}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Order</Trans>
          <input type="number" value={f.sort} onChange={(e) => setF({ ...f, sort: Number(e.target.value) })} />
        </label>
      </div>
      <LangTexts
        fields={[
          { key: 'question', label: t`Question` },
          { key: 'answer', label: t`Answer`, multiline: true },
        ]}
        value={f.texts as Texts}
        onChange={(texts) => setF({ ...f, texts: texts as QaTexts })}
      />
      <ErrorNote text={error} />
      <div className="actions">
        <button type="submit" className="primary">
          <Trans>Save</Trans>
        </button>
        <button type="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
