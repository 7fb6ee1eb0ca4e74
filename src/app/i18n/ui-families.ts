// The words of the families' screens for admins (tú): payment reminders (Pagos pendientes) and the
// list of trial-class enquiries; the public form's are in ui-trial-class.ts. Terms follow
// docs/glossary.md.

export const uiReminders = {
  title: 'Recordatorios de pago',
  intro:
    'Envía a cada apoderado su enlace personal al Portal de pagos con el monto que debe. Nadie recibe más de un recordatorio por medio al día, ni más de dos en total.',
  emailUnavailable:
    'El envío por correo no está disponible: el servidor no tiene configurado SMTP_URL. Puedes enviar recordatorios por WhatsApp.',
  caption: 'Apoderados con pagos pendientes',
  guardian: 'Apoderado',
  owed: 'Debe',
  cobros: (n: number) => (n === 1 ? '1 cobro' : `${n} cobros`),
  lastReminder: 'Último recordatorio',
  never: 'Nunca',
  viaWhatsapp: (when: string) => `WhatsApp: ${when}`,
  viaEmail: (when: string) => `Correo: ${when}`,
  actions: 'Recordar',
  whatsapp: 'WhatsApp',
  email: 'Correo',
  whatsappTo: (name: string) => `Recordar por WhatsApp a ${name}`,
  emailTo: (name: string) => `Recordar por correo a ${name}`,
  noPhone: 'Sin teléfono registrado',
  noEmail: 'Sin correo electrónico registrado',
  limitReached: 'Ya recibió dos recordatorios en las últimas 24 horas',
  emailAll: 'Enviar correo a todos',
  whatsappAll: 'WhatsApp a todos',
  listSummary: (n: number) =>
    n === 1
      ? 'Recordar a 1 apoderado con pagos pendientes'
      : `Recordar a uno de los ${n} apoderados con pagos pendientes`,
  sending: 'Enviando…',
  empty: 'No hay apoderados con pagos pendientes.',
  loadError: 'No se pudieron cargar los recordatorios. Inténtalo de nuevo.',
  sendError: 'No se pudo enviar el recordatorio. Inténtalo de nuevo.',
  emailSent: (name: string) => `Correo enviado a ${name}.`,
  openWhatsapp: (name: string) => `Abrir WhatsApp de ${name}`,
  whatsappReady: 'Mensajes de WhatsApp listos. Ábrelos uno por uno para enviarlos:',
  summary: (sent: number, skipped: number, noContact: number, failed: number) =>
    [
      `${sent} enviados`,
      skipped > 0 ? `${skipped} omitidos por haber recibido uno hace poco` : '',
      noContact > 0 ? `${noContact} sin dato de contacto` : '',
      failed > 0 ? `${failed} con error de envío` : '',
    ]
      .filter(Boolean)
      .join(', ') + '.',
  againTitle: '¿Enviar otro recordatorio?',
  againMessage: (name: string, channel: string) =>
    `${name} ya recibió un recordatorio por ${channel} en las últimas 24 horas. ¿Deseas enviarle otro?`,
  againConfirm: 'Enviar de nuevo',
  allTitle: (channel: string) => `¿Recordar por ${channel} a todos?`,
  allMessage:
    'Se enviará un recordatorio a cada apoderado con pagos pendientes, salvo a quienes ya recibieron uno por este medio en las últimas 24 horas.',
  allConfirm: 'Enviar a todos',
  channelName: { whatsapp: 'WhatsApp', email: 'correo' },
} as const

export const uiEnquiries = {
  menu: 'Clases de prueba',
  title: 'Clases de prueba',
  intro:
    'Las familias que pidieron una clase de prueba en el sitio. Cambia el estado a medida que las contactas.',
  caption: 'Clases de prueba pedidas',
  received: 'Recibida',
  name: 'Nombre',
  age: 'Edad',
  years: (n: number) => `${n} años`,
  level: 'Nivel',
  phone: 'Teléfono',
  message: 'Mensaje',
  status: 'Estado',
  statusOf: (name: string) => `Estado de la solicitud de ${name}`,
  whatsappTo: (name: string) => `Escribir por WhatsApp a ${name}`,
  empty: 'Todavía no hay clases de prueba pedidas.',
  loadError: 'No se pudieron cargar las clases de prueba. Inténtalo de nuevo.',
  saveError: 'No se pudo cambiar el estado. Inténtalo de nuevo.',
  greeting: (school: string) =>
    `Hola, te escribimos de ${school} por la clase de prueba que pediste.`,
  showSpam: (n: number) => `Mostrar posibles spam (${n})`,
  hideSpam: 'Ocultar posibles spam',
  spamNote:
    'Llegaron muchas solicitudes juntas o varias desde una misma conexión: se guardaron aparte. Revísalas y devuelve a la lista las de familias reales.',
  spamBadge: 'Posible spam',
  emptyButSpam: 'No hay otras solicitudes, solo posibles spam.',
  notSpam: 'No es spam',
  notSpamOf: (name: string) => `No es spam: devolver a la lista la solicitud de ${name}`,
  notSpamError: 'No se pudo devolver la solicitud a la lista. Inténtalo de nuevo.',
} as const
