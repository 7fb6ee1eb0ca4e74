import { PersonDetailPage } from '#app/features/people/components/person-detail-page.tsx'

export function AdminPage() {
  return <PersonDetailPage kind="admins" />
}
