import { PersonDetailPage } from '#app/features/people/components/person-detail-page.tsx'

export function TeacherPage() {
  return <PersonDetailPage kind="teachers" />
}
