// 'Eliminar datos de la familia' (Ley 21.719) on a guardian's page: what goes, what stays and why.
export const uiErase = {
  action: 'Eliminar datos de la familia',
  title: 'Eliminar los datos de esta familia',
  intro: (name: string) =>
    `Se eliminarán los datos personales de ${name} y de todos sus alumnos. No se puede deshacer.`,
  deletedTitle: 'Se elimina',
  deleted: [
    'Nombres y apellidos (quedan como «Apoderado eliminado» y «Alumno eliminado»)',
    'RUT, correo, teléfono y fecha de nacimiento',
    'La ficha de emergencia: contactos y datos de salud',
    'Quién firmó los documentos, desde qué dirección y dispositivo',
    'Sus nombres y datos en el historial, los recordatorios y las consultas',
    'Las entregas de sus fichas a los teléfonos de los profesores',
  ],
  keptTitle: 'Se conserva, sin nombres',
  kept: [
    'Cobros, pagos (Khipu, efectivo, transferencia) y boletas: montos, fechas y folios',
    'Las asistencias a clases, sin nombres',
  ],
  keptWhy:
    'La ley tributaria obliga a guardar la contabilidad y sus respaldos por 6 años (Código Tributario, art. 17 y 200).',
  confirm: 'Eliminar datos',
  done: 'Datos de la familia eliminados.',
  failed: 'No se pudieron eliminar los datos.',
} as const
