// Every Spanish (Chile) string the app shows, in one place. Messages about a broken domain rule live
// in validation.ts (shared with the API); this module holds the words of the screens themselves.

export const ui = {
  app: {
    loading: 'Cargando...',
    skipToContent: 'Saltar al contenido principal',
  },

  /** Words shared by many screens: tables, dialogs, forms. */
  common: {
    loading: 'Cargando...',
    actions: 'Acciones',
    cancel: 'Cancelar',
    save: 'Guardar',
    saving: 'Guardando...',
    delete: 'Eliminar',
    remove: 'Quitar',
    back: 'Volver',
    search: 'Buscar',
    dash: '-',
  },

  nav: {
    home: 'Inicio',
    schedule: 'Horarios',
    plans: 'Planes de entrenamiento',
    instructors: 'Instructores',
    team: 'Equipo',
    associations: 'Asociaciones',
    contact: 'Contacto',
    trial: 'Clase de prueba',
    login: 'Ingresar',
    payments: 'Portal de pagos',
    main: 'Navegación principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    backHome: 'Volver al inicio',
  },

  footer: {
    quickLinks: 'Enlaces rápidos',
    about:
      'Somos una comunidad de ciclistas apasionados que ofrece clases, eventos y aventuras de mountain bike para todas las edades y niveles.',
    tagline: 'Ride safe, ride fun!',
    contactTitle: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo',
    legal: 'Información legal',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    copyright: (year: number, school: string) => `© ${year} ${school}`,
  },

  errors: {
    forbiddenTitle: '403 - Prohibido',
    forbiddenText: 'Lo sentimos, no tienes permisos para acceder a esta página.',
    goBack: 'Volver atrás',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o fue movida.',
    notFoundLink: 'Ir al inicio',
    crashTitle: '¡Ups!',
    crashText: 'Ocurrió un error. Inténtalo de nuevo más tarde.',
    back: 'Volver',
  },

  /** Fallbacks when the API gives no usable `detail`. */
  api: {
    network: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    badRequest: 'Los datos enviados no son válidos.',
    unauthorized: 'Tu sesión expiró. Ingresa nuevamente.',
    forbidden: 'No tienes permisos para realizar esta acción.',
    notFound: 'No se encontró lo que buscabas.',
    conflict: 'La operación no se pudo completar por un conflicto. Intenta de nuevo.',
    tooManyRequests: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
    server: 'Ocurrió un error en el servidor. Intenta de nuevo más tarde.',
    invalidResponse: 'El servidor respondió con datos inesperados.',
    generic: 'Ocurrió un error inesperado. Intenta de nuevo.',
  },
} as const
