// The coin picker's round trip: a screen opens /pages/fund/select?to=<its route> and gets the
// chosen coin back as ?coin=<id>. `to` comes from the address bar, so only a route of the app's own
// table is accepted — the picker never sends the user to an arbitrary address.

export const SELECT_PATH = '/pages/fund/select';

/** The picker's address, returning to `route` (a path without a query). */
export const coinPickerLink = (route: string, current?: number) =>
  `${SELECT_PATH}?${new URLSearchParams({ to: route, ...(current ? { coin: String(current) } : {}) })}`;

/** `to` when it is one of the `built` routes of the app (not the picker itself); otherwise null. */
export function returnRoute(to: string | null, built: ReadonlySet<string>): string | null {
  if (!to || to === SELECT_PATH) return null;
  return built.has(to) ? to : null;
}

/** The coin id in a query string's `coin`, or `fallback` when absent or not a positive integer. */
export function chosenCoin(params: URLSearchParams, fallback: number): number {
  const raw = params.get('coin') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : fallback;
}
