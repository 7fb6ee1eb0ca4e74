// The demo school's public site: today's texts (the defaults) and its two teachers listed as
// instructors who agreed to appear, without photos (the site shows their initials).
import type { InstructorsSection } from '#shared/contract/site.ts'
import { SITE_DEFAULTS } from '#shared/contract/site.ts'
import type { siteContent } from '#server/db/schema.ts'

interface Teacher {
  id?: string
  name: string
  last_name?: string
}

const BIOS = [
  'Ciclista de montaña hace más de diez años. Enseña técnica de bajada con paciencia y buen humor, y es monitor de primeros auxilios.',
  'Ex competidora de enduro. Trabaja con los grupos de niñas y niños y prepara a los jóvenes que quieren dar el paso a la competencia.',
]

export function buildDemoSite(teachers: readonly Teacher[]): (typeof siteContent.$inferInsert)[] {
  const instructors: InstructorsSection = {
    intro: SITE_DEFAULTS.instructors.intro,
    members: teachers.slice(0, BIOS.length).map((teacher, index) => ({
      teacher_id: teacher.id ?? null,
      name: `${teacher.name} ${teacher.last_name?.split(' ')[0] ?? ''}`.trim(),
      bio: BIOS[index]!,
      photo_id: null,
      agreed: true,
    })),
  }
  return [{ section: 'instructors', value: instructors }]
}
