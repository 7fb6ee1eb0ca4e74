// 'el lunes 30 de noviembre a las 10:15': the first whole minute at or after an instant, in
// Santiago, written with Intl rather than the app's date formatter, so tests check one against the
// other when they read a reminder refusal.
export function santiagoMoment(at: number): string {
  const minute = new Date(Math.ceil(at / 60_000) * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-CL', {
      timeZone: 'America/Santiago',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(minute)
      .map((p) => [p.type, p.value]),
  )
  return `el ${parts.weekday} ${parts.day} de ${parts.month} a las ${parts.hour}:${parts.minute}`
}
