// The staff app's words (tú): sign-in and password change, the staff layout's menus and page
// titles. Apart from ui.ts so the first load (the home page, the guardians' pages) carries none
// of them.

export const uiAuth = {
  loginTitle: 'Ingresar',
  loginIntro: 'Acceso para profesores y administradores de la escuela.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Ingresar',
  submitting: 'Ingresando...',
  loginFailed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  changePasswordTitle: 'Cambiar contraseña',
  mustChangePassword: 'Por seguridad, debes cambiar tu contraseña antes de continuar.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  requirements: 'La nueva contraseña debe tener:',
  ruleMet: 'cumplido',
  ruleMissing: 'pendiente',
  changeSubmit: 'Cambiar contraseña',
  changeSubmitting: 'Cambiando...',
  changeSuccess: 'Contraseña cambiada exitosamente.',
  changeFailed: 'Ocurrió un error al cambiar la contraseña.',
  continue: 'Continuar',
  pasteBlocked: 'Escribe la contraseña otra vez; no se permite pegar en este campo.',
  sessionEndedTitle: 'Tu sesión terminó',
  sessionEndedIntro: 'Vuelve a ingresar con tu contraseña para seguir.',
  pendingChanges: (count: number) =>
    count === 1
      ? '1 cambio guardado en este teléfono se enviará al ingresar.'
      : `${count} cambios guardados en este teléfono se enviarán al ingresar.`,
  otherAccount: 'Ingresar con otra cuenta',
} as const

export const uiStaff = {
  sidebar: 'Menú de la escuela',
  openSidebar: 'Abrir menú lateral',
  userMenu: 'Menú de usuario',
  changePassword: 'Cambiar contraseña',
  logout: 'Cerrar sesión',
  roles: { superadmin: 'Superadministrador', admin: 'Administrador', teacher: 'Profesor' },
  menu: {
    dashboard: 'Resumen mensual',
    students: 'Alumnos',
    supporters: 'Apoderados',
    teachers: 'Profesores',
    admins: 'Administradores',
    groups: 'Grupos',
    attendances: 'Asistencias',
    invoices: 'Pagos pendientes',
    prices: 'Tarifas',
    boletas: 'Boletas',
    holidays: 'Feriados',
    enquiries: 'Clases de prueba',
    /** Beside 'Clases de prueba', for screen readers: the requests not yet seen. */
    newEnquiries: (n: number) => (n === 1 ? '(1 nueva)' : `(${n} nuevas)`),
    documents: 'Documentos',
    site: 'Sitio web',
    emergencyAccess: 'Accesos a fichas',
    dataRequests: 'Solicitudes de datos',
  },
  /** The inactivity warning (features/idle). */
  idle: {
    title: '¿Sigues ahí?',
    message: 'No has usado la aplicación por un tiempo. Tu sesión está a punto de expirar.',
    logout: 'Cerrar sesión',
    stay: 'Mantener sesión',
  },
  titles: {
    dashboard: 'Resumen mensual',
    students: 'Alumnos',
    student: 'Ficha del alumno',
    supporters: 'Apoderados',
    supporter: 'Ficha del apoderado',
    teachers: 'Profesores',
    teacher: 'Ficha del profesor',
    admins: 'Administradores',
    admin: 'Ficha del administrador',
    groups: 'Lista de grupos',
    group: 'Detalles del grupo',
    attendances: 'Asistencias recientes',
    classSession: 'Detalles de la clase',
    invoices: 'Pagos pendientes',
    prices: 'Tarifas',
  },
} as const

/** The one-time suggestion to install the app (staff layout, after a teacher signs in). */
export const uiInstall = {
  label: 'Instalar la app',
  title: 'Instala la app en tu teléfono',
  intro: 'Ábrela desde la pantalla de inicio, también sin señal.',
  install: 'Instalar',
  later: 'Ahora no',
  iosSteps: 'Toca Compartir y luego Agregar a inicio.',
  understood: 'Entendido',
} as const
