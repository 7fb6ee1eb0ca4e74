// The words of the public trial-class request (usted): the form, its answers and the calls to it
// on the home and contact pages. Apart from ui-families.ts (the admins' screens) so the public
// pages' first load does not carry the staff's words.

export const uiTrialClass = {
  title: 'Clase de prueba',
  waitlistTitle: 'Lista de espera',
  intro:
    'Cuéntenos quién quiere pedalear con nosotros y lo contactamos para coordinar una primera clase, sin compromiso.',
  waitlistIntro:
    'Este grupo no tiene cupos libres por ahora. Déjenos sus datos y le avisaremos en cuanto se libere uno, en orden de llegada.',
  group: 'Grupo elegido',
  ages: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `Edades: ${min} a ${max} años`
      : min !== null
        ? `Edades: desde ${min} años`
        : max !== null
          ? `Edades: hasta ${max} años`
          : 'Todas las edades',
  groupFull: 'Sin cupos: su solicitud queda en la lista de espera.',
  name: 'Su nombre',
  childAge: 'Edad de quien va a andar',
  ageHint: 'Niños, niñas o adultos: si usted mismo va a andar, ponga su edad.',
  ageOutside: (min: number | null, max: number | null) =>
    `Esta edad está fuera del rango del grupo (${uiTrialClass.ages(min, max).replace('Edades: ', '')}). Puede enviar igual: le sugeriremos el grupo que más le acomode.`,
  level: 'Nivel',
  levelPlaceholder: 'Elija el nivel',
  phone: 'Teléfono',
  phoneHint: 'Celular o fijo, por ejemplo 9 8123 4567 o 2 2345 6789',
  email: 'Correo electrónico (opcional)',
  emailHint: 'Para avisarle por correo si se libera un cupo.',
  message: 'Mensaje (opcional)',
  messageHint: 'Días que le acomodan, dudas o lo que quiera contarnos',
  website: 'No complete este campo',
  privacy: 'Usaremos estos datos solo para contactarlo por esta clase de prueba.',
  submit: 'Pedir clase de prueba',
  submitWaitlist: 'Anotarme en la lista de espera',
  sending: 'Enviando…',
  fixErrors: 'Revise los campos marcados.',
  sendError: 'No se pudo enviar su solicitud. Intente de nuevo.',
  tooMany:
    'Recibimos muchas solicitudes seguidas. Espere unos minutos e intente de nuevo, o escríbanos por WhatsApp.',
  thanksTitle: '¡Gracias! Recibimos su solicitud',
  thanksText: 'Lo contactaremos pronto por teléfono o WhatsApp para coordinar la clase.',
  thanksWaitlist:
    'Quedó en la lista de espera. Cuando se libere un cupo le enviaremos un enlace para tomarlo.',
  orWhatsapp: '¿Prefiere escribirnos ahora?',
  whatsapp: 'Escríbanos por WhatsApp',
  whatsappGreeting: 'Hola, quiero saber más sobre las clases de prueba.',
  // NOTE: said on the home and contact pages, which keep their own register.
  cta: 'Pide una clase de prueba',
} as const

/** The waiting-list offer's page, reached from the link the school sent (usted). */
export const uiWaitlistOffer = {
  title: 'Cupo disponible',
  loading: 'Cargando la oferta…',
  intro: 'Se liberó un cupo en el grupo que usted esperaba.',
  group: 'Grupo',
  deadline: 'Responda antes del',
  accept: 'Acepto el cupo',
  decline: 'No, gracias',
  sending: 'Enviando…',
  acceptedTitle: '¡Listo! El cupo es suyo',
  acceptedText:
    'La escuela lo contactará para completar la inscripción (datos de quien va a andar y del apoderado).',
  declinedTitle: 'Gracias por avisarnos',
  declinedText: 'Ofreceremos el cupo a la siguiente persona de la lista.',
  goneTitle: 'Este enlace ya no es válido',
  goneText:
    'La oferta venció, ya fue respondida o el enlace está incompleto. Escríbanos y le contamos si quedan cupos.',
  failed: 'No se pudo enviar su respuesta. Intente de nuevo.',
  whatsapp: 'Escríbanos por WhatsApp',
  whatsappGreeting: 'Hola, tengo una consulta sobre un cupo de la lista de espera.',
} as const
