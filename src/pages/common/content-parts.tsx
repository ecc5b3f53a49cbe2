// Parts shared by the content screens (news, article, FAQ, about, contact, compliance, web view)
// and the home screen: where a news item leads, the plain-text body renderer, loading states, the
// banner carousel and the launch pop-up. Content arrives translated from the server; only the
// app's own words go through Lingui.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ContentPage, MenuItem, NewsItem, PageKeyword } from '../../../contract/content';
import { LOCALE_TAGS } from '../../../contract/locales';
import { ApiError } from '../../api/client';
import { getContentPage, getMenu } from '../../api/content';
import { session } from '../../state/session';
import { ListLink } from '../../ui/ListLink';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { appRoute, currentApp, webUrl } from './web-target';
import './content.css';

// Where things lead

export const articlePath = (id: number) => `/pages/common/article?id=${id}`;

export const webViewPath = (url: string, title?: string) =>
  `/pages/common/webView?url=${encodeURIComponent(url)}${title ? `&title=${encodeURIComponent(title)}` : ''}`;

/**
 * An app route (also written as this app's own address), or an http(s) link (the web view decides
 * whether it may show it); null when it is neither.
 */
export function linkPath(link: string, title?: string): string | null {
  const value = link.trim();
  if (/^\/pages\/[\w/]+(\?.*)?$/.test(value)) return value;
  const url = webUrl(value);
  if (!url) return null;
  return appRoute(url, currentApp()) ?? webViewPath(url.href, title);
}

/** A news item or banner opens its link when it has one, its article otherwise. */
export const newsItemPath = (item: Pick<NewsItem, 'id' | 'link' | 'title'>) =>
  linkPath(item.link, item.title) ?? articlePath(item.id);

// Dates

/** Formats epoch milliseconds as a date (and time) in the user's language. */
export function useDateFormat(withTime = false): (ms: number) => string {
  const { lang } = useSnapshot(session);
  return useCallback(
    (ms: number) => {
      const date = new Date(ms);
      if (!Number.isFinite(date.getTime())) return '';
      return new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
        dateStyle: 'long',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(date);
    },
    [lang, withTime],
  );
}

// Loading

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed' }
  /** The server refused (unknown id, removed page): its message, in the user's language. */
  | { state: 'missing'; message: string };

/**
 * Runs `load` (memoised by the caller; give it the language as a dependency so a language change
 * loads the content again) and keeps its outcome; `retry` runs it again.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry runs the load again
  useEffect(() => {
    const abort = new AbortController();
    setResult({ state: 'loading' });
    load(abort.signal).then(
      (data) => setResult({ state: 'ready', data }),
      (err: unknown) => {
        if (abort.signal.aborted || (err as Error).name === 'AbortError') return;
        if (err instanceof ApiError && err.kind === 'refused') setResult({ state: 'missing', message: err.message });
        else setResult({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [load, attempt]);

  return [result, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** What a content screen shows while its content is not ready: a spinner, a failure, or "not found". */
export function LoadState({
  result,
  retry,
  missingAction,
}: {
  result: Loaded<unknown>;
  retry: () => void;
  /** Where to go from "not found" (home by default). */
  missingAction?: ReactNode;
}) {
  if (result.state === 'loading') return <DelayedSpinner delay={200} />;
  if (result.state === 'missing')
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">{result.message}</p>
        {missingAction ?? (
          <Link to="/" className="button button-secondary content-button">
            <Trans>Back to home</Trans>
          </Link>
        )}
      </div>
    );
  if (result.state === 'failed')
    return (
      <div className="page-error" role="alert">
        <p>
          <Trans>This content could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button button-secondary" onClick={retry}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  return null;
}

// The body format: blocks split by a blank line; "## " a subheading, "- " lines a list, anything else
// a paragraph. It is rendered as text, never as HTML; web addresses and e-mail addresses become links.

const LINKABLE = /(https?:\/\/[^\s<>"'()（）]*[^\s<>"'()（）.,;:!?。，、；：！？]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const value = match[0];
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const to = linkPath(value);
    parts.push(
      to ? (
        <Link key={at} to={to}>
          {value}
        </Link>
      ) : (
        <a key={at} href={`mailto:${value}`}>
          {value}
        </a>
      ),
    );
    last = at + value.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text never move
        <span key={i}>
          {i > 0 && <br />}
          <Inline text={line} />
        </span>
      ))}
    </>
  );
}

/**
 * A text from the server: `## ` blocks are its section headings, one level below the heading the
 * text sits under (an article's h2 title, or a page's h1 bar title), so headings never skip a level.
 */
export function ContentBody({ text, sectionLevel = 3 }: { text: string; sectionLevel?: 2 | 3 }) {
  const Section = sectionLevel === 2 ? 'h2' : 'h3';
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="content-body">
      {blocks.map((block, i) => {
        if (block.startsWith('## ')) {
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed text never move
          return <Section key={i}>{block.slice(3)}</Section>;
        }
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- ')))
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed text never move
            <ul key={i}>
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the items of a fixed list never move
                <li key={j}>
                  <Inline text={l.slice(2)} />
                </li>
              ))}
            </ul>
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed text never move
          <p key={i}>
            <Lines text={block} />
          </p>
        );
      })}
    </div>
  );
}

// Information pages and the help menu

/** The about, contact and compliance screens: the page's title and body from the server. */
export function ContentPageScreen({
  keyword,
  fallbackTitle,
  footer,
}: {
  keyword: PageKeyword;
  /** The bar's title until the page has loaded. */
  fallbackTitle: ReactNode;
  footer?: ReactNode;
}) {
  const { lang } = useSnapshot(session);
  const formatDate = useDateFormat();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is loaded again in a new language
  const load = useCallback((signal: AbortSignal) => getContentPage(keyword, { quiet: true, signal }), [keyword, lang]);
  const [result, retry] = useLoaded<ContentPage>(load);
  const page = result.state === 'ready' ? result.data : null;
  const updated = page ? formatDate(page.updated_at) : '';

  return (
    <div className="page content-page">
      <NavBar title={page?.title ?? fallbackTitle} />
      {page ? (
        <article className="content-article">
          <ContentBody text={page.body} sectionLevel={2} />
          {updated && (
            <p className="content-meta">
              <Trans>Last updated: {updated}</Trans>
            </p>
          )}
        </article>
      ) : (
        <LoadState result={result} retry={retry} />
      )}
      {footer}
    </div>
  );
}

/** The help and information links (GET /menu), leaving out the screen that shows them. */
export function HelpMenu({ exclude }: { exclude?: string }) {
  const { lang } = useSnapshot(session);
  const [items, setItems] = useState<MenuItem[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu is loaded again in a new language
  useEffect(() => {
    const abort = new AbortController();
    getMenu({ quiet: true, background: true, signal: abort.signal }).then(
      (menu) => setItems(menu),
      () => undefined, // The menu is an extra; without it the page still says what it must.
    );
    return () => abort.abort();
  }, [lang]);

  const links = (items ?? []).flatMap((m) => {
    const to = m.key === exclude ? null : linkPath(m.path, m.title);
    return to ? [{ ...m, to }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="content-menu" aria-labelledby="content-menu-title">
      <h2 id="content-menu-title" className="content-section-title">
        <Trans>Help and information</Trans>
      </h2>
      <ul className="list">
        {links.map((m) => (
          <ListLink key={m.key} to={m.to} label={m.title} />
        ))}
      </ul>
    </nav>
  );
}

// Home screen parts

const SWIPE_MIN_PX = 48;

/**
 * The home banners: one at a time, moving on every `interval` ms (5 s) unless the user is touching,
 * hovering or has focus inside; swipe or the dots to move; a tap opens the banner's link or article.
 */
export function BannerCarousel({ banners, interval = 5000 }: { banners: readonly NewsItem[]; interval?: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [dragPx, setDragPx] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const gesture = useRef<{ id: number; x: number; y: number; dx: number; axis: 'x' | 'y' | null } | null>(null);
  const swiped = useRef(false);

  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const dragging = dragPx !== null;
  const go = useCallback((n: number) => setIndex(count > 0 ? ((n % count) + count) % count : 0), [count]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (count < 2 || paused || dragging || hidden) return;
    // Rescheduled on every move, so a swipe or a dot gives the new banner its full time.
    const timer = setTimeout(() => go(current + 1), interval);
    return () => clearTimeout(timer);
  }, [count, paused, dragging, hidden, current, interval, go]);

  if (count === 0) return null;

  const onPointerDown = (e: ReactPointerEvent) => {
    if (count < 2 || (e.pointerType === 'mouse' && e.button !== 0)) return;
    gesture.current = { id: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, axis: null };
    swiped.current = false;
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.axis) {
      if (Math.abs(dx) < 8 && Math.abs(dy) < 8) return;
      g.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      // Captured only once it is a swipe: a plain tap must still reach the banner as a click.
      if (g.axis === 'x') {
        viewport.current?.setPointerCapture(e.pointerId);
        swiped.current = true;
      }
    }
    if (g.axis !== 'x') return;
    g.dx = dx;
    setDragPx(dx);
  };
  const onPointerEnd = (e: ReactPointerEvent) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    gesture.current = null;
    if (g.axis !== 'x') return;
    const width = viewport.current?.clientWidth ?? 0;
    if (e.type === 'pointerup' && Math.abs(g.dx) >= Math.min(SWIPE_MIN_PX, width / 4))
      go(current + (g.dx < 0 ? 1 : -1));
    setDragPx(null);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t`carousel`}
      aria-label={t`Banners`}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div
        ref={viewport}
        className="banner-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          // The click that ends a swipe does not open the banner.
          if (swiped.current) {
            e.preventDefault();
            e.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        <div
          className={`banner-track${dragging ? ' dragging' : ''}`}
          style={{ transform: `translateX(calc(${-current * 100}% + ${dragPx ?? 0}px))` }}
        >
          {banners.map((b, i) => {
            const n = i + 1;
            return (
              <div key={b.id} className="banner-slide" inert={i !== current}>
                <button type="button" className="banner-button" onClick={() => navigate(newsItemPath(b))}>
                  {b.image ? <img src={b.image} alt="" draggable={false} /> : null}
                  <span className="banner-text">
                    <span className="visually-hidden">
                      <Trans>
                        Banner {n} of {count}:
                      </Trans>
                    </span>
                    <span className="banner-title">{b.title}</span>
                    {b.summary ? <span className="banner-summary">{b.summary}</span> : null}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((b, i) => {
            const n = i + 1;
            return (
              <button
                key={b.id}
                type="button"
                className="banner-dot"
                aria-label={t`Show banner ${n} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span aria-hidden="true" />
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/**
 * The launch pop-up: a modal sheet with the article's title and summary, "View" (opens it) and
 * "Close". The caller decides when to show it and what closing means (e.g. not again today).
 */
export function PopupNews({ article, onClose }: { article: NewsItem; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const viewButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const summaryId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // showModal gives the focus trap, Escape and the inert page behind; focus goes back on close.
    if (!d.open && typeof d.showModal === 'function') d.showModal();
    viewButton.current?.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);

  const view = () => {
    onClose();
    navigate(newsItemPath(article));
  };

  return (
    <dialog
      ref={dialog}
      className="popup-news"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {/* The dimmed screen around the sheet: a tap there closes it too. */}
      <button type="button" className="popup-backdrop" tabIndex={-1} aria-label={t`Close`} onClick={onClose} />
      <div className="popup-sheet">
        {article.image ? <img className="popup-image" src={article.image} alt="" /> : null}
        <div className="popup-content">
          <h2 id={titleId} className="popup-title">
            {article.title}
          </h2>
          <p id={summaryId} className="popup-summary">
            {article.summary}
          </p>
          <div className="popup-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
            <button ref={viewButton} type="button" className="button" onClick={view}>
              <Trans>View</Trans>
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
