import { PeopleListPage } from '#app/features/people/components/people-list-page.tsx'

export function TeachersPage() {
  return <PeopleListPage kind="teachers" />
}
