// Spanish strings of 'Feriados del colegio' (admins): the school's own holidays, which Hoy marks
// like Chile's public holidays.

export const uiHolidays = {
  title: 'Feriados del colegio',
  intro:
    'Los feriados legales de Chile ya aparecen en Hoy. Agrega aquí los días sin clases que ninguna ley nacional fija para todo el país: un feriado regional (7 de junio en Arica, 20 de agosto en Chillán) o un cierre del colegio. Hoy los marca como feriado y sus clases no se abren con un toque. Como en un feriado legal, se cobra solo la clase que se hizo igual.',
  newTitle: 'Agregar un feriado',
  day: 'Fecha',
  name: 'Nombre',
  namePlaceholder: 'Ej.: Asalto y Toma del Morro de Arica',
  add: 'Agregar feriado',
  adding: 'Agregando…',
  added: (name: string) => `Feriado agregado: ${name}.`,
  addError: 'No se pudo agregar el feriado. Inténtalo de nuevo.',
  caption: 'Feriados del colegio por fecha',
  empty: 'Todavía no hay feriados del colegio.',
  loadError: 'No se pudieron cargar los feriados del colegio.',
  remove: 'Quitar',
  removeOf: (name: string) => `Quitar ${name}`,
  confirmTitle: 'Quitar feriado',
  confirmRemove: (name: string, day: string) =>
    `¿Quitar «${name}» del ${day}? Ese día vuelve a ser de clases en Hoy.`,
  removeError: 'No se pudo quitar el feriado. Inténtalo de nuevo.',
  past: 'Pasado',
}
