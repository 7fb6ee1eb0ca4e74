// The processing register (Ley 21.719): what the product holds about people, why, on what basis,
// who sees it, where it goes and for how long, as ONE data map. The admins' page
// ('Registro de tratamiento') is rendered from it; what each role's phone holds is read from the
// sync contract itself (server/privacy/register-data.ts); a test holds `tables` to the database
// schema, so a new table must be placed here (or in NOT_PERSONAL) before the suite passes.

/** Where data leaves the school's server. */
export const RECIPIENTS = {
  khipu:
    'Khipu (pagos por transferencia): nombre y RUT de quien paga, el monto y el asunto del cobro.',
  boletas:
    'El proveedor de boletas electrónicas y el SII: nombre y RUT de quien paga, el detalle y el monto.',
  smtp: 'El servidor de correo de la escuela: el correo del apoderado y el mensaje.',
  whatsapp:
    'WhatsApp: el chat que un administrador abre desde su equipo, con el mensaje escrito, al número del apoderado.',
  devices:
    "Los teléfonos del personal (la app sin conexión): ver 'Qué guarda cada teléfono del personal'.",
} as const
export type Recipient = keyof typeof RECIPIENTS

/** How long, filled in with the school's configured periods where they apply. */
export type Retention =
  { kind: 'student' } | { kind: 'tax' } | { kind: 'card_reads' } | { kind: 'text'; text: string }

export interface ProcessingActivity {
  key: string
  title: string
  /** Whose data and which. */
  data: string
  purpose: string
  /** Why the school may (Ley 19.628 as amended by Ley 21.719). */
  basis: string
  access: string
  recipients: readonly Recipient[]
  retention: Retention
  /** The database tables that hold it. */
  tables: readonly string[]
}

export const PROCESSING_ACTIVITIES: readonly ProcessingActivity[] = [
  {
    key: 'students',
    title: 'Alumnos y sus clases',
    data: 'Nombre, RUT, fecha de nacimiento, teléfono y correo (de un alumno adulto), grupos, clases y asistencia, uso del transporte.',
    purpose: 'Organizar los grupos, tomar asistencia y cobrar las clases que corresponden.',
    basis:
      'El contrato de clases con el apoderado; los datos de un niño o niña, con el consentimiento de su apoderado.',
    access:
      'Administradores: todo. Profesores: nombre y contacto de los alumnos, y en su teléfono los de sus grupos (sin RUT, correo ni fecha de nacimiento).',
    recipients: ['devices'],
    retention: { kind: 'student' },
    tables: [
      'users',
      'groups',
      'group_students',
      'group_teachers',
      'class_sessions',
      'session_students',
      'session_teachers',
      'class_session_aliases',
    ],
  },
  {
    key: 'guardians',
    title: 'Apoderados',
    data: 'Nombre, RUT, teléfono y correo; qué alumnos tiene a cargo.',
    purpose:
      'Cobrar, reconocer al apoderado en el portal de pagos (RUT y fecha de nacimiento de un hijo) y avisarle.',
    basis: 'El contrato de clases.',
    access:
      'Administradores: todo. Profesores: nombre y teléfono, para llamar en una emergencia (sin RUT ni correo).',
    recipients: ['devices', 'smtp', 'whatsapp'],
    retention: { kind: 'student' },
    tables: ['users'],
  },
  {
    key: 'health',
    title: 'Ficha de emergencia y datos de salud',
    data: 'Contactos de emergencia; alergias, condiciones, medicamentos y seguro (datos sensibles); cada lectura de la ficha.',
    purpose: 'Atender a un alumno que se accidenta o enferma en una clase.',
    basis:
      'El consentimiento expreso del apoderado para tratar los datos de salud (documento firmado en el portal); sin él, solo se guardan y muestran los contactos.',
    access:
      'Administradores. Profesores: las fichas de sus alumnos, con datos de salud solo bajo consentimiento firmado. Cada lectura queda registrada (Accesos a fichas).',
    recipients: ['devices'],
    retention: { kind: 'card_reads' },
    tables: ['emergency_cards', 'card_deliveries', 'audit_log'],
  },
  {
    key: 'signatures',
    title: 'Documentos firmados',
    data: 'Por hijo: la versión aceptada o rechazada de cada documento, nombre y RUT de quien firmó, fecha y hora, dirección IP, navegador y la huella del texto.',
    purpose: 'Probar qué aceptó el apoderado, cuándo y sobre qué texto exacto.',
    basis: 'El consentimiento mismo y el interés de la escuela en poder probarlo.',
    access: 'Administradores. El apoderado descarga su copia en PDF desde el portal.',
    recipients: ['smtp'],
    retention: { kind: 'student' },
    tables: ['document_signatures', 'school_documents'],
  },
  {
    key: 'billing',
    title: 'Cobros, pagos y boletas',
    data: 'Cobros mensuales por alumno, pagos por Khipu y en oficina, devoluciones, boletas electrónicas con el nombre y RUT de quien paga.',
    purpose: 'Cobrar las clases y emitir el documento tributario de cada pago.',
    basis: 'El contrato de clases y la obligación tributaria de emitir y conservar boletas.',
    access: 'Administradores. El apoderado ve sus cobros y comprobantes en el portal.',
    recipients: ['khipu', 'boletas', 'smtp'],
    retention: { kind: 'tax' },
    tables: [
      'invoices',
      'payment_attempts',
      'khipu_payments',
      'manual_payments',
      'payment_issues',
      'boletas',
    ],
  },
  {
    key: 'reminders',
    title: 'Recordatorios de pago y enlaces para firmar',
    data: 'A quién se le recordó o pidió firmar, cuándo, por qué medio y quién lo envió.',
    purpose:
      'Avisar al apoderado lo que debe o lo que falta firmar, dentro de lo que permite la ley de cobranza (dos recordatorios por semana).',
    basis: 'El contrato de clases.',
    access: 'Administradores.',
    recipients: ['smtp', 'whatsapp'],
    retention: { kind: 'student' },
    tables: ['reminders', 'audit_log'],
  },
  {
    key: 'enquiries',
    title: 'Clases de prueba',
    data: 'Nombre, teléfono y correo de quien pregunta, edad del niño o niña y su mensaje.',
    purpose: 'Responder a quien pide una clase de prueba.',
    basis: 'La solicitud de la persona.',
    access: 'Administradores.',
    recipients: ['whatsapp'],
    retention: {
      kind: 'text',
      text: 'Sin borrado automático; se eliminan cuando la persona lo pide o al eliminar su familia.',
    },
    tables: ['enquiries'],
  },
  {
    key: 'requests',
    title: 'Solicitudes sobre los datos',
    data: 'Qué pidió el apoderado (acceso, corrección, eliminación, oposición, copia), cuándo, el plazo y la respuesta.',
    purpose: 'Responder dentro del plazo legal y dejar constancia de la respuesta.',
    basis: 'La obligación legal de atender los derechos del titular.',
    access: 'Administradores. El apoderado ve las suyas en el portal.',
    recipients: [],
    retention: { kind: 'student' },
    tables: ['data_requests'],
  },
  {
    key: 'staff',
    title: 'Personal de la escuela',
    data: 'Nombre, correo y teléfono de profesores y administradores, su contraseña (cifrada), sus sesiones y teléfonos, y lo que cada uno hizo (registro de auditoría).',
    purpose: 'Dar acceso a la app y saber quién hizo cada cambio.',
    basis: 'La relación laboral o de servicios con la escuela.',
    access: 'Administradores; cada persona ve su propio perfil.',
    recipients: ['devices'],
    retention: {
      kind: 'text',
      text: 'Mientras la persona trabaja en la escuela; las sesiones vencen solas.',
    },
    tables: [
      'users',
      'refresh_tokens',
      'login_throttle',
      'sync_devices',
      'idempotency_keys',
      'audit_log',
      'school_holidays',
    ],
  },
  {
    key: 'site',
    title: 'Profesores en el sitio público',
    data: 'Nombre, foto y una breve presentación de los profesores que aceptan aparecer en el sitio, y quién editó cada sección.',
    purpose: 'Presentar el equipo a las familias que buscan una clase.',
    basis: 'El consentimiento de cada profesor, que puede retirarlo en cualquier momento.',
    access: 'Cualquier visitante del sitio; lo editan los administradores.',
    recipients: [],
    retention: {
      kind: 'text',
      text: 'Mientras el profesor acepte aparecer; una foto que ya no se usa se borra.',
    },
    tables: ['site_content', 'site_images'],
  },
]

/** Tables without anyone's personal data, and why. */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  app_secret: 'Las claves del servidor.',
  schools: 'Las escuelas que atiende el servidor: nombre y estado.',
  school_domains: 'Las direcciones web de cada escuela.',
  school_settings:
    'Los datos de cada escuela: nombre, contacto, emisor de sus boletas y sus claves (cifradas).',
  class_prices: 'Tarifas de la escuela.',
  group_prices: 'Tarifas de la escuela.',
  discount_tiers: 'Tarifas de la escuela.',
  service_fee: 'Tarifas de la escuela.',
  transport_price: 'Tarifas de la escuela.',
  job_runs: 'Cuándo corrió cada tarea del servidor.',
}
