import { useId, useState, type FormEvent } from 'react'
import type { ConsentDocument, PortalConsents } from '#shared/contract/consent.ts'
import type { DocumentKind } from '#shared/documents.ts'
import { formatRut, isValidRut } from '#shared/rut.ts'
import { uiConsents as t } from '#app/i18n/ui-consents.ts'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { signConsents } from '../api/consents.ts'
import { refreshPortalData } from '../api/portal-query.ts'
import { DocumentCard } from './document-card.tsx'
import { SignedSummary } from './signed-summary.tsx'
import { joinNames } from './join-names.ts'

type Answers = Partial<Record<DocumentKind, boolean>>
type Child = PortalConsents['children'][number]

const isPending = (child: Child, kind: DocumentKind) =>
  child.statuses.some((status) => status.kind === kind && status.state === 'pending')

/** Pending because a new version replaced the one accepted for the child. */
const isRenewal = (child: Child, kind: DocumentKind) =>
  child.statuses.some(
    (status) => status.kind === kind && status.state === 'pending' && status.earlier_accepted,
  )

const firstNames = (children: Child[]) =>
  children.length === 0 ? null : joinNames(children.map((child) => child.name.split(' ')[0]!))

const fullName = (text: string) => text.trim().split(/\s+/).length >= 2

/**
 * The documents still to answer, one card each, and one signature (full name and RUT) for every
 * child shown. What the guardian marked and typed stays on screen when the signature fails.
 */
export function SigningForm({
  consents,
  onStale,
}: {
  consents: PortalConsents
  onStale: () => void
}) {
  const [signing, setSigning] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [answers, setAnswers] = useState<Answers>({})
  const [name, setName] = useState('')
  const [rut, setRut] = useState('')
  const [errors, setErrors] = useState<{ form?: string; name?: string; rut?: string }>({})
  const [signedFor, setSignedFor] = useState<string[]>([])
  const nameId = useId()
  const rutId = useId()

  const children = consents.children.filter((child) =>
    consents.documents.some((doc) => isPending(child, doc.kind)),
  )
  const documents = consents.documents.filter((doc) =>
    children.some((child) => isPending(child, doc.kind)),
  )
  const names = joinNames(children.map((child) => child.name.split(' ')[0]!))
  const signed = consents.children.filter((child) => signedFor.includes(child.id))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const chosen = documents.filter((doc) => answers[doc.kind] !== undefined)
    const found = {
      form: chosen.length === 0 ? t.nothingChosen : undefined,
      name: fullName(name) ? undefined : t.nameRequired,
      rut: isValidRut(rut) ? undefined : t.rutInvalid,
    }
    setErrors(found)
    if (found.form || found.name || found.rut) return
    const body = {
      signer_name: name.trim(),
      signer_rut: formatRut(rut.trim()),
      children: children
        .map((child) => ({
          student_id: child.id,
          answers: chosen
            .filter((doc) => isPending(child, doc.kind))
            .map((doc) => ({
              kind: doc.kind,
              content_hash: doc.content_hash,
              accepted: answers[doc.kind]!,
            })),
        }))
        .filter((child) => child.answers.length > 0),
    }
    setSigning(true)
    setFailure(null)
    try {
      await signConsents(body)
      setSignedFor(body.children.map((child) => child.student_id))
      setAnswers({})
      await refreshPortalData()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'DOCUMENT_VERSION_CHANGED') {
        // What the guardian marked was for the old text: they read the new one and mark again.
        setAnswers({})
        onStale()
        setFailure(t.versionChanged)
      } else {
        setFailure(errorMessage(error, t.signFailed))
      }
    } finally {
      setSigning(false)
    }
  }

  return (
    <>
      {signed.length > 0 && <SignedSummary consents={consents} children={signed} />}
      {children.length === 0 ? (
        signed.length === 0 && <SignedSummary consents={consents} children={consents.children} />
      ) : (
        <form className="signing-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="portal-intro">{t.intro(names)}</p>
          <div className="consent-conditions">
            <p>{t.conditions}</p>
            <p>{t.photosFree}</p>
          </div>
          {documents.map((doc: ConsentDocument) => (
            <DocumentCard
              key={doc.id}
              document={doc}
              answer={answers[doc.kind]}
              onAnswer={(value) => setAnswers((before) => ({ ...before, [doc.kind]: value }))}
              forNames={
                children.every((child) => isPending(child, doc.kind))
                  ? null
                  : joinNames(
                      children
                        .filter((child) => isPending(child, doc.kind))
                        .map((child) => child.name.split(' ')[0]!),
                    )
              }
              renewNames={firstNames(children.filter((child) => isRenewal(child, doc.kind)))}
            />
          ))}
          <fieldset className="signature-box">
            <legend>{t.signTitle}</legend>
            <p className="field-hint">{t.signIntro}</p>
            <FormField id={nameId} label={t.name} error={errors.name}>
              {(aria) => (
                <input
                  id={nameId}
                  className="input"
                  name="signer_name"
                  autoComplete="name"
                  value={name}
                  {...aria}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            <FormField id={rutId} label={t.rut} error={errors.rut}>
              {(aria) => (
                <input
                  id={rutId}
                  className="input input-rut"
                  name="signer_rut"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder={t.rutPlaceholder}
                  value={rut}
                  {...aria}
                  onChange={(event) => setRut(event.target.value)}
                  onBlur={() => isValidRut(rut) && setRut(formatRut(rut.trim()))}
                />
              )}
            </FormField>
          </fieldset>
          <ErrorAlert message={errors.form ?? failure} />
          <button type="submit" className="btn btn-pay btn-large btn-block" disabled={signing}>
            {signing ? t.signing : t.sign(names)}
          </button>
        </form>
      )}
    </>
  )
}
