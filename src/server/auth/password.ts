// Password hashing with scrypt and a per-user salt, stored as one self-describing string.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

export type ScryptCost = { N: number; r: number; p: number };
/** N=2^15 costs ~50 ms and 32 MB per hash here: slow for an attacker, fine for a sign-in. */
export const SCRYPT_COST: ScryptCost = { N: 32_768, r: 8, p: 1 };

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts): a hash says its own cost, so a change of cost
 * leaves every stored password valid. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verifying against this for an unknown username makes both failures take the same time, so the
// answer's timing does not reveal which usernames exist.
// It is made at the cost new passwords get, like every hash of a real account.
const dummyHashes = new Map<string, Promise<string>>();
export async function verifyAgainstDummy(password: string, cost: ScryptCost = SCRYPT_COST): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword('pitboard-dummy-password', cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
