// Spanish messages of the public schedule's API (the visitor reads them: usted).
export const scheduleMessages = {
  groupNotFound:
    'No encontramos ese grupo: puede que ya no esté publicado. Vea todos los horarios.',
}
