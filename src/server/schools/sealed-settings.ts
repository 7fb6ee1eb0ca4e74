// A school's secrets at rest (its Khipu and boleta provider keys): AES-256-GCM under SETTINGS_KEY,
// bound to the school, so the database alone (a dump, a backup, a read of another school's row
// moved over) yields nothing usable. Format: 'v1.' then base64url of iv, tag and ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'

export class SealError extends Error {}

export function seal(key: Buffer, schoolId: string, secrets: Record<string, string>): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(schoolId))
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
  return [VERSION, ...parts].join('.')
}

export function unseal(key: Buffer, schoolId: string, sealed: string): Record<string, string> {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new SealError(`the sealed settings of school ${schoolId} are not in a known format`)
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(schoolId))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const text = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
    return JSON.parse(text) as Record<string, string>
  } catch {
    throw new SealError(
      `the sealed settings of school ${schoolId} do not open with this SETTINGS_KEY`,
    )
  }
}
