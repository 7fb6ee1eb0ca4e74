// The pages the server paints, as search engines and link previews see them: each path's title
// (the same words the page shows and the browser tab reads) and a description when the school's
// own content gives none. The server writes them into the HTML; the app names its tabs with them.
// The public site's pages, the guardians' RUT page and the staff's sign-in (kept out of search).

export const PUBLIC_PAGES = {
  home: { path: '/', title: 'Inicio' },
  schedule: { path: '/schedule', title: 'Horarios y grupos' },
  plans: { path: '/plans', title: 'Planes de entrenamiento' },
  instructors: { path: '/instructors', title: 'Instructores' },
  team: { path: '/team', title: 'Equipo' },
  associations: { path: '/associations', title: 'Asociaciones' },
  contact: { path: '/contact', title: 'Contacto' },
  trialClass: { path: '/trial-class', title: 'Clase de prueba' },
  payments: { path: '/payments', title: 'Portal de pagos' },
  terms: { path: '/terms', title: 'Términos y condiciones' },
  privacy: { path: '/privacy', title: 'Política de privacidad' },
  login: { path: '/login', title: 'Ingresar' },
} as const
export type PublicPageKey = keyof typeof PUBLIC_PAGES

/** What a link preview says of a page whose own text does not describe it. */
export const PUBLIC_PAGE_DESCRIPTIONS: Readonly<Record<PublicPageKey, string>> = {
  home: 'Escuela de mountain bike: clases, eventos y aventuras para todas las edades y niveles.',
  schedule:
    'Grupos, días, horarios, lugares, edades y valores por clase. Pide una clase de prueba.',
  plans: 'Valores por clase, descuentos por cantidad de clases al mes y cómo se paga.',
  instructors: 'Los instructores de la escuela: quiénes son y qué enseñan.',
  team: 'El equipo que organiza la escuela.',
  associations: 'Las organizaciones con que trabaja la escuela.',
  contact: 'Teléfono, WhatsApp, correo y redes sociales de la escuela.',
  trialClass: 'Pide una clase de prueba: te escribimos para coordinar día, hora y lugar.',
  payments: 'Pague los cobros de sus hijos con su RUT, sin crear una cuenta.',
  terms: 'Términos y condiciones de la escuela.',
  privacy: 'Cómo la escuela trata los datos personales de las familias.',
  login: 'Acceso para profesores y administradores de la escuela.',
}

/** The browser tab's and the link preview's title of a page. */
export const pageTitle = (title: string, school: string) => `${title} | ${school}`

const PAINTED_PATHS = new Set<string>(Object.values(PUBLIC_PAGES).map((page) => page.path))

/** A group's public page, `/schedule/<slug>`: the slug is its first match. */
export const GROUP_PAGE_PATH = /^\/schedule\/([a-z0-9-]+)\/?$/

/** Whether the server paints the page at `path` (a public page, or a group's page). */
export const isPaintedPagePath = (path: string) =>
  PAINTED_PATHS.has(path.length > 1 ? path.replace(/\/$/, '') : path) || GROUP_PAGE_PATH.test(path)
