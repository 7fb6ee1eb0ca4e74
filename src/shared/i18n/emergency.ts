// What the emergency card's form and API answer when something is missing or wrong.
export const emergencyMessages = {
  contactNameRequired: 'Ingresa el nombre del contacto de emergencia.',
  contactRelationRequired: 'Indica la relación con el alumno (por ejemplo: madre, tío).',
  contactPhoneRequired: 'Ingresa el teléfono del contacto de emergencia.',
  tooManyContacts: 'Puedes registrar hasta 5 contactos de emergencia.',
  consentRequired:
    'Para guardar notas de salud o seguro, marca que el apoderado autorizó guardar estos datos.',
  consentDateRequired: 'Indica la fecha en que el apoderado autorizó guardar estos datos.',
  tooManyViews: 'Se pueden registrar hasta 200 lecturas por envío.',
} as const
