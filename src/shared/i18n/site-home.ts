// What the public home page says until the school edits it (the 'home' section's defaults). It
// ships with the first load, so it holds only the home page's words; other sections are in
// site-pages.ts.

export const SITE_HOME_DEFAULTS = {
  hero_kicker: 'Escuela de mountain bike',
  hero_title: 'Aprende, progresa y disfruta los cerros sobre dos ruedas',
  hero_text:
    'Clases para niños, jóvenes y adultos, salidas guiadas y eventos para toda la familia. Te acompañamos desde tus primeros pedaleos hasta tu primera carrera.',
  hero_image_id: null as string | null,
  hero_image_alt: '',

  levels_title: 'Clases para cada etapa',
  levels_intro:
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

  safety_title: 'La seguridad va primero',
  safety_intro:
    'Queremos que cada salida termine con una sonrisa. Por eso cuidamos cada detalle antes, durante y después de pedalear.',
  safety_points: [
    'Casco obligatorio y revisión de la bicicleta antes de cada clase.',
    'Grupos reducidos, siempre acompañados por instructores.',
    'Senderos elegidos según el nivel de cada grupo.',
    'Instructores con formación en primeros auxilios.',
    'Comunicación directa con madres, padres y apoderados.',
  ],

  events_title: 'Paseos, salidas y eventos',
  events_text:
    'Además de las clases, organizamos paseos de fin de semana, salidas a parques y cerros de la zona y encuentros para toda la comunidad. Son la mejor excusa para conocer nuevos senderos y compartir con otras familias ciclistas.',
}
