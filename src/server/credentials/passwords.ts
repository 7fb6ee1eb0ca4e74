// Password hashing: argon2id with m=19456 KiB, t=2, p=1 (OWASP's baseline), and a dummy hash so
// an unknown e-mail costs the same time as a wrong password.
import { hash, verify, type Options } from '@node-rs/argon2'

// NOTE: `Algorithm` is a const enum in the typings, which isolated modules cannot import; 2 = Argon2id.
const ARGON2ID = 2 as Options['algorithm']
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/** Verifies against the stored hash, or against a dummy one (always false) when there is none. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
