import { PeopleListPage } from '#app/features/people/components/people-list-page.tsx'

export function SupportersPage() {
  return <PeopleListPage kind="supporters" />
}
