// The words of the public site's landing page, which ships in the first load; the other pages'
// words are in ui-public-pages.ts. Navigation and footer labels stay in ui.ts.

export const uiHome = {
  heroKicker: 'Escuela de mountain bike',
  heroTitle: 'Aprende, progresa y disfruta los cerros sobre dos ruedas',
  heroText:
    'Clases para niños, jóvenes y adultos, salidas guiadas y eventos para toda la familia. Te acompañamos desde tus primeros pedaleos hasta tu primera carrera.',
  heroCta: 'Contáctanos',
  heroSecondary: 'Ver planes',

  levelsTitle: 'Clases para cada etapa',
  levelsIntro:
    'Formamos grupos pequeños por edad y nivel, para que cada ciclista aprenda a su ritmo y con compañeros que van a la par.',
  levels: [
    {
      title: 'Niñas y niños',
      text: 'Equilibrio, frenado, cambios y mucho juego. Aprenden a moverse con confianza en la bici mientras hacen amigos en el cerro.',
    },
    {
      title: 'Jóvenes',
      text: 'Técnica de subida y bajada, lectura del sendero y primeros saltos controlados. Para quienes quieren ir más lejos o prepararse para competir.',
    },
    {
      title: 'Adultos',
      text: '¿Nunca has pedaleado en tierra o quieres perderle el miedo a las bajadas? Clases para partir desde cero o pulir tu técnica.',
    },
  ],

  safetyTitle: 'La seguridad va primero',
  safetyIntro:
    'Queremos que cada salida termine con una sonrisa. Por eso cuidamos cada detalle antes, durante y después de pedalear.',
  safetyPoints: [
    'Casco obligatorio y revisión de la bicicleta antes de cada clase.',
    'Grupos reducidos, siempre acompañados por instructores.',
    'Senderos elegidos según el nivel de cada grupo.',
    'Instructores con formación en primeros auxilios.',
    'Comunicación directa con madres, padres y apoderados.',
  ],

  eventsTitle: 'Paseos, salidas y eventos',
  eventsText:
    'Además de las clases, organizamos paseos de fin de semana, salidas a parques y cerros de la zona y encuentros para toda la comunidad. Son la mejor excusa para conocer nuevos senderos y compartir con otras familias ciclistas.',
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
