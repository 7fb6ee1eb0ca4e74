// Spanish strings of the people screens (spec §2): the lists of Alumnos, Apoderados, Profesores and
// Administradores, their creation form, and the detail page of each person with its extras.

export const uiPeople = {
  columns: { name: 'Nombre', rut: 'RUT', email: 'Correo electrónico', date: 'Fecha', time: 'Hora' },
  captions: {
    students: 'Lista de alumnos',
    supporters: 'Lista de apoderados',
    teachers: 'Lista de profesores',
    admins: 'Lista de administradores',
  },
  add: {
    students: 'Agregar alumno',
    supporters: 'Agregar apoderado',
    teachers: 'Agregar profesor',
    admins: 'Agregar administrador',
  },
  formTitle: {
    students: 'Nuevo alumno',
    supporters: 'Nuevo apoderado',
    teachers: 'Nuevo profesor',
    admins: 'Nuevo administrador',
  },
  closeForm: 'Cerrar formulario',
  search: 'Buscar por nombre, RUT o correo',
  /** A teacher's search of students and guardians: their RUTs and e-mails are not matched. */
  searchByName: 'Buscar por nombre',
  empty: 'No se encontraron usuarios.',
  showing: (shown: string, total: string) => `Mostrando ${shown} de ${total}`,
  showMore: 'Mostrar más',
  loadError: 'No se pudo cargar la lista de usuarios.',
  offlineList:
    'Sin conexión: se muestran solo las personas guardadas en este dispositivo (tus grupos y clases). Conéctate para ver a todos.',
  download: 'Descargar Excel',
  downloading: 'Descargando...',
  downloadError: 'Error al descargar el archivo Excel.',

  fields: {
    name: 'Nombre',
    lastName: 'Apellido',
    rut: 'RUT',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    birthDate: 'Fecha de nacimiento',
  },
  hints: {
    rut: 'Por ejemplo: 12.345.678-5',
    phone: 'Celular, por ejemplo: +56 9 8123 4567',
    phoneOrLandline: 'Celular o fijo, por ejemplo: +56 9 8123 4567 o +56 2 2345 6789',
  },
  create: 'Crear usuario',
  creating: 'Creando...',
  created: '¡Usuario creado exitosamente!',
  createFailed: 'Ocurrió un error al crear el usuario.',
  createOffline: 'Sin conexión: para crear un usuario se necesita conexión a internet.',

  temporaryPassword: {
    title: 'Contraseña temporal',
    label: 'Contraseña temporal:',
    warning: 'cópiala ahora; no se volverá a mostrar. Deberá cambiarla al ingresar.',
    copy: 'Copiar',
    copied: 'Contraseña copiada.',
    copyFailed: 'No se pudo copiar; selecciónala y cópiala a mano.',
    done: 'Ya la copié',
  },

  detail: {
    personalInfo: 'Información personal',
    onlineOnly: 'Solo con conexión',
    offlineFamilyFacts:
      'Sin conexión: el RUT, el correo y la fecha de nacimiento de las familias no se guardan en este dispositivo. Conéctate para verlos.',
    update: 'Actualizar usuario',
    updateTitle: 'Actualizar datos',
    save: 'Guardar cambios',
    saving: 'Guardando...',
    updated: '¡Usuario actualizado exitosamente!',
    updateFailed: 'Ocurrió un error al actualizar el usuario.',
    noChanges: 'No hay cambios que guardar.',
    deactivate: 'Desactivar usuario',
    deactivateTitle: 'Confirmar desactivación',
    deactivateMessage: (name: string) => `¿Seguro que quieres desactivar a ${name}?`,
    deactivateConfirm: 'Desactivar',
    deactivateFailed: 'No se pudo desactivar el usuario.',
    notFound: 'No se encontró este usuario.',
    loadError: 'No se pudo cargar la información del usuario.',
    offlineExtras: 'Sin conexión: estos datos se mostrarán al recuperar la conexión.',
    offlineActions: 'Sin conexión: los cambios se podrán hacer al recuperar la conexión.',
  },

  student: {
    supporter: 'Apoderado',
    noSupporter: 'Sin apoderado asignado.',
    groups: 'Grupos',
    noGroups: 'No hay grupos asignados.',
    sessions: 'Últimas clases',
    noSessions: 'No hay clases asignadas.',
    groupsCaption: 'Grupos asignados',
    sessionsCaption: 'Últimas clases del alumno',
  },

  /** The student creation form's own section: who is in charge of the new student. */
  newStudentSupporter: {
    legend: 'Apoderado',
    none: 'Sin apoderado por ahora',
    existing: 'Elegir un apoderado registrado',
    new: 'Agregar un apoderado nuevo',
    search: 'Buscar apoderado',
    choose: 'Apoderado registrado',
    pick: 'Selecciona un apoderado',
    noMatches: 'No hay apoderados que coincidan con la búsqueda.',
  },

  /** A session without a name is shown by its type. */
  classTypes: { group: 'Clase grupal', one_to_one: 'Clase individual', other: 'Otra clase' },

  supporter: {
    students: 'Alumnos a cargo',
    studentsCaption: 'Alumnos a cargo del apoderado',
    noStudents: 'No tiene alumnos a cargo.',
    add: 'Agregar alumno',
    assignTitle: 'Asignar alumno',
    assignSearch: 'Buscar por nombre o correo',
    assignList: 'Alumnos',
    assign: 'Asignar',
    assigning: 'Asignando...',
    chooseStudent: 'Selecciona un alumno.',
    noMatches: 'No hay alumnos que coincidan con la búsqueda.',
    assignFailed: 'No se pudo asignar el alumno.',
    remove: 'Quitar',
    removeTitle: 'Quitar alumno',
    removeMessage: (student: string) =>
      `¿Quitar a ${student} de los alumnos a cargo de este apoderado?`,
    removeFailed: 'No se pudo quitar al alumno.',
  },
} as const
