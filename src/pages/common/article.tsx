// One news article or banner (spec §2 common/article), opened as ?id=: title, date, cover image and
// body in the user's language, with its link when it has one.
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { NewsDetail } from '../../../contract/content';
import { getNewsDetail } from '../../api/content';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { ContentBody, LoadState, linkPath, useDateFormat, useLoaded } from './content-parts';

/** The id of ?id=, or null when it is not a positive whole number. */
function articleId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export default function Article() {
  const [params] = useSearchParams();
  const id = articleId(params.get('id'));
  const { lang } = useSnapshot(session);
  const formatDate = useDateFormat(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the article is loaded again in a new language
  const load = useCallback(
    (signal: AbortSignal) =>
      // Without a usable id there is nothing to ask for: the screen says so at once.
      id === null ? new Promise<never>(() => undefined) : getNewsDetail(id, { quiet: true, signal }),
    [id, lang],
  );
  const [result, retry] = useLoaded<NewsDetail>(load);

  if (id === null || result.state !== 'ready') {
    return (
      <div className="page">
        <NavBar title={<Trans>News</Trans>} />
        {id === null ? <NotFound /> : <LoadState result={result} retry={retry} missingAction={<AllNewsLink />} />}
      </div>
    );
  }

  const article = result.data;
  const link = linkPath(article.link, article.title);
  return (
    <div className="page">
      <NavBar title={<Trans>News</Trans>} />
      <article className="content-article">
        <h2 className="content-title">{article.title}</h2>
        <p className="content-meta">
          <time dateTime={new Date(article.published_at).toISOString()}>{formatDate(article.published_at)}</time>
        </p>
        {article.lang !== lang && (
          <p className="content-notice">
            <Trans>This article is not available in your language yet, so it is shown in English.</Trans>
          </p>
        )}
        {article.image ? <img className="content-cover" src={article.image} alt="" /> : null}
        <ContentBody text={article.body} />
        {link && (
          <div className="content-actions">
            <Link to={link} className="button button-block content-button">
              <Trans>Learn more</Trans>
            </Link>
          </div>
        )}
      </article>
    </div>
  );
}

const AllNewsLink = () => (
  <Link to="/pages/common/news" className="button button-secondary content-button">
    <Trans>All news</Trans>
  </Link>
);

/** An address without a usable id. */
function NotFound() {
  return (
    <div className="empty-state" role="status">
      <p className="empty-title">
        <Trans>This article does not exist or has been removed</Trans>
      </p>
      <AllNewsLink />
    </div>
  );
}
