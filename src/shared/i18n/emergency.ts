// What the emergency card's form and API answer when something is missing or wrong.
export const emergencyMessages = {
  contactNameRequired: 'Ingrese el nombre del contacto de emergencia.',
  contactRelationRequired: 'Indique la relación con el alumno (por ejemplo: madre, tío).',
  contactPhoneRequired: 'Ingrese el teléfono del contacto de emergencia.',
  tooManyContacts: 'Puede registrar hasta 5 contactos de emergencia.',
  consentRequired:
    'Para guardar notas de salud o seguro, marque que el apoderado autorizó guardar estos datos.',
  consentDateRequired: 'Indique la fecha en que el apoderado autorizó guardar estos datos.',
  tooManyViews: 'Se pueden registrar hasta 200 lecturas por envío.',
} as const
