// The icon links at the end of a trading screen's head: the instrument's chart, and the user's
// orders (or options). Shared by the spot and the options screens.
import { Link } from 'react-router-dom';

const ICONS = {
  chart: 'M4 19V9m5 10V5m5 14v-7m5 7V8',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
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
