// The group's description and weekly schedule read back from its rrule, with the spec's fallbacks.
import { uiField } from '#app/i18n/ui-field.ts'
import { parseRrule, WEEKDAY_LABELS } from '#shared/rrule.ts'
import { InfoList } from '#app/components/ui/info-list.tsx'
import type { LocalGroup } from '#app/offline/db.ts'

const t = uiField.group

export function GroupInfo({ group }: { group: LocalGroup }) {
  const schedule = parseRrule(group.rrule)
  const days = schedule?.days.map((d) => WEEKDAY_LABELS[d]).join(', ')
  const rows: [string, string][] = [
    [t.description, group.description || t.noDescription],
    [t.days, days || t.noDays],
    [t.time, schedule?.time ?? t.noTime],
  ]
  return <InfoList rows={rows} />
}
