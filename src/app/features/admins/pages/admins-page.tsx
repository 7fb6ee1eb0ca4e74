import { PeopleListPage } from '#app/features/people/components/people-list-page.tsx'

export function AdminsPage() {
  return <PeopleListPage kind="admins" />
}
