// The time now, ticking once a second for every countdown on screen from one shared timer (a
// list of options does not start a timer per row), and only while something shows one.
import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The shared time; with no timer running yet, brought up to date first (at most once a second). */
function snapshot(): number {
  if (!timer && Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/** Epoch ms, renewed every second while the caller is mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
