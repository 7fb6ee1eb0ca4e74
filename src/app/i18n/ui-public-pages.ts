// The words of the public site's pages other than the home page (tú): plans, instructors, team,
// associations, contact, privacy and terms. Loaded with those pages, not with the home page. The
// texts the school edits (intros, associations, contact) default to src/shared/i18n/site-pages.ts.
import { SITE_PAGES_DEFAULTS } from '#shared/i18n/site-pages.ts'

export const uiPages = {
  plansTitle: 'Planes de entrenamiento',
  // NOTE: the plans page's intro is the school's to edit (site section 'plans'); this is its default.
  plansIntro: SITE_PAGES_DEFAULTS.plans.intro,
  plans: [
    {
      title: 'Clases grupales',
      text: 'Grupos por edad y nivel con días y horarios fijos cada semana. Trabajamos técnica de subida y bajada, equilibrio, uso de cambios y frenos, lectura del terreno y cuidado de la bicicleta, en un ambiente de compañerismo.',
    },
    {
      title: 'Clases uno a uno',
      text: 'Una clase solo para ti, con un instructor y en el horario que acordemos. Ideal para partir desde cero, recuperar la confianza o preparar un desafío puntual.',
    },
    {
      title: 'Paseos y salidas',
      text: 'Salidas guiadas a cerros y parques de la zona, pensadas para disfrutar lo aprendido, conocer nuevas rutas y compartir en familia.',
    },
  ],
  billingTitle: '¿Cómo se cobra?',
  billingPoints: [
    'Cobramos mes vencido: al comienzo de cada mes se calcula el cobro del mes anterior.',
    'Pagas solo las clases a las que el alumno asistió; si no vino, esa clase no se cobra.',
    'Si el alumno usó el transporte de la escuela, se suma al cobro de ese mes.',
    'Con más clases en el mes puede aplicarse un descuento, que verás detallado en el cobro.',
    'Cada cobro detalla las clases, el transporte y los descuentos, para que sepas exactamente qué estás pagando.',
  ],
  billingPay:
    'El apoderado paga en línea con su propio RUT en el Portal de pagos, mediante transferencia bancaria segura con Khipu.',
  billingPayLink: 'Ir al Portal de pagos',

  instructorsTitle: 'Instructores',
  instructorsPoints: [
    {
      title: 'Enseñan paso a paso',
      text: 'Cada habilidad se practica primero en terreno fácil y solo después en el sendero. Nadie avanza hasta sentirse seguro.',
    },
    {
      title: 'Cuidan al grupo',
      text: 'Conocen a cada alumno por su nombre, revisan las bicicletas y adaptan la ruta al clima y al ánimo del día.',
    },
    {
      title: 'Siguen aprendiendo',
      text: 'Se capacitan en técnica, seguridad y trabajo con niños, y comparten lo aprendido con todo el equipo.',
    },
  ],
  instructorsMore:
    'Su prioridad es que cada alumno progrese a su ritmo, con confianza y, sobre todo, pasándolo bien.',

  teamTitle: 'Equipo',
  teamPoints: [
    {
      title: 'Instructores',
      text: 'Guían las clases y las salidas, y llevan el registro de asistencia de cada sesión.',
    },
    {
      title: 'Coordinación',
      text: 'Arma los grupos y horarios, coordina el transporte y responde las consultas de las familias.',
    },
    {
      title: 'Administración',
      text: 'Prepara los cobros mensuales y acompaña a los apoderados en el proceso de pago.',
    },
  ],
  teamMore:
    'Compartimos la pasión por la montaña y el compromiso de formar ciclistas responsables con el entorno.',

  associationsTitle: 'Asociaciones',
  associationsMore:
    '¿Tu club u organización quiere trabajar con nosotros? Escríbenos y conversemos.',
  associationsLink: 'Contáctanos',
  associationsVisit: (name: string) => `Visitar el sitio de ${name}`,

  contactTitle: 'Contacto',
  contactIntro:
    '¿Tienes dudas sobre nuestras clases, horarios, valores o eventos? Escríbenos o llámanos y te responderemos a la brevedad.',
  contactCall: 'Llámanos',
  contactWrite: 'Escríbenos',
  contactWhatsapp: 'Chatea con nosotros',
  contactVisit: 'Visítanos',
  contactAddress: 'Dirección',
  contactTrial: '¿Quieres ver si el mountain bike es lo tuyo? La primera clase es de prueba.',
  contactPayments: '¿Quieres pagar las clases del último mes? Entra al Portal de pagos con tu RUT.',
  contactPaymentsLink: 'Ir al Portal de pagos',

  privacyContact: 'Para consultas sobre tus datos, contáctanos:',
  termsContact: 'Si tienes preguntas sobre estos términos, contáctanos:',
  documentLoading: 'Cargando el documento…',
  documentError: 'No se pudo cargar el documento. Revisa tu conexión e inténtalo de nuevo.',
  documentRetry: 'Reintentar',
} as const
