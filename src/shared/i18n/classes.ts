// Spanish texts of the groups and class-sessions API that name what went wrong (which people,
// which group or session), so the outbox's rejected list tells the teacher exactly what to fix.

const list = (ids: readonly string[]) => ids.join(', ')

export const classMessages = {
  unknownStudents: (ids: readonly string[]) =>
    `Estos alumnos no existen o no están activos: ${list(ids)}.`,
  unknownTeachers: (ids: readonly string[]) =>
    `Estos profesores no existen o no están activos: ${list(ids)}.`,
  groupNotFound: 'El grupo no existe.',
  sessionNotFound: 'La clase no existe.',
  sessionDeleted: 'La clase fue eliminada; este cambio no se guardó.',
  sessionNotInGroup: 'La clase no pertenece a este grupo.',
  studentNotOnSession: 'El alumno no está registrado en esta clase.',
  teacherNotOnSession: 'El profesor no está asignado a esta clase.',
  studentNotInGroup: 'El alumno no pertenece a este grupo.',
  teacherNotInGroup: 'El profesor no está asignado a este grupo.',
  teachersOnlyOwnClass:
    'Solo puedes asignar profesores a clases de tus grupos o a clases que creaste.',
  studentsOnlyOwnClass:
    'Solo puedes agregar alumnos a clases de tus grupos o a clases que creaste.',
  cancelOnlyOwnClass: 'Solo puedes cancelar o reabrir clases de tus grupos o clases que creaste.',
  deleteOnlyOwnClass: 'Solo puedes eliminar clases de tus grupos o clases que creaste.',
  studentsOnlyOwnGroup: 'Solo puedes cambiar los alumnos de los grupos en que haces clases.',
  /** No place left: `taken` counts members and places held by waiting-list offers. */
  groupFull: (taken: number, capacity: number) =>
    `El grupo está completo (${taken} de ${capacity} cupos).`,
  groupTooFew: (free: number, capacity: number, adding: number) =>
    `Al grupo le ${free === 1 ? 'queda 1 cupo libre' : `quedan ${free} cupos libres`} de ${capacity} y se agregan ${adding} alumnos.`,
  overCapacityAdminsOnly:
    'Solo un administrador puede agregar alumnos por sobre los cupos del grupo.',
  /** A second class of a group at the same start (the REST creation; offline ones merge). */
  groupClassExists: (name: string, day: string, time: string) =>
    `Ya existe la clase «${name}» de este grupo el ${day} a las ${time}: ábrela en vez de crear otra.`,
} as const
