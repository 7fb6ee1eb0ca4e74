// The visitor's waiting-list offer (/waitlist/<token>, from the e-mail or WhatsApp the school
// sent): the group and the deadline, then 'Acepto el cupo' or 'No, gracias'. An unknown, expired
// or already answered link says so plainly. Loaded on demand; no sign-in, the link is the proof.
import '../trial-class.css'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { publicOfferSchema, type PublicOffer } from '#shared/contract/enquiries.ts'
import { formatDayMonth, formatTime } from '#shared/dates.ts'
import { uiWaitlistOffer as t } from '#app/i18n/ui-trial-class.ts'
import { api } from '#app/lib/api-client.ts'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { WhatsappLink } from '../components/whatsapp-link.tsx'
import { TextPage } from './text-page.tsx'

type State = { kind: 'loading' } | { kind: 'gone' } | { kind: 'offer'; offer: PublicOffer }

export function WaitlistOfferPage() {
  useDocumentTitle(t.title)
  const { token = '' } = useParams()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const abort = new AbortController()
    api
      .get(`/public/waitlist/${encodeURIComponent(token)}`, publicOfferSchema, {
        signal: abort.signal,
        auth: false,
      })
      .then(
        (offer) => setState({ kind: 'offer', offer }),
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ kind: 'gone' })
          return error
        },
      )
    return () => abort.abort()
  }, [token])

  async function answer(path: 'accept' | 'decline') {
    setSending(true)
    setFailure(null)
    try {
      const offer = await api.post(
        `/public/waitlist/${encodeURIComponent(token)}/${path}`,
        undefined,
        {
          auth: false,
          schema: publicOfferSchema,
        },
      )
      setState({ kind: 'offer', offer })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ kind: 'gone' })
      else setFailure(errorMessage(error, t.failed))
    } finally {
      setSending(false)
    }
  }

  const contact = (
    <p className="page-cta">
      <WhatsappLink text={t.whatsappGreeting} label={t.whatsapp} />
    </p>
  )

  if (state.kind === 'loading') {
    return (
      <TextPage title={t.title}>
        <p role="status">{t.loading}</p>
      </TextPage>
    )
  }
  if (state.kind === 'gone' || state.offer.status === 'lapsed') {
    return (
      <TextPage title={t.goneTitle}>
        <p>{t.goneText}</p>
        {contact}
      </TextPage>
    )
  }
  const { offer } = state
  if (offer.status !== 'offered') {
    const accepted = offer.status === 'accepted'
    return (
      <TextPage title={t.title}>
        <div className="form-success trial-thanks" role="status">
          <h2>{accepted ? t.acceptedTitle : t.declinedTitle}</h2>
          <p>{accepted ? t.acceptedText : t.declinedText}</p>
        </div>
        {contact}
      </TextPage>
    )
  }
  return (
    <TextPage title={t.title} intro={t.intro}>
      <section className="trial-group" aria-label={t.group}>
        <p className="trial-group-label">{t.group}</p>
        <p className="trial-group-name">{offer.group_name}</p>
        <p>
          {t.deadline} {formatDayMonth(offer.expires_at)}, {formatTime(offer.expires_at)}
        </p>
      </section>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="offer-answers">
        <button
          type="button"
          className="btn btn-accent btn-large"
          disabled={sending}
          onClick={() => void answer('accept')}
        >
          {sending ? t.sending : t.accept}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-large"
          disabled={sending}
          onClick={() => void answer('decline')}
        >
          {t.decline}
        </button>
      </div>
    </TextPage>
  )
}
