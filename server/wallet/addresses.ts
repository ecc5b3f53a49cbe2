// Deposit addresses. Kestrel's embedded default holds no real wallets, so each user gets a
// stable demo address per coin and network, derived from the server secret, in that network's
// format (the screens say it is a demo address). A custody integration replaces this function.
import type { Signer } from '../core/secret';

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** `length` characters of `alphabet` chosen by the bytes of `seed` (64 bytes: enough for any format here). */
function digits(seed: string, alphabet: string, length: number): string {
  const bytes = Buffer.from(seed, 'base64url');
  return Array.from({ length }, (_, i) => alphabet[(bytes[i] ?? 0) % alphabet.length]).join('');
}

/** The demo deposit address of `userId` for a coin's network (ERC20, TRC20 or BTC). */
export function depositAddress(signer: Signer, userId: string, network: string): string {
  const seed = signer.sign('deposit-address', userId, network) + signer.sign('deposit-address-2', userId, network);
  if (network === 'TRC20') return `T${digits(seed, BASE58, 33)}`;
  if (network === 'BTC') return `bc1q${digits(seed, BECH32, 38)}`;
  return `0x${digits(seed, HEX, 40)}`;
}
