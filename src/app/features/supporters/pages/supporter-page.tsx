import { PersonDetailPage } from '#app/features/people/components/person-detail-page.tsx'

export function SupporterPage() {
  return <PersonDetailPage kind="supporters" />
}
