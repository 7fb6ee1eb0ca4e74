import { PeopleListPage } from '#app/features/people/components/people-list-page.tsx'

export function StudentsPage() {
  return <PeopleListPage kind="students" />
}
