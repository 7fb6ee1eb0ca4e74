// The words of 'Solicitudes de datos' (admins, tú): the family's requests over its data under
// Ley 21.719, their deadline and the answer. The guardian's page words are in ui-payments-privacy.ts.

export const uiDataRequests = {
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
  answering: {
    title: 'Responder la solicitud',
    label: 'Respuesta para el apoderado',
    hint: 'El apoderado la lee en el portal. Si además le escribes por correo, di lo mismo.',
    required: 'Escribe la respuesta que recibirá el apoderado.',
    save: 'Guardar respuesta',
  },
  extend: 'Prorrogar plazo',
  extendOf: (name: string) => `Prorrogar el plazo de la solicitud de ${name}`,
  extended: 'Plazo prorrogado',
  extendedWhy: (reason: string) => `Prórroga: ${reason}`,
  extension: {
    title: 'Prorrogar el plazo',
    newDue: (day: string) =>
      `La ley permite una sola prórroga, por 30 días corridos más: el nuevo plazo será el ${day}.`,
    label: 'Por qué necesitas más tiempo',
    hint: 'El apoderado lo lee en el portal junto al nuevo plazo.',
    required: 'Escribe por qué necesitas más tiempo: el apoderado lo leerá.',
    save: 'Prorrogar',
  },
  outcome: 'Resultado',
  done: 'Respondida: hicimos lo pedido',
  rejected: 'Rechazada: explica por qué',
  cancel: 'Cancelar',
  saveError: 'No se pudo guardar.',
  fileName: (name: string, format: string) =>
    `datos-${name.toLowerCase().replace(/[^a-z0-9áéíóúñ]+/gi, '-')}.${format}`,
} as const
