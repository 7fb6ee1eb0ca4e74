// What each section's form holds, as data: the same few kinds of control (a line, a paragraph,
// a photo, a yes/no, lines of text, a list of items) laid out per section, in the public page's
// order. The rules (required, lengths, http(s) links) are the contract's, checked on save.
import {
  SITE_BIO_MAX,
  SITE_TEXT_MAX,
  SITE_TITLE_MAX,
  SITE_URL_MAX,
  type SiteSection,
} from '#shared/contract/site.ts'
import { uiSiteEditor } from '#app/i18n/ui-site-editor.ts'

const f = uiSiteEditor.fields

export type FieldSpec =
  | {
      kind: 'text' | 'textarea' | 'email' | 'tel' | 'url'
      name: string
      label: string
      max: number
      hint?: string
    }
  | { kind: 'image' | 'checkbox' | 'lines'; name: string; label: string; hint?: string }
  | {
      kind: 'list'
      name: string
      label: string
      itemLabel: string
      fields: readonly FieldSpec[]
      blank: Record<string, unknown>
    }

const text = (name: keyof typeof f, max = SITE_TITLE_MAX): FieldSpec => ({
  kind: 'text',
  name,
  label: f[name],
  max,
})
const paragraph = (name: keyof typeof f, max = SITE_TEXT_MAX): FieldSpec => ({
  kind: 'textarea',
  name,
  label: f[name],
  max,
})
const contact = (
  kind: 'email' | 'tel' | 'url',
  name: keyof typeof f,
  hint?: string,
): FieldSpec => ({
  kind,
  name,
  label: f[name],
  max: SITE_URL_MAX,
  hint,
})

export const SECTION_FIELDS: Record<SiteSection, readonly FieldSpec[]> = {
  home: [
    text('hero_kicker', 80),
    text('hero_title'),
    paragraph('hero_text', 400),
    { kind: 'image', name: 'hero_image_id', label: f.hero_image_id },
    text('hero_image_alt', 200),
    text('levels_title'),
    paragraph('levels_intro', 400),
    {
      kind: 'list',
      name: 'levels',
      label: f.levels,
      itemLabel: f.level,
      fields: [text('title', 80), paragraph('text', 400)],
      blank: { title: '', text: '' },
    },
    text('safety_title'),
    paragraph('safety_intro', 400),
    { kind: 'lines', name: 'safety_points', label: f.safety_points, hint: f.safety_pointsHint },
    text('events_title'),
    paragraph('events_text'),
  ],
  plans: [paragraph('intro')],
  instructors: [
    paragraph('intro'),
    {
      kind: 'list',
      name: 'members',
      label: f.members,
      itemLabel: f.instructor,
      fields: [
        text('name', 100),
        paragraph('bio', SITE_BIO_MAX),
        { kind: 'image', name: 'photo_id', label: f.photo_id },
        { kind: 'checkbox', name: 'agreed', label: f.agreed, hint: f.agreedHint },
      ],
      blank: { teacher_id: null, name: '', bio: '', photo_id: null, agreed: false },
    },
  ],
  team: [
    paragraph('intro'),
    {
      kind: 'list',
      name: 'members',
      label: f.members,
      itemLabel: f.member,
      fields: [
        text('name', 100),
        text('role', 80),
        paragraph('bio', SITE_BIO_MAX),
        { kind: 'image', name: 'photo_id', label: f.photo_id },
      ],
      blank: { name: '', role: '', bio: '', photo_id: null },
    },
  ],
  associations: [
    paragraph('intro'),
    {
      kind: 'list',
      name: 'items',
      label: f.items,
      itemLabel: f.association,
      fields: [text('name', 100), paragraph('text', SITE_BIO_MAX), contact('url', 'url')],
      blank: { name: '', text: '', url: '' },
    },
  ],
  contact: [
    contact('email', 'email', f.contactHint),
    contact('tel', 'phone', f.contactHint),
    contact('tel', 'whatsapp', f.contactHint),
    text('address', 200),
    contact('url', 'instagram'),
    contact('url', 'facebook'),
    contact('url', 'youtube'),
  ],
}
