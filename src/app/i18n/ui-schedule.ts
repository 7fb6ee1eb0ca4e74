// The words of the public schedule (/schedule, /schedule/:slug) and the prices of the Planes
// page: a visitor reads them (tú). Loaded with those pages, not with the home page.

export const uiSchedule = {
  title: 'Horarios y grupos',
  intro:
    'Estos son los grupos que entrenan cada semana: dónde, cuándo, para qué edades y con quién. Elige uno y pide una clase de prueba.',
  loading: 'Cargando los horarios...',
  loadingPrices: 'Cargando los valores vigentes...',
  loadingGroup: 'Cargando el grupo...',
  error: 'No pudimos cargar los horarios. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  empty:
    'Por ahora no hay grupos publicados. Escríbenos y te avisamos cuando abra uno para tu edad y nivel.',
  emptyLink: 'Escribirnos',
  notFoundTitle: 'Grupo no encontrado',
  notFound: 'No encontramos ese grupo: puede que ya no esté publicado.',
  allGroups: 'Ver todos los horarios',
  backToSchedule: 'Todos los horarios',
  ages: 'Edades',
  when: 'Días y hora',
  noSchedule: 'Horario por confirmar',
  startsOn: (day: string) => `Comienza el ${day}`,
  place: 'Lugar',
  map: 'Ver mapa',
  mapOf: (place: string) => `Ver mapa de ${place} (se abre en otra pestaña)`,
  instructors: 'Instructores',
  price: 'Valor por clase',
  noPrice: 'Consúltanos',
  discounts: 'Descuentos por clases al mes',
  transport: (price: string) => `Transporte de la escuela: ${price} por viaje`,
  level: 'Nivel',
  spots: { few: 'Quedan pocos cupos', full: 'Grupo completo' },
  trial: 'Pedir clase de prueba',
  trialFor: (name: string) => `Pedir clase de prueba en ${name}`,
  waitlist: 'Lista de espera',
  waitlistFor: (name: string) => `Anotarse en la lista de espera de ${name}`,
  fullNote:
    'Este grupo está completo: anótate en la lista de espera y te avisamos si se abre un cupo.',
  billingNote:
    'Se cobra mes vencido y solo las clases a las que el alumno asistió; el descuento se aplica según las clases del mes.',

  plansPricesTitle: 'Valores vigentes',
  plansPricesIntro:
    'Valor por clase según el tipo de clase. Los grupos con valor propio lo indican en su horario.',
  plansPerClass: 'por clase',
  plansDiscountsTitle: 'Descuentos por clases al mes',
  plansDiscountsNone: 'Por ahora no hay descuentos por cantidad de clases.',
  plansServiceFee: (fee: string) => `Cargo por servicio: ${fee} al mes por familia.`,
  plansTransport: (price: string) => `Transporte de la escuela: ${price} por viaje.`,
  plansPricesError: 'No pudimos cargar los valores vigentes. Escríbenos y te los enviamos.',
  plansScheduleText: '¿Qué grupo te queda mejor? Mira días, horarios y lugares.',
  plansScheduleLink: 'Ver horarios y grupos',
} as const
