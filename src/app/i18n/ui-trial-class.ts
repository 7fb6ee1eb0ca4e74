// The words of the public trial-class request (tú): the form, its answers and the calls to it
// on the home and contact pages. Apart from ui-families.ts (the admins' screens) so the public
// pages' first load does not carry the staff's words.

export const uiTrialClass = {
  title: 'Clase de prueba',
  waitlistTitle: 'Lista de espera',
  intro:
    'Cuéntanos quién quiere pedalear con nosotros y te contactamos para coordinar una primera clase, sin compromiso.',
  waitlistIntro:
    'Este grupo no tiene cupos libres por ahora. Déjanos tus datos y te avisaremos en cuanto se libere uno, en orden de llegada.',
  group: 'Grupo elegido',
  ages: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `Edades: ${min} a ${max} años`
      : min !== null
        ? `Edades: desde ${min} años`
        : max !== null
          ? `Edades: hasta ${max} años`
          : 'Todas las edades',
  groupFull: 'Sin cupos: tu solicitud queda en la lista de espera.',
  name: 'Tu nombre',
  childAge: 'Edad de quien va a andar',
  ageHint: 'Niños, niñas o adultos: si vas a andar tú, pon tu edad.',
  ageOutside: (min: number | null, max: number | null) =>
    `Esta edad está fuera del rango del grupo (${uiTrialClass.ages(min, max).replace('Edades: ', '')}). Puedes enviarla igual: te sugeriremos el grupo que más te acomode.`,
  level: 'Nivel',
  levelPlaceholder: 'Elige el nivel',
  phone: 'Teléfono',
  phoneHint: 'Celular o fijo, por ejemplo 9 8123 4567 o 2 2345 6789',
  email: 'Correo electrónico (opcional)',
  emailHint: 'Para avisarte por correo si se libera un cupo.',
  message: 'Mensaje (opcional)',
  messageHint: 'Días que te acomodan, dudas o lo que quieras contarnos',
  website: 'No completes este campo',
  privacy: 'Usaremos estos datos solo para contactarte por esta clase de prueba.',
  submit: 'Pedir clase de prueba',
  submitWaitlist: 'Anotarme en la lista de espera',
  sending: 'Enviando…',
  fixErrors: 'Revisa los campos marcados.',
  sendError: 'No se pudo enviar tu solicitud. Inténtalo de nuevo.',
  tooMany:
    'Recibimos muchas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo, o escríbenos por WhatsApp.',
  thanksTitle: '¡Gracias! Recibimos tu solicitud',
  thanksText: 'Te contactaremos pronto por teléfono o WhatsApp para coordinar la clase.',
  thanksWaitlist:
    'Quedaste en la lista de espera. Cuando se libere un cupo te enviaremos un enlace para tomarlo.',
  orWhatsapp: '¿Prefieres escribirnos ahora?',
  whatsapp: 'Escríbenos por WhatsApp',
  whatsappGreeting: 'Hola, quiero saber más sobre las clases de prueba.',
  // NOTE: also said on the home and contact pages.
  cta: 'Pide una clase de prueba',
} as const

/** The waiting-list offer's page, reached from the link the school sent (tú). */
export const uiWaitlistOffer = {
  title: 'Cupo disponible',
  loading: 'Cargando la oferta…',
  intro: 'Se liberó un cupo en el grupo que esperabas.',
  group: 'Grupo',
  deadline: 'Responde antes del',
  accept: 'Acepto el cupo',
  decline: 'No, gracias',
  sending: 'Enviando…',
  acceptedTitle: '¡Listo! El cupo es tuyo',
  acceptedText:
    'La escuela te contactará para completar la inscripción (datos de quien va a andar y del apoderado).',
  declinedTitle: 'Gracias por avisarnos',
  declinedText: 'Ofreceremos el cupo a la siguiente persona de la lista.',
  goneTitle: 'Este enlace ya no es válido',
  goneText:
    'La oferta venció, ya fue respondida o el enlace está incompleto. Escríbenos y te contamos si quedan cupos.',
  failed: 'No se pudo enviar tu respuesta. Inténtalo de nuevo.',
  whatsapp: 'Escríbenos por WhatsApp',
  whatsappGreeting: 'Hola, tengo una consulta sobre un cupo de la lista de espera.',
} as const
