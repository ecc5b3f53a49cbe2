// The floating customer-service button (spec §9): at the right of every screen but customer
// service itself, with the count of unread answers. It can be dragged up or down, only between the
// top bar and the tab bar; the place is remembered on the device. From there it moves aside, by
// itself, from any control or value it would cover (useClearTop), and says once that it can be
// dragged.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { startSupportSync, support } from '../realtime/support';
import { StrokeIcon } from '../ui/StrokeIcon';
import { fabTop } from './supportButtonPlace';
import { useClearTop } from './useClearTop';
import '../pages/kefu/kefu.css';

const KEY = 'support_fab';
/** Set once the device has been shown that the button can be dragged. */
const HINT_KEY = 'support_fab_hint';
const SIZE = 48;

export default function SupportButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { conversation } = useSnapshot(support);
  const [share, setShare] = useState(() => Number(localStorage.getItem(KEY) ?? '0.62') || 0.62);
  const [height, setHeight] = useState(window.innerHeight);
  const drag = useRef<{ startY: number; startTop: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [hint, setHint] = useState(() => !localStorage.getItem(HINT_KEY));
  const self = useRef<HTMLButtonElement>(null);
  const top = useClearTop(self, fabTop(share, height, SIZE), SIZE, dragging);

  useEffect(() => startSupportSync(), []);
  useEffect(() => {
    if (!hint) return;
    localStorage.setItem(HINT_KEY, '1');
    const timer = setTimeout(() => setHint(false), 5000);
    return () => clearTimeout(timer);
  }, [hint]);
  useEffect(() => {
    const resize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  if (pathname.startsWith('/pages/kefu/')) return null;
  const unread = conversation?.unread ?? 0;
  const dragHint = t`Drag up or down to move it`;

  return (
    <button
      ref={self}
      type="button"
      className="support-fab"
      style={{ top }}
      aria-label={unread > 0 ? t`Customer service, ${unread} unread` : t`Customer service`}
      aria-description={dragHint}
      title={dragHint}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { startY: e.clientY, startTop: top, moved: false };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const dy = e.clientY - d.startY;
        if (Math.abs(dy) > 6 && !d.moved) {
          d.moved = true;
          setDragging(true);
          setHint(false);
        }
        if (d.moved) setShare((d.startTop + dy) / height);
      }}
      onPointerUp={() => {
        if (drag.current?.moved) localStorage.setItem(KEY, String(share));
        setDragging(false);
      }}
      onClick={() => {
        const moved = drag.current?.moved;
        drag.current = null;
        if (!moved) navigate('/pages/kefu/index');
      }}
    >
      <StrokeIcon
        d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zM20 13h-3v5h2a1 1 0 0 0 1-1zM17 18c0 1.5-2 2.5-5 2.5"
        size={24}
        weight={1.8}
        round="ends"
      />
      {hint && (
        <span className="support-fab-hint" aria-hidden="true">
          {dragHint}
        </span>
      )}
      {unread > 0 && (
        <span className="support-fab-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
