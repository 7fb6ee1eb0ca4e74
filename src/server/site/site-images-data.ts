// The images of the public site (`site_images`): an upload is checked by its real bytes (JPEG,
// PNG or WebP only, not too small, not too many pixels), turned upright, stripped of its metadata
// (a phone photo's EXIF holds where it was taken) and stored as WebP in two widths, named by the
// sha256 of the stored bytes so the same photo uploaded twice is one row and its URL never changes.
import { createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { SiteImage } from '#shared/contract/site.ts'
import { siteMessages as m } from '#shared/i18n/site.ts'
import type { Db } from '#server/db/client.ts'
import { siteImages } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const IMAGE_MIN_WIDTH = 200
export const IMAGE_MAX_PIXELS = 40_000_000
const LARGE_WIDTH = 1600
const SMALL_WIDTH = 640
const WEBP_QUALITY = 80
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp'])
const IMAGE_PATH = '/site-images'

interface Resized {
  data: Buffer
  width: number
  height: number
}

export interface ProcessedImage {
  hash: string
  large: Resized
  small: Resized
}

export const imageUrl = (hash: string) => `${IMAGE_PATH}/${hash}.webp`
export const smallImageUrl = (hash: string) => `${IMAGE_PATH}/${hash}-${SMALL_WIDTH}.webp`

async function readMetadata(bytes: Buffer) {
  try {
    return await sharp(bytes).metadata()
  } catch {
    throw new HttpError(400, 'IMAGE_NOT_AN_IMAGE', { detail: m.imageNotAnImage })
  }
}

async function webp(input: sharp.Sharp, width: number): Promise<Resized> {
  const { data, info } = await input
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Checks an upload and makes its two WebP copies; refuses with a Spanish 4xx, storing nothing. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(400, 'IMAGE_NOT_AN_IMAGE', { detail: m.imageEmpty })
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw new HttpError(413, 'IMAGE_TOO_LARGE', { detail: m.imageTooLarge(8) })
  }
  const meta = await readMetadata(bytes)
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format)) {
    throw new HttpError(400, 'IMAGE_TYPE_NOT_ALLOWED', { detail: m.imageTypeNotAllowed })
  }
  const { width = 0, height = 0 } = meta
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new HttpError(413, 'IMAGE_TOO_LARGE', { detail: m.imageTooManyPixels(40) })
  }
  // EXIF orientations 5–8 turn the photo a quarter: its upright width is its stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? height : width
  if (uprightWidth < IMAGE_MIN_WIDTH) {
    throw new HttpError(400, 'IMAGE_TOO_SMALL', { detail: m.imageTooNarrow(IMAGE_MIN_WIDTH) })
  }
  try {
    // NOTE: sharp drops EXIF, XMP and ICC comments unless asked to keep them (withMetadata).
    const upright = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate()
    const large = await webp(upright, LARGE_WIDTH)
    const small = await webp(sharp(large.data), SMALL_WIDTH)
    const hash = createHash('sha256').update(large.data).digest('hex')
    return { hash, large, small }
  } catch {
    // A header that reads fine over a body that does not decode (a cut or forged file).
    throw new HttpError(400, 'IMAGE_NOT_AN_IMAGE', { detail: m.imageNotAnImage })
  }
}

type ImageRow = typeof siteImages.$inferSelect

function describeImage(row: Omit<ImageRow, 'data' | 'small' | 'school_id'>): SiteImage {
  return {
    id: row.id,
    url: imageUrl(row.hash),
    small_url: smallImageUrl(row.hash),
    width: row.width,
    height: row.height,
    small_width: row.small_width,
    small_height: row.small_height,
  }
}

/** Stores a processed image once: the same bytes uploaded again answer the row stored first. */
export async function storeImage(
  db: Db,
  image: ProcessedImage,
  actorId: string | null,
): Promise<SiteImage> {
  await db
    .insert(siteImages)
    .values({
      hash: image.hash,
      content_type: 'image/webp',
      width: image.large.width,
      height: image.large.height,
      data: image.large.data,
      small: image.small.data,
      small_width: image.small.width,
      small_height: image.small.height,
      created_by: actorId,
    })
    .onConflictDoNothing({ target: [siteImages.school_id, siteImages.hash] })
  const [row] = await db
    .select(IMAGE_COLUMNS)
    .from(siteImages)
    .where(eq(siteImages.hash, image.hash))
  return describeImage(row!)
}

const IMAGE_COLUMNS = {
  id: siteImages.id,
  hash: siteImages.hash,
  content_type: siteImages.content_type,
  width: siteImages.width,
  height: siteImages.height,
  small_width: siteImages.small_width,
  small_height: siteImages.small_height,
  created_at: siteImages.created_at,
  created_by: siteImages.created_by,
}

/** The images of these ids that exist, by id (an id with no image is left out). */
export async function imagesByIds(db: Db, ids: string[]): Promise<Record<string, SiteImage>> {
  if (ids.length === 0) return {}
  const rows = await db.select(IMAGE_COLUMNS).from(siteImages).where(inArray(siteImages.id, ids))
  return Object.fromEntries(rows.map((row) => [row.id, describeImage(row)]))
}

/** The stored bytes behind an image URL's file name, or null when no image has that name. */
export async function imageFile(
  db: Db,
  fileName: string,
): Promise<{ hash: string; bytes: Buffer; contentType: string } | null> {
  const match = /^([0-9a-f]{64})(-640)?\.webp$/.exec(fileName)
  if (!match) return null
  const [hash, small] = [match[1]!, match[2] !== undefined]
  const [row] = await db
    .select({ data: siteImages.data, small: siteImages.small, type: siteImages.content_type })
    .from(siteImages)
    .where(eq(siteImages.hash, hash))
  if (!row) return null
  return {
    hash: small ? `${hash}-640` : hash,
    bytes: small ? row.small : row.data,
    contentType: row.type,
  }
}
