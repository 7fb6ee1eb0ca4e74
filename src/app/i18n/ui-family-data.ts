// The words of the guardian's 'Sus datos' page on the portal (usted): downloading everything the
// school holds about the family and asking for access, a correction, deletion, opposition or a
// copy (Ley 21.719), with the school's deadline and its answer.
import type { DataRequestKind } from '#shared/data-requests.ts'

export const uiFamilyData = {
  title: 'Sus datos',
  intro:
    'La escuela guarda los datos de su familia para las clases, los cobros y la seguridad de sus hijos. Por la Ley 21.719 usted puede verlos, pedir que se corrijan o eliminen, oponerse a un uso o llevarse una copia.',
  notRecognised:
    'Para ver sus datos, confirme primero que es el apoderado: ingrese su RUT y la fecha de nacimiento de uno de sus hijos, o abra el enlace que le envió la escuela.',
  goToPortal: 'Ir al portal de pagos',
  back: 'Volver a sus cobros',
  downloadTitle: 'Descargar sus datos',
  downloadIntro:
    'Todo lo que la escuela guarda sobre usted y sus hijos: datos personales, clases, cobros, pagos, boletas, documentos firmados, recordatorios y quién leyó la ficha de emergencia.',
  downloadPdf: 'Descargar en PDF (para leer)',
  downloadJson: 'Descargar en JSON (para llevar a otro servicio)',
  askTitle: 'Pedir algo sobre sus datos',
  kindLegend: '¿Qué necesita?',
  kinds: {
    access: 'Saber qué datos tenemos y para qué los usamos',
    rectification: 'Corregir un dato que está mal',
    deletion: 'Eliminar los datos de su familia',
    opposition: 'Dejar de usar sus datos para algo (por ejemplo, fotos o recordatorios)',
    portability: 'Recibir una copia para llevarla a otro lugar',
  } satisfies Record<DataRequestKind, string>,
  detailsLabel: 'Detalle',
  detailsHint: {
    access: 'Opcional: qué quiere saber.',
    rectification: 'Qué dato está mal y cuál es el correcto.',
    deletion:
      'Opcional. Los cobros, pagos y boletas se guardan el tiempo que exige la ley tributaria, sin sus nombres.',
    opposition: 'A qué uso de sus datos se opone.',
    portability: 'Opcional: en qué formato o a quién quiere enviarla.',
  } satisfies Record<DataRequestKind, string>,
  detailsRequired:
    'Cuéntenos qué dato está mal y cuál es el correcto, o a qué uso de sus datos se opone.',
  send: 'Enviar solicitud',
  sending: 'Enviando…',
  sent: (due: string) =>
    `Recibimos su solicitud. La escuela le responderá a más tardar el ${due}, aquí y por correo o teléfono.`,
  sendError: 'No se pudo enviar la solicitud. Intente de nuevo.',
  listTitle: 'Sus solicitudes',
  none: 'Aún no ha hecho solicitudes.',
  received: (day: string) => `Recibida el ${day}`,
  due: (day: string) => `Respuesta a más tardar el ${day}`,
  extended: (reason: string) =>
    `La escuela usó la única prórroga que permite la ley (30 días más) por este motivo: ${reason}`,
  answer: 'Respuesta de la escuela',
  loadError: 'No se pudieron cargar sus solicitudes.',
  deadlineNote:
    'La escuela responde dentro de 30 días corridos. Si necesita más tiempo, le avisará por qué (la ley permite extenderlo una vez por 30 días más).',
} as const
