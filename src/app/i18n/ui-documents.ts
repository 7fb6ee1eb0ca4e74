// Spanish strings of 'Documentos' (admins): the school's terms, privacy policy, waiver and
// consents, each as versions that are never edited, with a Markdown editor and its preview.
import type { DocumentVersionState } from '#shared/contract/documents.ts'

export const uiDocuments = {
  title: 'Documentos del colegio',
  intro:
    'Los términos, la política de privacidad, el descargo de responsabilidad y los consentimientos que aceptan los apoderados. Cada cambio es una versión nueva, vigente desde el día que elijas; las anteriores quedan en el historial tal como se publicaron.',
  notice:
    'Los textos de ejemplo son un punto de partida, no asesoría legal: revísalos con un abogado antes de usarlos.',
  noticeResign:
    'Una versión nueva del descargo de responsabilidad, del consentimiento de datos de salud o de la autorización de fotos y videos pide a los apoderados aceptarla de nuevo en su próxima visita al Portal.',
  loadError: 'No se pudieron cargar los documentos.',
  inForce: 'Vigente',
  none: 'Todavía no tiene una versión vigente.',
  since: (day: string) => `desde el ${day}`,
  newVersion: 'Nueva versión',
  newVersionOf: (name: string) => `Nueva versión de ${name}`,
  history: (count: number) =>
    count === 1 ? 'Historial (1 versión)' : `Historial (${count} versiones)`,
  historyCaption: (name: string) => `Versiones de ${name}`,
  states: {
    in_force: 'Vigente',
    scheduled: 'Programada',
    replaced: 'Reemplazada',
  } satisfies Record<DocumentVersionState, string>,
  validFrom: 'Vigente desde',
  author: 'Publicada por',
  hash: 'Huella (SHA-256)',
  showText: 'Ver texto',
  formTitle: 'Título',
  formBody: 'Texto (Markdown)',
  formBodyHint:
    'Markdown: ## para un subtítulo, **negrita**, - para una lista, una línea en blanco entre párrafos.',
  formValidFromHint: 'Hoy o un día posterior. Una versión guardada ya no se puede cambiar.',
  preview: 'Vista previa',
  previewEmpty: 'Escribe el texto para verlo aquí como lo leerán las familias.',
  save: 'Guardar versión',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  saved: (name: string, day: string) => `Versión de ${name} guardada, vigente desde el ${day}.`,
  saveError: 'No se pudo guardar la versión. Inténtalo de nuevo.',
  familiesLink: 'Firmas de las familias',
  registerLink: 'Registro de tratamiento',
}

/** 'Firmas de las familias': each family's answers and the link to sign, one by one. */
export const uiFamilyConsents = {
  title: 'Firmas de las familias',
  intro:
    'Lo que cada apoderado respondió a los documentos vigentes, por hijo. Envía el enlace para firmar a quien le falte: se abre en su teléfono, sin contraseña, y vale 30 días.',
  back: 'Documentos',
  onlyPending: 'Solo familias con respuestas pendientes',
  loadError: 'No se pudieron cargar las firmas de las familias.',
  empty: 'No hay familias con respuestas pendientes.',
  emptyAll: 'No hay familias con hijos activos.',
  caption: 'Respuestas de cada familia',
  guardian: 'Apoderado',
  children: 'Hijos y documentos',
  lastLink: 'Último enlace',
  actions: 'Enviar enlace',
  never: 'Nunca',
  upToDate: 'Todo respondido',
  missing: (names: string) => `Falta: ${names}`,
  missingAll: 'Aún no responde ningún documento',
  refused: (names: string) => `Rechazó: ${names}`,
  cannotRide: 'No puede participar hasta aceptar el descargo y el consentimiento de salud.',
  whatsapp: 'WhatsApp',
  email: 'Correo',
  whatsappTo: (name: string) => `Enviar a ${name} el enlace para firmar por WhatsApp`,
  emailTo: (name: string) => `Enviar a ${name} el enlace para firmar por correo`,
  noPhone: 'No tiene celular registrado',
  noEmail: 'No tiene correo registrado',
  emailUnavailable:
    'El envío de correos no está configurado en el servidor: por ahora, envía los enlaces por WhatsApp.',
  emailSent: (name: string) => `Correo con el enlace enviado a ${name}.`,
  sendError: 'No se pudo enviar el enlace. Inténtalo de nuevo.',
  whatsappAll: 'WhatsApp a los pendientes, uno por uno',
  sender: {
    title: 'Enlaces para firmar por WhatsApp, uno por uno',
    intro:
      'Cada chat se abre en una pestaña con el mensaje y el enlace escritos: envíalo ahí y vuelve para abrir el siguiente.',
    none: 'No hay familias pendientes con celular.',
    noPhone: (count: number) =>
      count === 1
        ? 'No se preparó 1 familia sin celular.'
        : `No se prepararon ${count} familias sin celular.`,
  },
} as const

/** 'Registro de tratamiento': what the school holds, why, who sees it, where it goes, how long. */
export const uiRegister = {
  title: 'Registro de tratamiento de datos',
  intro:
    'Qué datos personales guarda la aplicación, para qué, con qué base, quién los ve, adónde van y por cuánto tiempo (Ley 21.719). Se genera del mapa de datos del propio programa y de la configuración de este servidor: no se edita a mano.',
  back: 'Documentos',
  loadError: 'No se pudo cargar el registro.',
  data: 'Datos',
  purpose: 'Para qué',
  basis: 'Base',
  access: 'Quién los ve',
  recipients: 'Adónde van',
  noRecipients: 'No salen del servidor de la escuela.',
  retention: 'Por cuánto tiempo',
  devicesTitle: 'Qué guarda cada teléfono del personal',
  devicesIntro:
    'La app de profesores funciona sin conexión: guarda en el teléfono solo lo necesario para la clase. El RUT, la fecha de nacimiento y el correo de alumnos y apoderados quedan en el servidor.',
  servicesTitle: 'Servicios externos',
  configured: 'En uso en este servidor',
  notConfigured: 'No configurado',
} as const
