// Guards the staff app's Spanish (docs/glossary.md): tú and not usted, '¡…!' and '¿…?', the
// glossary's words, no server setting named to an admin. It reads every string of the staff
// screens' word modules and of the server messages staff see, functions called with sample values.
import { describe, expect, it } from 'vitest'
import { classMessages } from '#shared/i18n/classes.ts'
import { documentMessages } from '#shared/i18n/documents.ts'
import { errorDetails, type ErrorCode } from '#shared/i18n/errors.ts'
import { holidayMessages } from '#shared/i18n/holidays.ts'
import { ledgerMessages } from '#shared/i18n/ledger.ts'
import { portalValidationMessages } from '#shared/i18n/portal-validation.ts'
import { siteMessages } from '#shared/i18n/site.ts'
import { validationMessages, type ValidationMessageKey } from '#shared/i18n/validation.ts'
import { uiAdmin, uiOneByOne } from './ui-admin.ts'
import { uiBoletas } from './ui-boletas.ts'
import { uiDocuments, uiFamilyConsents, uiRegister } from './ui-documents.ts'
import { uiEmergency } from './ui-emergency.ts'
import { uiErase } from './ui-erase.ts'
import { uiEnquiries, uiReminders } from './ui-families.ts'
import { uiField } from './ui-field.ts'
import { uiHolidays } from './ui-holidays.ts'
import { uiLedger } from './ui-ledger.ts'
import { uiOffline } from './ui-offline.ts'
import { uiPeople } from './ui-people.ts'
import { uiDataRequests } from './ui-privacy.ts'
import { uiSiteEditor } from './ui-site-editor.ts'
import { uiAuth, uiStaff } from './ui-staff.ts'
import { ui } from './ui.ts'

/** The codes only the guardians' portal (usted) or a machine (Khipu's webhook, API clients) gets. */
const NOT_STAFF_CODES: readonly ErrorCode[] = [
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'PAYER_MISMATCH',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_VERIFYING',
  'PERSONAL_LINK_INVALID',
  'RECEIPT_NOT_FOUND',
  'PORTAL_PROOF_REQUIRED',
  'CONSENT_STUDENT_UNKNOWN',
  'CONSENT_RUT_MISMATCH',
  'DOCUMENT_VERSION_CHANGED',
  'PAYMENT_START_FAILED',
  'ONLINE_PAYMENT_UNAVAILABLE',
]

/** The portal's own validation (payment and signing forms). */
const PORTAL_VALIDATION: readonly ValidationMessageKey[] = [
  ...(Object.keys(portalValidationMessages) as ValidationMessageKey[]),
  'amountInvalid',
  'invoicesRequired',
  'invoicesTooMany',
  'signerNameRequired',
  'signerNameFull',
  'contentHashInvalid',
]

const omit = <T extends object>(record: T, keys: readonly PropertyKey[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)))

const STAFF_WORDS = {
  uiAdmin,
  uiOneByOne,
  uiBoletas,
  uiDocuments,
  uiFamilyConsents,
  uiRegister,
  uiEmergency,
  uiErase,
  uiReminders,
  uiEnquiries,
  uiField,
  uiHolidays,
  uiLedger,
  uiOffline,
  uiPeople,
  uiDataRequests,
  uiSiteEditor,
  uiAuth,
  uiStaff,
  errorScreens: ui.errors,
  classMessages,
  documentMessages,
  holidayMessages,
  ledgerMessages,
  siteMessages,
  errorDetails: omit(errorDetails, NOT_STAFF_CODES),
  validationMessages: omit(validationMessages, PORTAL_VALIDATION),
}

/** Sample arguments: a function's text is read with each set that it accepts. */
const SAMPLES: readonly unknown[][] = [
  Array(6).fill('Ana Pérez'),
  Array(6).fill(1),
  Array(6).fill(2),
  Array(6).fill(['Ana Pérez', 'José Núñez']),
]

/** Every text of `value` with where it lives: 'uiField.classForm.success'. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') {
    return SAMPLES.flatMap((args, i) => {
      try {
        return texts((value as (...a: unknown[]) => unknown)(...args), `${path}(#${i})`)
      } catch {
        return []
      }
    })
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`))
  }
  return []
}

const ALL = texts(STAFF_WORDS, 'staff')

/** Usted as the staff app would slip into it: an imperative opening a sentence or clause
 * ('Complete…', ': consulte…'; not a subjunctive inside one, 'hasta que lo firme'), or 'usted'. */
const USTED = new RegExp(
  '(?:^|[.:;,¡¿] )(?:complete|ingrese|seleccione|intente|verifique|revise|agregue|elija|escriba|' +
    'vuelva|espere|consulte|contacte|recargue|confirme|indique|envíe|pague|firme|marque|lea|' +
    'cambie|inicie|debe iniciar)\\b|\\busted\\b|\\bno tiene permisos\\b|\\bsu (?:contador|contraseña|sesión|cuenta)\\b',
  'iu',
)

const matching = (test: (text: string) => boolean) =>
  ALL.filter(([, text]) => test(text)).map(([path, text]) => `${path}: ${text}`)

describe("the staff app's Spanish", () => {
  it('reads a good number of texts (the scan is not empty)', () => {
    expect(ALL.length).toBeGreaterThan(900)
  })

  it('speaks as tú, never usted', () => {
    expect(matching((text) => USTED.test(text))).toEqual([])
  })

  it("opens every exclamation with '¡' and every question with '¿'", () => {
    expect(matching((text) => /!/.test(text) && !/¡/.test(text) && !/\(!@#/.test(text))).toEqual([])
    expect(matching((text) => /\?/.test(text) && !/¿/.test(text))).toEqual([])
  })

  it("uses the glossary's words: alumno, quitar, cobro, clase (not sesión)", () => {
    expect(
      matching((text) =>
        /\b(estudiantes?|remov\w*|facturas?|sesiones|por sesión|de la sesión)\b/i.test(text),
      ),
    ).toEqual([])
  })

  it('names no server setting to an admin', () => {
    expect(matching((text) => /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(text))).toEqual([])
  })
})
