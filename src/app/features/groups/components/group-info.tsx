// The group's description, weekly schedule read back from its rrule, dates and price in force
// (with the spec's fallbacks), plus, when the server has told them (online), the scheduled price
// changes and what the public schedule shows (level, ages, places, map link, published).
import { uiField } from '#app/i18n/ui-field.ts'
import type { GroupDetail } from '#shared/contract/groups.ts'
import { formatCalendarDay } from '#shared/dates.ts'
import { GROUP_LEVEL_LABELS } from '#shared/group-levels.ts'
import { formatClp } from '#shared/money.ts'
import { agesInWords } from '#shared/schedule-words.ts'
import { parseRrule, WEEKDAY_LABELS } from '#shared/rrule.ts'
import { InfoList } from '#app/components/ui/info-list.tsx'
import type { LocalGroup } from '#app/offline/db.ts'

const t = uiField.group

interface GroupInfoProps {
  group: LocalGroup
  scheduled?: GroupDetail['scheduled_prices']
  /** The server's detail, with the public schedule's fields (absent offline). */
  detail?: GroupDetail
}

/** The rows of what the public schedule shows of the group. */
function publicRows(detail: GroupDetail): [string, string][] {
  return [
    [t.level, detail.level ? GROUP_LEVEL_LABELS[detail.level] : '--'],
    [t.ages, agesInWords(detail.age_min, detail.age_max) ?? '--'],
    [t.capacity, detail.capacity === null ? t.noCapacity : String(detail.capacity)],
    [t.mapUrl, detail.map_url ?? t.noMapUrl],
    [t.published, detail.published ? t.isPublished : t.notPublished],
  ]
}

export function GroupInfo({ group, scheduled = [], detail }: GroupInfoProps) {
  const schedule = parseRrule(group.rrule)
  const days = schedule?.days.map((d) => WEEKDAY_LABELS[d]).join(', ')
  const price = group.price_per_session === null ? t.classPrice : formatClp(group.price_per_session)
  const changes = scheduled.map((change) =>
    change.price === null
      ? t.scheduledClassPrice(formatCalendarDay(change.valid_from))
      : t.scheduledPrice(formatClp(change.price), formatCalendarDay(change.valid_from)),
  )
  const rows: [string, string][] = [
    [t.description, group.description || t.noDescription],
    [t.location, group.location || t.noLocation],
    [t.days, days || t.noDays],
    [t.time, schedule?.time ?? t.noTime],
    [t.startDate, formatCalendarDay(group.start_date)],
    [t.endDate, group.end_date ? formatCalendarDay(group.end_date) : t.noEndDate],
    [t.price, [price, ...changes].join(' · ')],
    ...(detail ? publicRows(detail) : []),
  ]
  return <InfoList rows={rows} />
}
