// Spanish messages of the public schedule's API (the visitor reads them: tú).
export const scheduleMessages = {
  groupNotFound:
    'No encontramos ese grupo: puede que ya no esté publicado. Mira todos los horarios.',
}
