// Spanish messages about the school's own holidays, shared by the admins' form and the API.

export const holidayMessages = {
  nameRequired: 'Escribe el nombre del feriado.',
  dayTaken: (name: string) => `Ese día ya es feriado del colegio: ${name}.`,
}
