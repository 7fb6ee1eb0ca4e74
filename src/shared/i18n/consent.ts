// Spanish text of the school's documents as the guardian signs them (usted): the PDF of what was
// signed and the e-mail that brings it. The page's own strings are in app/i18n/ui-consents.ts.

export const consentPdfText = {
  title: 'Documentos firmados',
  student: 'Alumno',
  answer: 'Respuesta',
  accepted: 'Aceptado',
  refused: 'Rechazado',
  signer: 'Firmado por',
  signedAt: 'Fecha y hora',
  validFrom: 'Vigente desde',
  hash: 'Huella del texto (SHA-256)',
  superseded: 'La escuela publicó después una nueva versión de este documento.',
  none: 'Aún no hay documentos firmados para este alumno.',
  note: 'Firmado en línea en el portal de la escuela. La huella identifica el texto exacto que se leyó y firmó: cualquier cambio del texto da otra huella.',
} as const

/** The e-mail that brings the guardian the PDF of what they signed, one per child. */
export function consentMail(mail: { school: string; guardian: string; students: string[] }) {
  return {
    subject: `Documentos firmados en ${mail.school}`,
    text: [
      `Hola, ${mail.guardian}:`,
      '',
      `Gracias por firmar los documentos de la escuela. Adjuntamos una copia de lo que firmó para ${mail.students.join(', ')}.`,
      'Puede volver a descargarla cuando quiera desde el portal de la escuela.',
      '',
      mail.school,
    ].join('\n'),
  }
}

/** The message that brings the guardian the personal link to sign (e-mail or WhatsApp). */
export function consentLinkMessage(message: {
  school: string
  guardian: string
  children: string[]
  link: string
  linkDays: number
}) {
  return {
    subject: `Documentos por firmar en ${message.school}`,
    text: [
      `Hola, ${message.guardian}:`,
      '',
      `${message.school} le pide leer y responder sus documentos para ${message.children.join(', ')}: el descargo de responsabilidad y el consentimiento de datos de salud son condición para participar en las clases; el de fotos y videos puede rechazarlo sin consecuencias.`,
      `Puede hacerlo desde su teléfono en este enlace personal, válido por ${message.linkDays} días: ${message.link}`,
      '',
      message.school,
    ].join('\n'),
  }
}

/** A file name for the PDF of `student`'s signatures: letters, digits and dashes. */
export function consentPdfFilename(student: string): string {
  const slug = student
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `documentos-firmados${slug ? `-${slug}` : ''}.pdf`
}
