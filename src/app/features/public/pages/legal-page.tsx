import { Fragment } from 'react'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { TextPage } from './text-page.tsx'

interface LegalSection {
  title: string
  text: string
  items?: readonly string[]
}

interface LegalPageProps {
  title: string
  intro: string
  /** When the text last changed. */
  updated?: string
  sections: readonly LegalSection[]
  /** The line before the school's contact details. */
  contact: string
}

/** A page of terms or policy: titled sections, then whom to write to. */
export function LegalPage({ title, intro, updated, sections, contact }: LegalPageProps) {
  return (
    <TextPage title={title} intro={intro}>
      {updated && <p className="updated">{updated}</p>}
      {sections.map((section) => (
        <Fragment key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.text}</p>
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
      <p>{contact}</p>
      <SchoolContact />
    </TextPage>
  )
}
