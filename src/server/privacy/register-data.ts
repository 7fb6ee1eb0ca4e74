// The processing register as admins read it: the data map of shared/processing-register.ts with
// this school's retention periods and outside services filled in, and what each role's phone
// holds, read field by field from the sync contract (a field the pull carries needs a name here,
// or the register's test fails: the register cannot say less than the phones hold).
import type { ZodObject, ZodType } from 'zod'
import type { ProcessingRegister } from '#shared/contract/register.ts'
import { emergencyCardSchema } from '#shared/contract/emergency.ts'
import { syncStudentSchema, syncSupporterSchema, syncTeacherSchema } from '#shared/contract/sync.ts'
import { PROCESSING_ACTIVITIES, RECIPIENTS, type Retention } from '#shared/processing-register.ts'
import type { Config } from '#server/config.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

/** The Spanish name of each field a phone may hold. */
export const DEVICE_FIELD_NAMES: Readonly<Record<string, string>> = {
  id: 'identificador interno',
  name: 'nombre',
  last_name: 'apellido',
  phone: 'teléfono',
  email: 'correo',
  role: 'rol',
  supporter_id: 'quién es su apoderado',
  consents_missing: 'qué documentos obligatorios faltan firmar',
  student_id: 'a qué alumno pertenece',
  contacts: 'contactos de emergencia (nombre, relación, teléfono)',
  allergies: 'alergias (solo con consentimiento de salud firmado)',
  conditions: 'condiciones de salud (solo con consentimiento de salud firmado)',
  medication: 'medicamentos (solo con consentimiento de salud firmado)',
  insurance_provider: 'seguro (solo con consentimiento de salud firmado)',
  insurance_plan: 'plan del seguro (solo con consentimiento de salud firmado)',
  consent: 'si la escuela registró el consentimiento',
  consent_date: 'fecha de ese consentimiento',
  consent_recorded_by: 'quién lo registró',
  consent_recorded_at: 'cuándo lo registró',
  updated_at: 'última modificación',
  health_consent_signed: 'si el apoderado firmó el consentimiento de salud',
}

/** A field the pull always sends as null (the contract's `withheld`) is not held. */
const held = (field: ZodType) => !field.safeParse(null).success || field.safeParse('x').success

/** The names of the fields of `schema` a phone holds. */
export function heldFields(schema: ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => held(field as ZodType))
    .map(([key]) => DEVICE_FIELD_NAMES[key] ?? key)
}

function retentionText(retention: Retention, config: Config): string {
  const { studentYears, cardReadMonths } = config.retention
  switch (retention.kind) {
    case 'student':
      return `Mientras el alumno está activo. ${studentYears} años después de desactivado, sin clases ni cobros pendientes, una tarea diaria lo anonimiza junto con lo que lo nombra; antes, si la familia pide eliminar sus datos.`
    case 'tax':
      return 'Seis años (Código Tributario, arts. 17 y 200: el SII puede revisar hasta seis años). Si la familia pide eliminar sus datos, quedan con los nombres reemplazados.'
    case 'card_reads':
      return `La ficha, mientras el alumno está activo (como sus datos). Las lecturas y entregas de fichas, ${cardReadMonths} meses; luego una tarea diaria las borra.`
    case 'text':
      return retention.text
  }
}

export function processingRegister(config: Config): ProcessingRegister {
  const people = [
    { what: 'Alumnos', fields: heldFields(syncStudentSchema) },
    { what: 'Apoderados', fields: heldFields(syncSupporterSchema) },
    { what: 'Profesores y administradores', fields: heldFields(syncTeacherSchema) },
  ]
  return {
    activities: PROCESSING_ACTIVITIES.map((activity) => ({
      key: activity.key,
      title: activity.title,
      data: activity.data,
      purpose: activity.purpose,
      basis: activity.basis,
      access: activity.access,
      recipients: activity.recipients.map((recipient) => RECIPIENTS[recipient]),
      retention: retentionText(activity.retention, config),
    })),
    devices: [
      {
        role: 'Profesor: los alumnos de sus grupos y sus apoderados',
        holds: [
          ...people,
          { what: 'Fichas de emergencia de sus alumnos', fields: heldFields(emergencyCardSchema) },
        ],
      },
      {
        role: 'Administrador: todos los alumnos activos y sus apoderados',
        holds: [
          ...people,
          { what: 'Fichas de emergencia de todos', fields: heldFields(emergencyCardSchema) },
        ],
      },
    ],
    services: [
      {
        name: 'Khipu',
        sends: RECIPIENTS.khipu,
        configured: currentSettings(config).khipu.apiKey !== undefined,
      },
      {
        name: 'Boletas electrónicas',
        sends: RECIPIENTS.boletas,
        configured: currentSettings(config).boletas.provider !== 'none',
      },
      {
        name: 'Correo (SMTP)',
        sends: RECIPIENTS.smtp,
        configured: currentSettings(config).mailUrl !== undefined,
      },
    ],
  }
}
