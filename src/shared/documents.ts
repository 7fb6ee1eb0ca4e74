// The school's documents under Ley 21.719 and what each means for a child: which the guardian
// signs per child, which are the school's condition to ride (the waiver and the consent to
// process the child's health data), and which may be refused without consequence (photo/video).
// The same kinds as the `document_kind` enum of the database (server/db/schema/consent.ts).

export const DOCUMENT_KINDS = [
  'terms',
  'privacy',
  'waiver',
  'health_consent',
  'photo_consent',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  terms: 'Términos y condiciones',
  privacy: 'Política de privacidad',
  waiver: 'Descargo de responsabilidad',
  health_consent: 'Consentimiento para tratar datos de salud',
  photo_consent: 'Autorización de fotos y videos',
}

/** What the guardian answers for each child: every kind, each version once. */
export const SIGNED_KINDS: readonly DocumentKind[] = DOCUMENT_KINDS

/** Without these, accepted, a child does not ride (the school's condition, said on the page). */
export const REQUIRED_TO_RIDE: readonly DocumentKind[] = ['waiver', 'health_consent']

/** May be refused without consequence. */
export const REFUSABLE: readonly DocumentKind[] = ['photo_consent']
