// Strings of the guardian's signing of the school's documents (usted), on the portal.
export const uiConsents = {
  title: 'Documentos de la escuela',
  intro: (names: string) => `Lea cada documento y responda por ${names}.`,
  conditions:
    'El descargo de responsabilidad y el consentimiento para tratar los datos de salud son la condición de la escuela para que su hijo participe en las clases de bicicleta.',
  photosFree:
    'La autorización de fotos y videos es voluntaria: si no la da, no tiene ninguna consecuencia para su hijo.',
  required: 'Condición para participar',
  voluntary: 'Voluntario',
  read: 'Leer el documento',
  validFrom: (day: string) => `Vigente desde el ${day}`,
  accept: 'Acepto',
  acceptHint: 'Si no marca la casilla, el documento queda sin firmar.',
  authorize: 'Autorizo',
  refuse: 'No autorizo',
  photosQuestion: '¿Autoriza fotos y videos de su hijo en las actividades de la escuela?',
  forChildren: (names: string) => `Para ${names}`,
  renewHealth: (names: string) =>
    `Hay una nueva versión del consentimiento para tratar datos de salud: fírmela de nuevo para que los profesores vean las alergias y los medicamentos de ${names}. Hasta entonces no los ven.`,
  renew: (names: string) =>
    `Hay una nueva versión de este documento: la que firmó por ${names} ya no está vigente. Fírmela de nuevo.`,
  signTitle: 'Su firma',
  signIntro: 'Escriba su nombre completo y su RUT: valen como su firma de lo que marcó.',
  name: 'Nombre completo',
  rut: 'Su RUT',
  rutPlaceholder: '12.345.678-5',
  sign: (names: string) => `Firmar por ${names}`,
  signing: 'Firmando…',
  nothingChosen: 'Marque al menos un documento antes de firmar.',
  nameRequired: 'Escriba su nombre y apellido completos.',
  rutInvalid: 'Ingrese un RUT válido (por ejemplo, 12.345.678-5).',
  signFailed:
    'No se pudo firmar. Revise su conexión e intente de nuevo: lo que escribió se mantiene.',
  versionChanged:
    'La escuela publicó una nueva versión de un documento. Léala más abajo y firme de nuevo: su nombre y RUT se mantienen.',
  done: 'Listo. Quedó firmado:',
  allDone: 'No tiene documentos por firmar. Gracias.',
  signedList: 'Lo que respondió',
  state: { accepted: 'Aceptado', refused: 'No autorizado', pending: 'Sin firmar' },
  signedOn: (day: string) => `el ${day}`,
  pdf: (name: string) => `Descargar PDF de lo firmado por ${name}`,
  pdfHint: 'Si la escuela tiene su correo, también le enviamos una copia por correo.',
  notRecognized:
    'Para ver y firmar los documentos, primero confirme que es el apoderado: abra el enlace que le envió la escuela o ingrese su RUT y la fecha de nacimiento de un hijo.',
  goToPortal: 'Ir al portal',
  loadFailed: 'No se pudieron cargar los documentos.',
  none: 'La escuela todavía no ha publicado documentos para firmar.',
  backToInvoices: 'Volver a mis cobros',
} as const
