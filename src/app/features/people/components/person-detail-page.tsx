// One detail screen for every kind of person (spec §2 "User detail screens"): back button, avatar,
// personal information, the admin actions, and the extras of the role. The basics come from the
// server when online and from the offline store otherwise; the extras need the server.
import { BackButton } from '#app/components/ui/back-button.tsx'
import '../people.css'
import { useParams } from 'react-router-dom'
import type { UserDetail } from '#shared/contract/users.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { usePerson } from '../api/get-person.ts'
import { useLocalPerson } from '../hooks/use-local-person.ts'
import { PEOPLE_KINDS, type PeopleKind } from '../people-kinds.ts'
import { isAdminRole } from '#shared/roles.ts'
import { seesFamilyIdentifiers } from '#shared/people-access.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { PersonExtras } from './person-extras.tsx'
import { PersonLedger } from './person-ledger.tsx'
import { PersonDeactivation, PersonManagement } from './person-management.tsx'
import { PersonProfile } from './person-profile.tsx'
import { EmergencyCardButton } from '#app/components/emergency-card/emergency-card-button.tsx'
import { fullName } from '#shared/name-order.ts'
import { EmergencySection } from './emergency-section.tsx'
import { FamilyErasure } from './family-erasure.tsx'

export function PersonDetailPage({ kind }: { kind: PeopleKind }) {
  const id = useParams().id ?? ''
  const config = PEOPLE_KINDS[kind]
  const online = useOnline()
  const detail = usePerson(kind, id)
  const local = useLocalPerson(kind, id)
  const person = detail.data ?? local ?? null
  const isAdmin = isAdminRole(useSessionUser()?.role)
  const unreachable = !online || (detail.error instanceof ApiError && detail.error.status === 0)
  const user = useSessionUser()
  // Money is for admins only (spec §2); the historial needs the server.
  const showLedger =
    user !== null &&
    isAdminRole(user.role) &&
    !unreachable &&
    detail.data !== undefined &&
    (kind === 'students' || kind === 'supporters')

  // Families' RUTs, e-mails and birth dates: admins online only; teachers never (Ley 21.719).
  const family = kind === 'students' || kind === 'supporters'
  const familyFacts = !family
    ? 'shown'
    : !seesFamilyIdentifiers(user?.role)
      ? 'hidden'
      : detail.data
        ? 'shown'
        : 'online'

  return (
    <div className="people-page person-page">
      <BackButton compact />
      <PageTitle>{config.detailTitle}</PageTitle>
      {person ? (
        <>
          <PersonProfile person={person} familyFacts={familyFacts} />
          {kind === 'students' && (
            <div className="person-emergency">
              <EmergencyCardButton studentId={id} name={fullName(person)} />
            </div>
          )}
          {detail.data && <PersonManagement kind={kind} person={detail.data} />}
          {kind === 'students' && isAdmin && detail.data && <EmergencySection studentId={id} />}
          <PersonExtras
            kind={kind}
            id={id}
            detail={detail.data as UserDetail | undefined}
            supporterId={local?.supporter_id ?? null}
            unreachable={unreachable}
            loading={detail.isPending && !unreachable}
          />
          {showLedger && <PersonLedger kind={kind} id={id} />}
          {detail.data && <PersonDeactivation kind={kind} person={detail.data} />}
          {kind === 'supporters' && detail.data && <FamilyErasure person={detail.data} />}
        </>
      ) : (
        <PersonMissing
          loading={(detail.isPending && !unreachable) || local === undefined}
          error={detail.error}
          unreachable={unreachable}
        />
      )}
    </div>
  )
}

interface PersonMissingProps {
  loading: boolean
  error: Error | null
  unreachable: boolean
}

function PersonMissing({ loading, error, unreachable }: PersonMissingProps) {
  if (loading) return <p className="table-status">{ui.common.loading}</p>
  if (unreachable) return <p className="notice">{uiPeople.detail.offlineExtras}</p>
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
  return (
    <p className="form-error" role="alert">
      {notFound ? uiPeople.detail.notFound : errorMessage(error, uiPeople.detail.loadError)}
    </p>
  )
}
