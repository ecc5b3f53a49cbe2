// Where the floating customer-service button may sit, pure: its top edge for a remembered share of
// the screen's height, kept below the top bar and above the tab bar (with room to spare), so it
// never covers either; and, from there, the nearest place where it covers nothing on the page.
export const TOP_BAR = 64;
export const BOTTOM_BAR = 56 + 24;

/** What the button must not cover, by how much it matters: a vertical span of its column. */
export type Span = { top: number; bottom: number };

/** Space kept between the button and what it avoids. */
const GAP = 4;

export function fabTop(share: number, screenHeight: number, size: number): number {
  const min = TOP_BAR;
  const max = Math.max(min, screenHeight - BOTTOM_BAR - size);
  const wanted = Number.isFinite(share) ? share * screenHeight : max;
  return Math.round(Math.min(max, Math.max(min, wanted)));
}

/**
 * The top nearest `wanted`, between `min` and `max`, at which a button of `size` overlaps none of
 * `blocked`; null when there is none. The best place is `wanted` itself or just past an edge of
 * something blocked, so only those are tried.
 */
export function freeTop(
  wanted: number,
  min: number,
  max: number,
  size: number,
  blocked: readonly Span[],
): number | null {
  const clear = (top: number) => blocked.every((b) => top + size + GAP <= b.top || top >= b.bottom + GAP);
  const candidates = [wanted, ...blocked.flatMap((b) => [b.bottom + GAP, b.top - GAP - size])];
  let best: number | null = null;
  for (const top of candidates) {
    if (top < min || top > max || !clear(top)) continue;
    if (best === null || Math.abs(top - wanted) < Math.abs(best - wanted)) best = top;
  }
  return best === null ? null : Math.round(best);
}

/**
 * Where the button goes on a screen whose `tiers` of spans it should not cover, most important
 * first (the controls, then the values): clear of all of them if it can be, else of the first
 * tiers only, else where the user put it.
 */
export function placeFab(
  wanted: number,
  screenHeight: number,
  size: number,
  tiers: readonly (readonly Span[])[],
): number {
  const min = TOP_BAR;
  const max = Math.max(min, screenHeight - BOTTOM_BAR - size);
  for (let kept = tiers.length; kept > 0; kept--) {
    const top = freeTop(wanted, min, max, size, tiers.slice(0, kept).flat());
    if (top !== null) return top;
  }
  return wanted;
}
