// The fixed words of the public site's landing page, which ships in the first load; the other pages'
// words are in ui-public-pages.ts. Navigation and footer labels stay in ui.ts.

export const uiHome = {
  // NOTE: the hero, levels, safety and events texts are the school's to edit: their defaults are
  // in src/shared/i18n/site-home.ts.
  heroCta: 'Clase de prueba',
  heroSecondary: 'Ver horarios',

  eventsLink: 'Ver los planes y paseos',

  featuresTitle: '¿Qué te ofrecemos?',
  plansTitle: 'Planes de entrenamiento',
  plansText:
    'Clases grupales semanales, clases uno a uno y paseos guiados. Pagas solo las clases a las que asististe.',
  plansLink: 'Conoce los planes',
  instructorsTitle: 'Instructores con experiencia',
  instructorsText:
    'Un equipo con experiencia en enseñanza y en el cerro, que cuida a cada ciclista en cada salida.',
  instructorsLink: 'Conoce a los instructores',
  associationsTitle: 'Comunidad y alianzas',
  associationsText:
    'Trabajamos con clubes, parques y organizaciones que comparten nuestro amor por la montaña.',
  associationsLink: 'Ver asociaciones',

  ctaTitle: '¿Listo para tu primera clase?',
  ctaText: 'Escríbenos y te ayudamos a elegir el grupo ideal para ti o tus hijos.',
  ctaButton: 'Ir a Contacto',
} as const
