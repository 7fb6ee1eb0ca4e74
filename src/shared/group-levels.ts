// A group's riding level: the values the API takes and the words the group form, the public
// schedule and the trial-class form show for them.
export const GROUP_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type GroupLevel = (typeof GROUP_LEVELS)[number]

export const GROUP_LEVEL_LABELS: Readonly<Record<GroupLevel, string>> = {
  beginner: 'Iniciación',
  intermediate: 'Intermedio',
  advanced: 'Avanzado',
}
