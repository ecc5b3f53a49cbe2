// Password hashing: argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1).
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of nothing anyone knows: verifying against it takes as long as a real check, so a
 * login for an unknown account cannot be told apart by its timing. */
export const DECOY_HASH = await hashPassword(`decoy-${Math.E}`);
