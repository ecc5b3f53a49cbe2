// The news list (spec §3 c_id 4): newest first, ten at a time with "load more" and "no more data"
// at the end; each item opens its article (or its link). When the network does not answer, the
// first page last shown on this device is shown with its age, and loaded again when the network
// comes back.
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { NEWS_CATEGORY, type NewsItem, type Page } from '../../../contract/content';
import { ApiError } from '../../api/client';
import { getNewsList } from '../../api/content';
import { session } from '../../state/session';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { NavBar } from '../../ui/NavBar';
import { RelativeTime } from '../../ui/RelativeTime';
import { useOnReconnect } from '../fund/useBalances';
import { LoadState, newsItemPath, useLoaded } from './content-parts';
import { keepNews, readKeptNews } from './keptNews';

const PAGE_SIZE = 10;

type More = { items: NewsItem[]; page: number; total: number };

/** The first page, and when it was kept when it is this device's copy rather than the server's answer. */
type First = { page: Page<NewsItem>; keptAt?: number };

export default function News() {
  const { lang } = useSnapshot(session);
  const load = useCallback(
    async (signal: AbortSignal): Promise<First> => {
      try {
        const page = await getNewsList(NEWS_CATEGORY.news, 1, PAGE_SIZE, { quiet: true, signal });
        void keepNews(lang, page);
        return { page };
      } catch (err) {
        // A refusal is an answer; only a network that did not answer falls back to the kept copy.
        if (signal.aborted || (err instanceof ApiError && err.kind === 'refused')) throw err;
        const kept = await readKeptNews(lang);
        if (!kept) throw err;
        return { page: kept.page, keptAt: kept.at };
      }
    },
    [lang],
  );
  const [first, retry] = useLoaded<First>(load);
  // Failed or showing the kept copy: back online, the live list replaces it.
  useOnReconnect(retry);

  return (
    <div className="page">
      <NavBar title={<Trans>News</Trans>} />
      {first.state === 'ready' ? (
        <>
          {first.data.keptAt !== undefined && (
            <p className="stale-note news-kept" role="status">
              <Trans>
                Offline · updated <RelativeTime ms={first.data.keptAt} />
              </Trans>
            </p>
          )}
          {/* Keyed by the copy: the live list replaces the kept one whole, pages loaded and all. */}
          <NewsList key={first.data.keptAt ?? 'live'} first={first.data.page} />
        </>
      ) : (
        <LoadState result={first} retry={retry} />
      )}
    </div>
  );
}

function NewsList({ first }: { first: Page<NewsItem> }) {
  const [list, setList] = useState<More>({ items: first.data, page: 1, total: first.total });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  const loadMore = async () => {
    setMore('loading');
    try {
      const next = await getNewsList(NEWS_CATEGORY.news, list.page + 1, PAGE_SIZE, { quiet: true });
      setList((l) => {
        // An article published meanwhile shifts the pages by one: never show an item twice.
        const seen = new Set(l.items.map((i) => i.id));
        return {
          items: [...l.items, ...next.data.filter((i) => !seen.has(i.id))],
          page: l.page + 1,
          total: next.total,
        };
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  if (list.items.length === 0)
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>No news yet</Trans>
        </p>
      </div>
    );

  const done = list.items.length >= list.total;
  return (
    <>
      <ul className="news-list">
        {list.items.map((item) => (
          <li key={item.id}>
            <Link to={newsItemPath(item)} className="news-row">
              {item.image ? <img className="news-thumb" src={item.image} alt="" loading="lazy" /> : null}
              <span className="news-text">
                <span className="news-title">{item.title}</span>
                {item.summary ? <span className="news-summary">{item.summary}</span> : null}
                <span className="news-time">
                  <RelativeTime ms={item.published_at} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="news-end">
        {done ? (
          <span role="status">
            <Trans>No more data</Trans>
          </span>
        ) : (
          <LoadMoreButton status={more} onMore={() => void loadMore()} />
        )}
      </div>
    </>
  );
}
