// The accounts' names and order are shared by every screen: src/lib/accounts.ts.

/** The currencies the wallet holds. */
export const WALLET_CURRENCIES = ['USDT', 'BTC', 'ETH'] as const;

/** Demo funds a tap adds (the server's per-request limit). */
export const DEMO_AMOUNTS: Record<(typeof WALLET_CURRENCIES)[number], string> = { USDT: '10000', BTC: '1', ETH: '10' };
