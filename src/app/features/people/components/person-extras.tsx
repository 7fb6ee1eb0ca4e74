// The role's extras under the personal information: a student's supporter, groups and latest
// sessions; a supporter's students; a teacher's groups and sessions. Admins have none.
import { Link } from 'react-router-dom'
import type { StudentDetail, TeacherDetail, UserDetail } from '#shared/contract/users.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { useLocalSupporter } from '../hooks/use-local-person.ts'
import type { PeopleKind } from '../people-kinds.ts'
import { ExtrasStatus, GroupsList, SessionsList } from './class-lists.tsx'
import { SupporterStudents } from './supporter-students.tsx'
import { PeopleCard } from './people-card.tsx'

interface PersonExtrasProps {
  kind: PeopleKind
  id: string
  detail: UserDetail | undefined
  /** The student's supporter as the offline store has it (shown when the server is not there). */
  supporterId: string | null
  unreachable: boolean
  loading: boolean
}

export function PersonExtras({ kind, id, detail, supporterId, ...status }: PersonExtrasProps) {
  const extrasStatus = { ...status, error: !detail && !status.loading && !status.unreachable }
  if (kind === 'supporters') {
    const students = detail?.role === 'supporter' ? detail.supported_students : undefined
    return <SupporterStudents supporterId={id} serverStudents={students} />
  }
  if (kind === 'admins') return null
  const classes =
    detail?.role === 'student' || detail?.role === 'teacher'
      ? (detail as StudentDetail | TeacherDetail)
      : undefined
  return (
    <>
      {kind === 'students' && (
        <StudentSupporter
          supporter={detail?.role === 'student' ? detail.supporter : undefined}
          localSupporterId={supporterId}
        />
      )}
      <PeopleCard id="groups" title={uiPeople.student.groups}>
        {classes ? <GroupsList groups={classes.groups} /> : <ExtrasStatus {...extrasStatus} />}
      </PeopleCard>
      <PeopleCard id="sessions" title={uiPeople.student.sessions}>
        {classes ? (
          <SessionsList sessions={classes.class_sessions} />
        ) : (
          <ExtrasStatus {...extrasStatus} />
        )}
      </PeopleCard>
    </>
  )
}

interface StudentSupporterProps {
  /** undefined: the server's answer is not there; null: no supporter. */
  supporter: StudentDetail['supporter'] | undefined
  localSupporterId: string | null
}

function StudentSupporter({ supporter, localSupporterId }: StudentSupporterProps) {
  const local = useLocalSupporter(supporter === undefined ? localSupporterId : null)
  const shown = supporter === undefined ? local : supporter
  return (
    <PeopleCard id="supporter" title={uiPeople.student.supporter}>
      {shown ? (
        <p className="person-link">
          <Link to={`/supporters/${shown.id}`}>
            {shown.name} {shown.last_name}
          </Link>
          {'email' in shown && shown.email && <span className="text-muted">{shown.email}</span>}
        </p>
      ) : (
        <p className="text-muted">{uiPeople.student.noSupporter}</p>
      )}
    </PeopleCard>
  )
}
