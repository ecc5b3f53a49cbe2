// The chart page's full-screen landscape mode. Entering asks the browser for full screen and to
// lock the screen in landscape; either may be refused (iOS Safari has no element full screen,
// desktop browsers cannot lock), so the chart's area also gets a class (`on`) whose CSS fills the
// viewport and, while the phone is held upright, turns the chart a quarter (detail.css). The whole
// document goes full screen, not the chart's element: browsers style a full-screen element with
// `transform: none !important`, which would undo that quarter turn. Leaving: the Exit button,
// Escape, or the browser leaving full screen (its own back gesture or key).
// While turned, `rotated` is true: the chart library reads touches as if the chart were upright
// (it takes the pointer's position on the screen less its box's corner), so the turned chart
// is shown still (no pan, zoom or crosshair) rather than moving the wrong way.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** `screen.orientation.lock` is not in every DOM typing (nor in every browser). */
type Lockable = ScreenOrientation & { lock?: (o: 'landscape') => Promise<void> };

const PORTRAIT = '(orientation: portrait)';

function onOrientation(change: () => void): () => void {
  const query = window.matchMedia(PORTRAIT);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/** Whether the screen is held upright (taller than wide). */
const usePortrait = () =>
  useSyncExternalStore(
    onOrientation,
    () => window.matchMedia(PORTRAIT).matches,
    () => true,
  );

export function useLandscape() {
  const [on, setOn] = useState(false);
  const portrait = usePortrait();

  const enter = useCallback(async () => {
    setOn(true);
    const root = document.documentElement;
    try {
      if (root.requestFullscreen && !document.fullscreenElement) await root.requestFullscreen({ navigationUI: 'hide' });
    } catch {
      // Refused: the CSS layout alone fills the viewport.
    }
    try {
      await (screen.orientation as Lockable | undefined)?.lock?.('landscape');
    } catch {
      // Refused: while held upright the CSS layout turns the chart instead.
    }
  }, []);

  const leave = useCallback(() => {
    setOn(false);
    try {
      screen.orientation?.unlock?.();
    } catch {
      // Nothing was locked.
    }
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!on) return;
    // Full screen ended by the browser (back gesture, Escape): the mode ends with it.
    const onChange = () => {
      if (!document.fullscreenElement) leave();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') leave();
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [on, leave]);

  // Leaving the page leaves the mode.
  useEffect(() => () => leave(), [leave]);

  return { on, rotated: on && portrait, enter, leave };
}
