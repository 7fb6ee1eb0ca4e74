/** 'Tomás', 'Tomás y Martina', 'Tomás, Martina y Sofía'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`
}
