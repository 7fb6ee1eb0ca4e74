// The people lists' names as the OpenAPI summaries say them.
export const LIST_LABELS = {
  admins: 'administradores',
  students: 'alumnos',
  supporters: 'apoderados',
  teachers: 'profesores',
} as const
