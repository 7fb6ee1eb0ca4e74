import type { ReactNode } from 'react'
import { InfoCards } from '../components/info-cards.tsx'
import { TextPage } from './text-page.tsx'

interface PointsPageProps {
  title: string
  intro: string
  points: readonly { title: string; text: string }[]
  /** The closing line under the cards. */
  more: string
  /** What comes before the points (the people the school lists). */
  children?: ReactNode
}

/** A public page that is a title, a grid of points and a closing line (instructors, team). */
export function PointsPage({ title, intro, points, more, children }: PointsPageProps) {
  return (
    <TextPage title={title} intro={intro}>
      {children}
      <InfoCards items={points} />
      <p className="lead">{more}</p>
    </TextPage>
  )
}
