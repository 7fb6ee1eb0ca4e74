// Every Spanish (Chile) string the app shows, in one place. Messages about a broken domain rule live
// in validation.ts (shared with the API); this module holds the words of the screens themselves.

export const ui = {
  app: {
    loading: 'Cargando...',
    skipToContent: 'Saltar al contenido principal',
  },

  nav: {
    home: 'Inicio',
    plans: 'Planes de Entrenamiento',
    instructors: 'Instructores',
    team: 'Equipo',
    associations: 'Asociaciones',
    contact: 'Contacto',
    login: 'Ingresar',
    payments: 'Portal de Pagos',
    main: 'Navegación principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    backHome: 'Volver al Inicio',
  },

  footer: {
    quickLinks: 'Enlaces Rápidos',
    about:
      'Somos una comunidad de ciclistas apasionados que ofrece clases, eventos y aventuras de mountain bike para todas las edades y niveles.',
    tagline: 'Ride safe, ride fun!',
    contactTitle: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo',
    legal: 'Información legal',
    terms: 'Términos y Condiciones',
    privacy: 'Política de Privacidad',
    copyright: (year: number, school: string) => `© ${year} ${school}`,
  },

  home: {
    heroKicker: 'Escuela de mountain bike',
    heroTitle: 'Aprende, progresa y disfruta los cerros sobre dos ruedas',
    heroText:
      'Clases para niños, jóvenes y adultos, salidas guiadas y eventos para toda la familia. Te acompañamos desde tus primeros pedaleos hasta tu primera carrera.',
    heroCta: 'Contáctanos',
    heroSecondary: 'Ver planes',
    featuresTitle: '¿Qué te ofrecemos?',
    plansTitle: 'Planes de entrenamiento',
    plansText:
      'Grupos por edad y nivel con clases semanales, técnica, seguridad y mucha diversión en el cerro.',
    plansLink: 'Conoce los planes',
    instructorsTitle: 'Instructores certificados',
    instructorsText:
      'Un equipo con experiencia en enseñanza y competencia, que cuida a cada ciclista en cada salida.',
    instructorsLink: 'Conoce al equipo',
    associationsTitle: 'Comunidad y alianzas',
    associationsText:
      'Trabajamos con clubes, parques y organizaciones que comparten nuestro amor por la montaña.',
    associationsLink: 'Ver asociaciones',
    ctaTitle: '¿Listo para tu primera clase?',
    ctaText: 'Escríbenos y te ayudamos a elegir el grupo ideal para ti o tus hijos.',
    ctaButton: 'Ir a Contacto',
  },

  pages: {
    plansTitle: 'Planes de Entrenamiento',
    plansIntro:
      'Nuestros planes acompañan a cada ciclista según su edad, experiencia y objetivos. Entrenamos en grupos pequeños, con clases semanales en senderos seleccionados para aprender con seguridad.',
    plansMore:
      'Trabajamos técnica de subida y bajada, equilibrio, uso de cambios y frenos, lectura del terreno y cuidado de la bicicleta, siempre en un ambiente de compañerismo.',
    instructorsTitle: 'Instructores',
    instructorsIntro:
      'Nuestros instructores son ciclistas con años de experiencia en el cerro y formación en enseñanza deportiva y primeros auxilios.',
    instructorsMore:
      'Su prioridad es que cada alumno progrese a su ritmo, con confianza y, sobre todo, pasándolo bien.',
    teamTitle: 'Equipo',
    teamIntro:
      'Detrás de cada clase hay un equipo que organiza rutas, coordina transporte y mantiene el contacto con las familias.',
    teamMore:
      'Compartimos la pasión por la montaña y el compromiso de formar ciclistas responsables con el entorno.',
    associationsTitle: 'Asociaciones',
    associationsIntro:
      'Colaboramos con clubes, parques y organizaciones deportivas para abrir más espacios a la práctica segura del mountain bike.',
    associationsMore:
      'Estas alianzas nos permiten ofrecer eventos, salidas especiales y beneficios para nuestra comunidad.',
    contactTitle: 'Contacto',
    contactIntro:
      '¿Tienes dudas sobre nuestras clases, horarios o eventos? Escríbenos o llámanos y te responderemos a la brevedad.',
    privacyTitle: 'Política de Privacidad',
    privacyUpdated: 'Última actualización: 23 de febrero de 2025.',
    privacyIntro:
      'Recopilamos solo los datos personales necesarios para gestionar las clases y los pagos: nombre completo, correo electrónico, RUT y número de teléfono.',
    privacyMinors:
      'En el caso de menores de edad, los datos se recopilan con el consentimiento verificable de su madre, padre o apoderado.',
    privacyContact: 'Para consultas sobre tus datos, contáctanos:',
    termsTitle: 'Términos y Condiciones',
    termsIntro:
      'Al inscribirte en nuestras clases aceptas estos términos. Los pagos realizados no son reembolsables, salvo lo indicado en la sección de cancelaciones.',
    termsCancellationsTitle: 'Cancelaciones',
    termsCancellations: 'Pendiente...',
    termsWaiver:
      'Cada participante debe firmar un descargo de responsabilidad antes de su primera clase. Los menores de edad requieren el consentimiento de su apoderado.',
    termsContact: 'Si tienes preguntas sobre estos términos, contáctanos:',
  },

  payments: {
    portalTitle: 'Portal de Pagos',
    returnTitle: 'Verificación del Pago',
  },

  auth: {
    loginTitle: 'Ingresar',
    loginIntro: 'Acceso para profesores y administradores de la escuela.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Ingresar',
    submitting: 'Ingresando...',
    loginFailed: 'No se pudo iniciar sesión. Intente de nuevo.',
    changePasswordTitle: 'Cambiar Contraseña',
    mustChangePassword: 'Por seguridad, debes cambiar tu contraseña antes de continuar.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    requirements: 'La nueva contraseña debe tener:',
    ruleMet: 'cumplido',
    ruleMissing: 'pendiente',
    changeSubmit: 'Cambiar Contraseña',
    changeSubmitting: 'Cambiando...',
    changeSuccess: 'Contraseña cambiada exitosamente.',
    changeFailed: 'Ocurrió un error al cambiar la contraseña.',
    continue: 'Continuar',
    pasteBlocked: 'Escribe la contraseña otra vez; no se permite pegar en este campo.',
  },

  staff: {
    sidebar: 'Menú de la escuela',
    openSidebar: 'Abrir menú lateral',
    userMenu: 'Menú de usuario',
    changePassword: 'Cambiar Contraseña',
    logout: 'Cerrar Sesión',
    roles: { superadmin: 'Superadministrador', admin: 'Administrador', teacher: 'Profesor' },
    menu: {
      dashboard: 'Resumen Mensual',
      students: 'Alumnos',
      supporters: 'Apoderados',
      teachers: 'Profesores',
      admins: 'Administradores',
      groups: 'Grupos',
      attendances: 'Asistencias',
      invoices: 'Pagos Pendientes',
      prices: 'Tarifas',
    },
    titles: {
      dashboard: 'Resumen Mensual',
      students: 'Alumnos',
      student: 'Ficha del Alumno',
      supporters: 'Apoderados',
      supporter: 'Ficha del Apoderado',
      teachers: 'Profesores',
      teacher: 'Ficha del Profesor',
      admins: 'Administradores',
      admin: 'Ficha del Administrador',
      groups: 'Lista de Grupos',
      group: 'Detalles del Grupo',
      attendances: 'Asistencias Recientes',
      classSession: 'Detalles de la Clase',
      invoices: 'Pagos Pendientes',
      prices: 'Tarifas',
    },
  },

  errors: {
    forbiddenTitle: '403 - Prohibido',
    forbiddenText: 'Lo sentimos, no tienes permisos para acceder a esta página.',
    goBack: 'Volver Atrás',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o fue movida.',
    notFoundLink: 'Ir al Inicio',
    crashTitle: 'Oops!',
    crashText: 'Ocurrio un error. Intente de nuevo más tarde.',
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
