// The words of the public trial-class request (tú): the form, its answers and the calls to it on
// the home and contact pages. Apart from ui-families.ts (the admins' screens) so the public pages'
// first load does not carry the staff's words.

export const uiTrialClass = {
  title: 'Clase de prueba',
  intro:
    'Cuéntanos quién quiere pedalear con nosotros y te contactamos para coordinar una primera clase, sin compromiso.',
  name: 'Tu nombre',
  childAge: 'Edad del niño o niña',
  level: 'Nivel',
  levelPlaceholder: 'Elige el nivel',
  phone: 'Teléfono',
  phoneHint: 'Celular o fijo, por ejemplo 9 8123 4567 o 2 2345 6789',
  message: 'Mensaje (opcional)',
  messageHint: 'Días que te acomodan, dudas o lo que quieras contarnos',
  website: 'No completes este campo',
  privacy: 'Usaremos estos datos solo para contactarte por esta clase de prueba.',
  submit: 'Pedir clase de prueba',
  sending: 'Enviando…',
  fixErrors: 'Revisa los campos marcados.',
  sendError: 'No se pudo enviar tu solicitud. Inténtalo de nuevo.',
  tooMany:
    'Recibimos muchas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo, o escríbenos por WhatsApp.',
  thanksTitle: '¡Gracias! Recibimos tu solicitud',
  thanksText: 'Te contactaremos pronto por teléfono o WhatsApp para coordinar la clase.',
  orWhatsapp: '¿Prefieres escribirnos ahora?',
  whatsapp: 'Escríbenos por WhatsApp',
  whatsappGreeting: 'Hola, quiero saber más sobre las clases de prueba.',
  cta: 'Pide una clase de prueba',
} as const
