import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router-dom';
import { StrokeIcon } from '../ui/StrokeIcon';
import { TABS, type TabKey } from './routes';

const LABELS: Record<TabKey, MessageDescriptor> = {
  home: msg`Home`,
  market: msg`Market`,
  transaction: msg`Trade`,
  financial: msg`Finance`,
  assets: msg`Assets`,
};

// 24 px outline glyphs; the active tab is filled with the brand colour by CSS.
const ICONS: Record<TabKey, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  market: 'M4 19V9m5 10V5m5 14v-7m5 7V8',
  transaction: 'M4 8h13l-3-3M20 16H7l3 3',
  financial: 'M12 3v18M17 7.5C17 5.6 14.8 4.5 12 4.5S7 5.6 7 7.5 9.2 10.3 12 11s5 1.6 5 3.5-2.2 3-5 3-5-1.1-5-3',
  assets: 'M3 7h18v12H3zM3 7l2-3h14l2 3M16 13h2',
};

export function TabBar() {
  const { i18n } = useLingui();
  return (
    <nav className="tabbar" aria-label={i18n._(msg`Main`)}>
      {TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.path} end className="tab" data-tab={tab.key}>
          <StrokeIcon d={ICONS[tab.key]} size={24} weight={1.8} round="ends-and-joins" />
          <span>{i18n._(LABELS[tab.key])}</span>
        </NavLink>
      ))}
    </nav>
  );
}
