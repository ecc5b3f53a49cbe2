// Where the floating customer-service button may sit, pure: its top edge for a remembered share of
// the screen's height, kept below the top bar and above the tab bar (with room to spare), so it
// never covers either.
export const TOP_BAR = 64;
export const BOTTOM_BAR = 56 + 24;

export function fabTop(share: number, screenHeight: number, size: number): number {
  const min = TOP_BAR;
  const max = Math.max(min, screenHeight - BOTTOM_BAR - size);
  const wanted = Number.isFinite(share) ? share * screenHeight : max;
  return Math.round(Math.min(max, Math.max(min, wanted)));
}
