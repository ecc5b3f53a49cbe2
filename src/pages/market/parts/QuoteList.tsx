// A list of live quote rows with its loading and empty states.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { loadQuotes } from '../../../state/market';
import { DelayedSpinner } from '../../../ui/Spinner';
import { QuoteRow } from './QuoteRow';

type Props = { ids: number[]; loading: boolean; failed?: boolean; empty?: ReactNode; showRange?: boolean };

export function QuoteList({ ids, loading, failed, empty, showRange }: Props) {
  if (failed) {
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>Quotes could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void loadQuotes()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  if (loading) return <DelayedSpinner delay={200} />;
  if (ids.length === 0) {
    return (
      <div className="empty-state">
        <p>{empty ?? <Trans>No data</Trans>}</p>
      </div>
    );
  }
  return (
    <ul className="quote-list">
      {ids.map((id) => (
        <QuoteRow key={id} id={id} showRange={showRange} />
      ))}
    </ul>
  );
}
