// The icon links at the end of a trading screen's head: the instrument's chart, and the user's
// orders (or options), and the price alerts of the instrument. Shared by the trading screens.
import { Link } from 'react-router-dom';

const ICONS = {
  chart: 'M4 19V9m5 10V5m5 14v-7m5 7V8',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  alert: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0M12 3V1',
} as const;

export function HeadLink({ to, label, icon }: { to: string; label: string; icon: keyof typeof ICONS }) {
  return (
    <Link to={to} className="icon-button" aria-label={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}

/** The link to set a price alert on an instrument (the quotation row's id), beside the user's alerts. */
export const alertsPath = (instrumentId: number) => `/pages/transaction/alerts?id=${instrumentId}`;
