// The id of a group's class at one start, the same on every device: a name-based UUID (version 5,
// RFC 9562) over the group and the start instant, so two phones opening the class offline from
// 'Hoy' create the same class. Synchronous SHA-1 written out here: the browser's crypto.subtle is
// async and src/shared imports no Node module.

/** The namespace of group class ids (fixed forever: changing it changes every id). */
export const GROUP_CLASS_NAMESPACE = '3358a5d5-1ace-4020-9ed5-0029602bf954'

/**
 * `groupClassId(groupId, '2026-11-24T17:30:00-03:00')`: the start is read as an instant, so the
 * same instant written in UTC gives the same id. Throws a RangeError on a start that is no date.
 */
export function groupClassId(groupId: string, start: string): string {
  const instant = new Date(start).toISOString()
  return uuidV5(`${groupId.toLowerCase()}@${instant}`, GROUP_CLASS_NAMESPACE)
}

/** A version 5 UUID of `name` (UTF-8) in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const ns = namespace.replace(/-/g, '')
  if (!/^[0-9a-f]{32}$/i.test(ns)) throw new RangeError(`Invalid UUID namespace: ${namespace}`)
  const nameBytes = new TextEncoder().encode(name)
  const input = new Uint8Array(16 + nameBytes.length)
  for (let i = 0; i < 16; i++) input[i] = parseInt(ns.slice(i * 2, i * 2 + 2), 16)
  input.set(nameBytes, 16)
  const bytes = sha1(input).subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** SHA-1 (FIPS 180-4) of `data`: 20 bytes. */
function sha1(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32))
  view.setUint32(padded.length - 4, bitLength >>> 0)
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
  const w = new Uint32Array(80)
  const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n))
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4)
    for (let t = 16; t < 80; t++) w[t] = rotl(w[t - 3]! ^ w[t - 8]! ^ w[t - 14]! ^ w[t - 16]!, 1)
    let [a, b, c, d, e] = h as [number, number, number, number, number]
    for (let t = 0; t < 80; t++) {
      const [f, k] =
        t < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : t < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : t < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6]
      const temp = (rotl(a, 5) + f + e + k + w[t]!) >>> 0
      e = d
      d = c
      c = rotl(b, 30) >>> 0
      b = a
      a = temp
    }
    h[0] = (h[0]! + a) >>> 0
    h[1] = (h[1]! + b) >>> 0
    h[2] = (h[2]! + c) >>> 0
    h[3] = (h[3]! + d) >>> 0
    h[4] = (h[4]! + e) >>> 0
  }
  const out = new Uint8Array(20)
  const outView = new DataView(out.buffer)
  h.forEach((word, i) => outView.setUint32(i * 4, word))
  return out
}
