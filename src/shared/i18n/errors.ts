// The Spanish `detail` of every error the API answers, keyed by its machine `code`. The server
// takes its messages from here; the client may show `detail` as is or map `code` itself.

export const errorDetails = {
  BAD_REQUEST: 'La solicitud no es válida.',
  VALIDATION_ERROR: 'Los datos enviados no son válidos.',
  INVALID_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  EMPTY_BODY: 'El cuerpo de la solicitud está vacío.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no soportado. Envíe los datos como application/json.',
  BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande.',
  NOT_FOUND: 'El recurso solicitado no existe.',
  METHOD_NOT_ALLOWED: 'Método no permitido.',
  UNAUTHORIZED: 'Debe iniciar sesión para continuar.',
  TOKEN_INVALID: 'Su sesión expiró o no es válida. Inicie sesión nuevamente.',
  INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
  REFRESH_INVALID: 'Su sesión expiró. Inicie sesión nuevamente.',
  FORBIDDEN: 'No tiene permisos para realizar esta acción.',
  ORIGIN_MISMATCH: 'Origen de la solicitud no permitido.',
  PASSWORD_CHANGE_REQUIRED: 'Debe cambiar su contraseña antes de continuar.',
  CURRENT_PASSWORD_INCORRECT: 'La contraseña actual es incorrecta.',
  PASSWORD_WEAK: 'La nueva contraseña no cumple con todos los requisitos.',
  PASSWORD_MISMATCH: 'Las contraseñas no coinciden.',
  ACCOUNT_LOCKED:
    'Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e intente de nuevo.',
  TOO_MANY_REQUESTS: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  CONFLICT: 'La operación entra en conflicto con el estado actual del recurso.',
  IDEMPOTENCY_KEY_REUSED: 'La clave de idempotencia ya se usó con otra solicitud.',
  IDEMPOTENCY_KEY_INVALID:
    'La clave de idempotencia (Idempotency-Key) debe tener entre 1 y 200 caracteres visibles.',
  IDEMPOTENCY_IN_FLIGHT: 'Una solicitud con la misma clave de idempotencia está en curso.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Intente más tarde.',
  INTERNAL_ERROR: 'Ocurrió un error inesperado. Intente de nuevo más tarde.',
} as const

export type ErrorCode = keyof typeof errorDetails

/** Details naming the offending field of a request (`field` is a dotted path, e.g. `students.0.id`). */
export const fieldErrorDetails = {
  required: (field: string) => `El campo '${field}' es obligatorio.`,
  invalidType: (field: string) => `El campo '${field}' tiene un tipo de dato incorrecto.`,
  invalid: (field: string) => `El campo '${field}' no es válido.`,
  tooShort: (field: string) => `El campo '${field}' es demasiado corto.`,
  tooLong: (field: string) => `El campo '${field}' es demasiado largo.`,
  tooSmall: (field: string) => `El valor del campo '${field}' es demasiado pequeño.`,
  tooBig: (field: string) => `El valor del campo '${field}' es demasiado grande.`,
  notAllowed: (fields: string) => `Campo no permitido: '${fields}'.`,
  invalidOption: (field: string) => `El campo '${field}' tiene un valor no permitido.`,
  invalidBody: () => 'El cuerpo de la solicitud no tiene el formato esperado.',
} as const
