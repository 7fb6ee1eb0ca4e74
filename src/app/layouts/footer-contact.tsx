// The footer's contact column as the school set it (its phone, e-mail and social networks): a
// chunk of its own, loaded after the page, so the first load (the guardians' pages share it)
// carries only the configured contact that shows meanwhile.
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { SocialLinks } from '#app/components/site/social-links.tsx'
import { usePublicSite } from '#app/features/public/api/get-public-site.ts'

export function FooterContact() {
  const contact = usePublicSite()?.contact
  return (
    <>
      <SchoolContact className="footer-list" phone={contact?.phone} email={contact?.email} />
      {contact && <SocialLinks contact={contact} className="footer-list" />}
    </>
  )
}
