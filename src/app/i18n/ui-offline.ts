// Spanish strings of the offline status UI: connection indicator, unsynced and rejected changes,
// the logout warning, the new-version prompt and the offline sign-in.

export const uiOffline = {
  online: 'En línea',
  offline: 'Sin conexión',
  syncStatus: 'Estado de sincronización',
  allSynced: 'Todo sincronizado',
  pending: (n: number) => (n === 1 ? '1 cambio sin sincronizar' : `${n} cambios sin sincronizar`),
  rejected: (n: number) => (n === 1 ? '1 cambio rechazado' : `${n} cambios rechazados`),
  signInNeeded: 'Inicia sesión para sincronizar',
  lastSync: (when: string) => `Última sincronización: ${when}`,
  neverSynced: 'Aún no se ha sincronizado',

  rejectedTitle: 'Cambios rechazados',
  rejectedIntro:
    'El servidor no aceptó estos cambios. Puedes reintentarlos o descartarlos; los demás cambios siguen sincronizándose.',
  rejectedEmpty: 'No hay cambios rechazados.',
  retry: 'Reintentar',
  discard: 'Descartar',
  close: 'Cerrar',
  queuedAt: (when: string) => `Hecho el ${when}`,
  change: {
    createSession: 'Crear clase',
    deleteSession: 'Eliminar clase',
    cancelSession: 'Cancelar clase',
    uncancelSession: 'Reabrir clase',
    addSessionStudents: 'Agregar alumnos a la clase',
    removeSessionStudent: 'Quitar alumno de la clase',
    setTransport: 'Cambiar uso de transporte',
    addSessionTeachers: 'Agregar profesores a la clase',
    removeSessionTeacher: 'Quitar profesor de la clase',
    addGroupMembers: 'Agregar integrantes al grupo',
    removeGroupMember: 'Quitar integrante del grupo',
    other: 'Cambio',
  },

  logoutTitle: 'Hay cambios sin sincronizar',
  logoutMessage: (n: number) =>
    `${n === 1 ? 'Tienes 1 cambio' : `Tienes ${n} cambios`} sin sincronizar. Quedarán guardados en este dispositivo y se enviarán cuando vuelvas a iniciar sesión con esta cuenta y haya conexión.`,
  logoutCancel: 'Cancelar',
  logoutConfirm: 'Cerrar sesión',

  updateAvailable: 'Nueva versión disponible',
  update: 'Actualizar',

  offlineSession: 'Sesión sin conexión: inicia sesión con conexión para sincronizar.',
  offlineSessionReconnected:
    'Volvió la conexión: inicia sesión para enviar tus cambios al servidor.',
  signInOnline: 'Iniciar sesión',
  reauthIntro:
    'Estás en una sesión sin conexión. Ingresa con tu contraseña para sincronizar tus cambios.',
  offlineLoginUnavailable:
    'Sin conexión: para ingresar sin conexión primero debes haber ingresado una vez con conexión en este dispositivo.',
  offlineLoginExpired:
    'Sin conexión: hace más de 14 días que no ingresas con conexión en este dispositivo. Conéctate a internet para ingresar.',
} as const
