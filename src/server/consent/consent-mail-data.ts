// The copy of what was signed that the guardian gets by e-mail (when the school has SMTP and the
// guardian an e-mail): one message, one PDF per child signed for.
import { consentMail } from '#shared/i18n/consent.ts'
import type { Db } from '#server/db/client.ts'
import type { Mailer } from '#server/mailer.ts'
import { guardianContactOf } from './consent-data.ts'
import { signedDocumentsPdf } from './consent-pdf-data.ts'

/** Sends the guardian the PDFs of `studentIds`; false when they have no e-mail. */
export async function mailSignedDocuments(
  db: Db,
  mailer: Mailer,
  school: string,
  guardianId: string,
  studentIds: string[],
): Promise<boolean> {
  const guardian = await guardianContactOf(db, guardianId)
  if (!guardian?.email) return false
  const files = (
    await Promise.all(studentIds.map((id) => signedDocumentsPdf(db, id, school)))
  ).filter((file) => file !== undefined)
  const mail = consentMail({
    school,
    guardian: guardian.name,
    students: files.map((file) => file.student),
  })
  await mailer.send({
    to: guardian.email,
    subject: mail.subject,
    text: mail.text,
    attachments: files.map((file) => ({
      filename: file.filename,
      content: file.pdf,
      contentType: 'application/pdf',
    })),
  })
  return true
}
