// The words of 'Solicitudes de datos' (admins, tú): the family's requests over its data under
// Ley 21.719, their deadline and the answer. The guardian's page words are in ui-payments-privacy.ts.

export const uiDataRequests = {
  menu: 'Solicitudes de datos',
  title: 'Solicitudes de datos',
  intro:
    'Lo que las familias piden sobre sus datos desde el portal (Ley 21.719): acceso, corrección, eliminación, oposición o una copia. La ley da 30 días corridos para responder desde que llega la solicitud (prorrogables una vez por 30 más, avisando al apoderado por qué).',
  openCount: (open: number, overdue: number) =>
    `${open === 1 ? '1 abierta' : `${open} abiertas`}${overdue ? `, ${overdue === 1 ? '1 vencida' : `${overdue} vencidas`}` : ''}`,
  loadError: 'No se pudieron cargar las solicitudes.',
  empty: 'No hay solicitudes de datos.',
  received: (day: string) => `Recibida el ${day}`,
  due: (day: string) => `Plazo: ${day}`,
  overdue: 'Vencida',
  near: 'Vence pronto',
  noDetails: 'Sin detalle.',
  guardianPage: 'Ver apoderado',
  deleteHint:
    'La eliminación se hace desde la ficha del apoderado: «Eliminar datos de la familia».',
  download: 'Descargar datos (PDF)',
  downloadJson: 'Datos en JSON',
  downloadError: 'No se pudieron descargar los datos de la familia.',
  answered: (who: string, day: string) => `Respondida por ${who} el ${day}`,
  answer: 'Responder',
  answerOf: (name: string) => `Responder la solicitud de ${name}`,
  dialogTitle: 'Responder la solicitud',
  answerLabel: 'Respuesta para el apoderado',
  answerHint: 'El apoderado la lee en el portal. Si además le escribes por correo, di lo mismo.',
  outcome: 'Resultado',
  done: 'Respondida: hicimos lo pedido',
  rejected: 'Rechazada: explica por qué',
  cancel: 'Cancelar',
  save: 'Guardar respuesta',
  saveError: 'No se pudo guardar la respuesta.',
  answerRequired: 'Escribe la respuesta que recibirá el apoderado.',
  fileName: (name: string, format: string) =>
    `datos-${name.toLowerCase().replace(/[^a-z0-9áéíóúñ]+/gi, '-')}.${format}`,
} as const
