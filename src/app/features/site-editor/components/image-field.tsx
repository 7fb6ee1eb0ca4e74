// A photo of the site: its preview (the 640 px copy) or 'Sin foto', a file picker that uploads at
// once, and the server's reason when it refuses (not an image, too large, SVG…).
import { useId, useState, type ChangeEvent } from 'react'
import type { SiteImage } from '#shared/contract/site.ts'
import { uiSiteEditor as t } from '#app/i18n/ui-site-editor.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { UPLOAD_MAX_BYTES, uploadSiteImage } from '../api/upload-site-image.ts'

interface ImageFieldProps {
  label: string
  imageId: string | null
  images: Record<string, SiteImage>
  error?: string
  onChange: (image: SiteImage | null) => void
}

export function ImageField({ label, imageId, images, error, onChange }: ImageFieldProps) {
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const image = imageId ? images[imageId] : undefined

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setFailure(null)
    if (file.size > UPLOAD_MAX_BYTES) return setFailure(t.photoTooLarge)
    setUploading(true)
    try {
      onChange(await uploadSiteImage(file))
    } catch (caught) {
      setFailure(errorMessage(caught, t.photoUploadError))
    } finally {
      setUploading(false)
    }
  }

  const shown = failure ?? error
  return (
    <div className="field site-image-field">
      <span className="site-image-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="site-image-row">
        {image ? (
          <img
            className="site-image-preview"
            src={image.small_url}
            width={image.small_width}
            height={image.small_height}
            alt=""
          />
        ) : (
          <span className="site-image-preview site-image-none">{t.photoNone}</span>
        )}
        <div className="site-image-actions">
          <label className="btn btn-secondary" htmlFor={id}>
            {uploading ? t.photoUploading : t.photoChoose}
          </label>
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            onChange={(event) => void choose(event)}
          />
          {image && (
            <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
              {t.photoRemove}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t.photoHint}
      </p>
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
