// The words of the families' screens for admins (tú): payment reminders (Pagos pendientes) and the
// list of trial-class enquiries; the public form's are in ui-trial-class.ts. Terms follow
// docs/glossary.md.
import { uiOneByOne } from './ui-admin.ts'

export const uiReminders = {
  title: 'Recordatorios de pago',
  intro:
    'Envía a cada apoderado su enlace personal al Portal de pagos con el monto que debe, solo a su propio correo o WhatsApp. La ley (Ley 21.320) permite a lo más 2 recordatorios por semana a cada apoderado, con al menos 2 días entre uno y otro, sumando WhatsApp y correo.',
  emailUnavailable:
    'El envío por correo no está configurado: pide a quien administra el servidor que lo configure. Mientras tanto, puedes enviar recordatorios por WhatsApp.',
  caption: 'Apoderados con pagos pendientes',
  guardian: 'Apoderado',
  owed: 'Debe',
  cobros: (n: number) => (n === 1 ? '1 cobro' : `${n} cobros`),
  lastReminder: 'Último recordatorio',
  never: 'Nunca',
  viaWhatsapp: (when: string) => `WhatsApp: ${when}`,
  viaEmail: (when: string) => `Correo: ${when}`,
  next: 'Próximo posible',
  nextNow: 'Ahora',
  nextFrom: (moment: string) => `Desde ${moment}`,
  why: {
    limit: 'Ya recibió 2 en los últimos 7 días',
    too_soon: 'Recibió uno hace menos de 2 días',
  },
  actions: 'Recordar',
  whatsapp: 'WhatsApp',
  email: 'Correo',
  whatsappTo: (name: string) => `Recordar por WhatsApp a ${name}`,
  emailTo: (name: string) => `Recordar por correo a ${name}`,
  noPhone: 'Sin celular registrado para WhatsApp',
  noEmail: 'Sin correo electrónico registrado',
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
  whatsappOpened: uiOneByOne.opened,
  openAgain: uiOneByOne.openAgain,
  emailSummary: (sent: number, ruled: number, noContact: number, failed: number) =>
    [
      sent === 1 ? '1 correo enviado' : `${sent} correos enviados`,
      ruled > 0
        ? `${ruled} ${ruled === 1 ? 'no enviado' : 'no enviados'} por la regla de recordatorios`
        : '',
      noContact > 0 ? `${noContact} sin correo electrónico` : '',
      failed > 0 ? `${failed} con error de envío` : '',
    ]
      .filter(Boolean)
      .join(', ') + '.',
  refusedNext: (name: string, why: string, moment: string) => `${name}: ${why}; desde ${moment}.`,
  allTitle: '¿Enviar un correo a todos?',
  allMessage:
    'Se enviará un correo a cada apoderado con pagos pendientes que la ley permite recordar ahora; a los demás no se les envía nada.',
  allConfirm: 'Enviar a todos',
  sender: {
    title: 'WhatsApp a todos, uno por uno',
    intro:
      'Cada chat se abre en una pestaña con el mensaje escrito: envíalo ahí y vuelve para abrir el siguiente. Un recordatorio cuenta cuando se abre su chat.',
    notPrepared: (noPhone: number, ruled: number) =>
      [
        noPhone > 0 ? `${noPhone} sin celular` : '',
        ruled > 0 ? `${ruled} que la ley aún no permite recordar` : '',
      ]
        .filter(Boolean)
        .join(' y '),
    notPreparedNote: (list: string) => `No se prepararon: ${list}.`,
    none: 'No hay apoderados para recordar por WhatsApp ahora.',
  },
} as const

export const uiEnquiries = {
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
  callTo: (name: string) => `Llamar a ${name}`,
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
  group: 'Grupo',
  noGroup: 'Sin grupo',
  contact: 'Contacto',
  ageOutside: 'Fuera del rango de edad del grupo',
  waitlistPosition: (n: number) => `Lista de espera: n.º ${n}`,
  offered: (until: string) => `Cupo ofrecido, vence el ${until}`,
  accepted: 'Aceptó el cupo: falta inscribir',
  lapsed: 'La oferta venció sin respuesta',
  declined: 'Rechazó el cupo',
  nextToOffer: 'Siguiente en la lista: ofrecer cupo',
  enrol: 'Inscribir',
  enrolOf: (name: string) => `Inscribir a quien pidió ${name}`,
  offer: 'Ofrecer cupo',
  offerBy: (channel: 'whatsapp' | 'email') =>
    channel === 'whatsapp' ? 'Ofrecer cupo por WhatsApp' : 'Ofrecer cupo por correo',
  offerOf: (name: string, channel: 'whatsapp' | 'email') =>
    `${channel === 'whatsapp' ? 'Ofrecer cupo por WhatsApp' : 'Ofrecer cupo por correo'} a ${name}`,
  offerError: 'No se pudo ofrecer el cupo. Inténtalo de nuevo.',
  offerSentEmail: (name: string) => `Enviamos a ${name} el enlace para tomar el cupo por correo.`,
  offerSentWhatsapp: (name: string) =>
    `Se abrió WhatsApp con el mensaje para ${name}. Si no se abrió, copia este enlace:`,
  enrolled: (name: string, group: string | null) =>
    group ? `Se inscribió a ${name} en ${group}.` : `Se inscribió a ${name}.`,
  enrolTitle: (name: string) => `Inscribir a partir de la solicitud de ${name}`,
  enrolSave: 'Inscribir y sumar al grupo',
  enrolFailed: 'No se pudo inscribir. Revisa los datos e inténtalo de nuevo.',
  enrolCancel: 'Cancelar',
  enrolWho: '¿Quién pidió la clase?',
  enrolRider: 'La misma persona que va a andar (un adulto)',
  enrolGuardian: 'Un apoderado, para un niño o niña',
  enrolGroupNote: (group: string) => `Al guardar, queda en el grupo ${group}.`,
} as const
