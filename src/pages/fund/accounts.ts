// The accounts' names and order are shared by every screen: src/lib/accounts.ts.

/** The currencies the wallet holds. */
export const WALLET_CURRENCIES = ['USDT', 'BTC', 'ETH'] as const;
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number];

export const isWalletCurrency = (c: string): c is WalletCurrency =>
  (WALLET_CURRENCIES as readonly string[]).includes(c);

/** Demo funds a tap adds (the server's per-request limit). */
export const DEMO_AMOUNTS: Record<WalletCurrency, string> = { USDT: '10000', BTC: '1', ETH: '10' };
