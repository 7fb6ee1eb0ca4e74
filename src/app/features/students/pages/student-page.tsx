import { PersonDetailPage } from '#app/features/people/components/person-detail-page.tsx'

export function StudentPage() {
  return <PersonDetailPage kind="students" />
}
