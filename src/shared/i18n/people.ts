// Spanish words of the people exports: the .xlsx file names, sheet names and column headers of
// GET /api/download/students and /api/download/supporters.

export const peopleExport = {
  students: {
    fileName: 'alumnos.xlsx',
    sheet: 'Alumnos',
  },
  supporters: {
    fileName: 'apoderados.xlsx',
    sheet: 'Apoderados',
  },
  columns: {
    name: 'Nombre',
    lastName: 'Apellido',
    rut: 'RUT',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    birthDate: 'Fecha de nacimiento',
    supporter: 'Apoderado',
    students: 'Alumnos',
  },
} as const
