// The guardian portal's validation messages (usted), part of validationMessages (validation.ts);
// a module of their own so the portal's pages load these two and not every form's.

export const portalValidationMessages = {
  portalRutInvalid: 'Formato de RUT inválido. Ingrese un RUT válido (por ejemplo, 12.345.678-5).',
  portalBirthDateInvalid: 'Ingrese una fecha de nacimiento válida.',
} as const
