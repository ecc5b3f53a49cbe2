// Editing one news article or banner: image, link, order, shown or withdrawn, publication time
// (a future time schedules it), the launch pop-up flag (news only) and the texts per language.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { AdminArticle, ArticleTexts } from '../../../../contract/admin';
import { saveArticle } from '../../api/calls';
import { errorText } from '../../api/client';
import { fromLocalInput, toLocalInput } from '../../lib/format';
import { ImageField } from '../../ui/ImageField';
import { LangTexts, type Texts } from '../../ui/LangTexts';
import { ErrorNote } from '../../ui/states';

export type Draft = Omit<AdminArticle, 'id' | 'created_at'> & { id?: number };

export const newDraft = (cId: number): Draft => ({
  c_id: cId,
  image: '',
  link: '',
  popup: false,
  sort: 0,
  status: 1,
  published_at: Date.now(),
  texts: {},
});

export function ArticleForm({ draft, onSaved, onCancel }: { draft: Draft; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [a, setA] = useState<Draft>(draft);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const news = a.c_id === 4;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveArticle(a);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card editor" onSubmit={submit} aria-label={t`Edit`}>
      <h2>{a.id ? <Trans>Edit #{a.id}</Trans> : <Trans>New</Trans>}</h2>
      <div className="row">
        <label>
          <Trans>Published at</Trans>
          <input
            type="datetime-local"
            value={toLocalInput(a.published_at)}
            onChange={(e) => setA({ ...a, published_at: fromLocalInput(e.target.value) || a.published_at })}
          />
        </label>
        <label>
          <Trans>Order</Trans>
          <input type="number" value={a.sort} onChange={(e) => setA({ ...a, sort: Number(e.target.value) })} />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={a.status === 1}
            onChange={(e) => setA({ ...a, status: e.target.checked ? 1 : 0 })}
          />
          <Trans>Shown</Trans>
        </label>
        {news ? (
          <label className="check">
            <input type="checkbox" checked={a.popup} onChange={(e) => setA({ ...a, popup: e.target.checked })} />
            <Trans>Launch pop-up</Trans>
          </label>
        ) : null}
      </div>
      <ImageField label={t`Image`} value={a.image} onChange={(image) => setA({ ...a, image })} />
      <label>
        <Trans>Link (an app route /pages/…, an http(s) address, or empty to open the article)</Trans>
        <input value={a.link} onChange={(e) => setA({ ...a, link: e.target.value })} />
      </label>
      <LangTexts
        fields={[
          { key: 'title', label: t`Title` },
          { key: 'summary', label: t`Summary` },
          { key: 'body', label: t`Body (blank line: paragraph, "## ": heading, "- ": list)`, multiline: true },
        ]}
        value={a.texts as Texts}
        onChange={(texts) => setA({ ...a, texts: texts as ArticleTexts })}
      />
      <ErrorNote text={error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          <Trans>Save</Trans>
        </button>
        <button type="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
