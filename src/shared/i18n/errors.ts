// The Spanish `detail` of every error the API answers, keyed by its machine `code`. The server
// takes its messages from here; the client may show `detail` as is or map `code` itself.
// Each answer speaks as its audience does (docs/glossary.md: staff tú, portal usted); the few that
// reach everyone (TOO_MANY_REQUESTS, KHIPU_UNAVAILABLE, INTERNAL_ERROR) address no one.
import { formatCalendarDay } from '../dates.ts'

export const errorDetails = {
  BAD_REQUEST: 'La solicitud no es válida.',
  VALIDATION_ERROR: 'Los datos enviados no son válidos.',
  INVALID_TEXT: 'El texto enviado contiene caracteres no permitidos.',
  INVALID_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  EMPTY_BODY: 'El cuerpo de la solicitud está vacío.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no soportado. Envíe los datos como application/json.',
  BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande.',
  NOT_FOUND: 'El recurso solicitado no existe.',
  SCHOOL_NOT_FOUND: 'Esta dirección no corresponde a ninguna escuela.',
  SCHOOL_SUSPENDED: 'Esta escuela no está disponible por ahora.',
  SCHOOL_UNAVAILABLE:
    'El servicio de esta escuela no está disponible por ahora. Inténtalo de nuevo en unos minutos.',
  METHOD_NOT_ALLOWED: 'Método no permitido.',
  UNAUTHORIZED: 'Debes iniciar sesión para continuar.',
  TOKEN_INVALID: 'Tu sesión expiró o no es válida. Inicia sesión nuevamente.',
  INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
  REFRESH_INVALID: 'Tu sesión expiró. Inicia sesión nuevamente.',
  FORBIDDEN: 'No tienes permisos para realizar esta acción.',
  ORIGIN_MISMATCH: 'Origen de la solicitud no permitido.',
  PASSWORD_CHANGE_REQUIRED: 'Debes cambiar tu contraseña antes de continuar.',
  CURRENT_PASSWORD_INCORRECT: 'La contraseña actual es incorrecta.',
  PASSWORD_WEAK: 'La nueva contraseña no cumple con todos los requisitos.',
  PASSWORD_MISMATCH: 'Las contraseñas no coinciden.',
  ACCOUNT_LOCKED:
    'Demasiados intentos fallidos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  TOO_MANY_REQUESTS:
    'Demasiadas solicitudes seguidas: hay que esperar un momento antes de volver a intentarlo.',
  PASSWORD_CHANGE_LOCKED:
    'Demasiados intentos con una contraseña actual incorrecta. Espera unos minutos e inténtalo de nuevo.',
  CONFLICT: 'La operación entra en conflicto con el estado actual del recurso.',
  BOLETA_NOT_REJECTED: 'Solo se puede reintentar una boleta con error.',
  BOLETA_NOT_OUTSIDE:
    'Solo una boleta por emitir o con error se puede marcar como emitida fuera del sistema; esta la está emitiendo el sistema.',
  BOLETA_FOLIO_TAKEN: 'Ya hay un documento de ese tipo con ese folio.',
  TIER_OVERLAP: 'El nivel de descuento se superpone con otro nivel.',
  TIER_NOT_IN_FORCE: 'Ese nivel de descuento no está vigente en esa fecha.',
  TIER_SET_EMPTY: 'No se puede dejar sin niveles de descuento desde esa fecha.',
  IDEMPOTENCY_KEY_REUSED: 'La clave de idempotencia ya se usó con otra solicitud.',
  IDEMPOTENCY_KEY_INVALID:
    'La clave de idempotencia (Idempotency-Key) debe tener entre 1 y 200 caracteres visibles.',
  IDEMPOTENCY_IN_FLIGHT: 'Una solicitud con la misma clave de idempotencia está en curso.',
  RUT_TAKEN: 'Ya existe un usuario activo con ese RUT.',
  PERSON_NOT_CREATED:
    'No se pudo registrar a esta persona con estos datos. Pide a la oficina que la registre.',
  EMAIL_TAKEN: 'Ya existe un miembro del personal activo con ese correo electrónico.',
  CANNOT_DEACTIVATE_SELF: 'No puedes desactivar tu propia cuenta.',
  PHONE_REQUIRED: 'El teléfono es obligatorio para alumnos y apoderados.',
  BIRTH_DATE_REQUIRED: 'La fecha de nacimiento es obligatoria para los alumnos.',
  UNKNOWN_STUDENTS: 'Algunos alumnos indicados no existen o no están activos.',
  UNKNOWN_TEACHERS: 'Algunos profesores indicados no existen o no están activos.',
  UNKNOWN_GROUP: 'El grupo indicado no existe.',
  GUARDIAN_NOT_OWING: 'Ese apoderado no existe o no tiene pagos pendientes.',
  REMINDER_TOO_SOON:
    'Este apoderado recibió un recordatorio hace menos de dos días (la ley pide al menos dos días entre uno y otro).',
  REMINDER_LIMIT:
    'Este apoderado ya recibió 2 recordatorios en los últimos 7 días (la ley permite 2 por semana).',
  REMINDER_NO_CONTACT: 'El apoderado no tiene registrado un dato de contacto para este medio.',
  EMAIL_UNAVAILABLE:
    'El correo no está configurado; pide a quien administra el servidor que lo configure.',
  EMAIL_SEND_FAILED: 'No se pudo enviar el correo. Inténtalo de nuevo más tarde.',
  LINKS_UNAVAILABLE:
    'No se pueden generar enlaces personales: falta configurar la dirección del sitio en el servidor. Pide a quien lo administra que la configure.',
  SESSION_ID_CONFLICT: 'Ya existe una clase con este identificador y otros datos.',
  CLASS_ALREADY_EXISTS: 'Ya existe la clase de este grupo a esa hora.',
  CLASS_NOT_YOURS: 'Solo puedes sumarte a clases de tus grupos o a clases que creaste.',
  GROUP_NOT_YOURS: 'Solo puedes crear clases grupales de los grupos en que haces clases.',
  STUDENT_NOT_YOURS:
    'Solo puedes agregar a una clase alumnos de tus grupos, salvo en una clase a la que te asignó otra persona del equipo.',
  SYNC_SEQ_ORDER: 'Los cambios deben enviarse en orden creciente de secuencia (seq).',
  UNKNOWN_MUTATION: 'La aplicación envió un tipo de cambio desconocido. Actualiza la aplicación.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Intente más tarde.',
  BILLING_PERIOD_NOT_CLOSED:
    'Solo se pueden generar cobros de meses ya terminados. Elige un período anterior al mes actual.',
  PAYER_MISMATCH: 'El RUT ingresado no corresponde al pagador de este cobro.',
  INVOICE_NOT_PENDING: 'Este cobro ya no está pendiente de pago.',
  INVOICE_PERIOD_OPEN: 'Este cobro se puede pagar recién cuando termine el mes facturado.',
  PAYMENT_AMOUNT_MISMATCH:
    'El monto no coincide con el del cobro. Recargue la página e intente de nuevo.',
  PAYMENT_IN_PROGRESS: 'Ya se está iniciando un pago para este cobro. Espere unos segundos.',
  PAYMENT_VERIFYING:
    'Khipu está verificando un pago de este cobro. Espere unos minutos y vuelva a consultar.',
  PERSONAL_LINK_INVALID: 'El enlace no es válido o ya venció. Ingrese su RUT para ver sus cobros.',
  RECEIPT_NOT_FOUND:
    'No encontramos ese comprobante. Confirme que es el apoderado con la fecha de nacimiento de un hijo o el enlace que le envió la escuela.',
  PORTAL_PROOF_REQUIRED:
    'Para continuar, confirme primero que es el apoderado: ingrese su RUT y la fecha de nacimiento de un hijo, o abra el enlace que le envió la escuela.',
  CONSENT_STUDENT_UNKNOWN: 'Ese alumno no está a su cargo en la escuela.',
  CONSENT_RUT_MISMATCH:
    'El RUT ingresado no es el suyo. Firme con su propio RUT, el del apoderado reconocido.',
  CONSENT_REFUSAL_NOT_ALLOWED:
    'El descargo de responsabilidad y el consentimiento de salud se aceptan o se dejan sin firmar; solo la autorización de fotos y videos se puede rechazar.',
  DOCUMENT_VERSION_CHANGED:
    'La escuela publicó una nueva versión de un documento mientras usted lo leía. Lea la versión vigente y firme de nuevo.',
  FAMILY_NOT_FOUND: 'No encontramos a ese apoderado.',
  DATA_REQUEST_ANSWERED: 'Esta solicitud ya fue respondida.',
  DATA_REQUEST_EXTENDED:
    'El plazo de esta solicitud ya se prorrogó una vez: la ley permite una sola prórroga.',
  MANUAL_PAYMENT_NOT_PENDING:
    'Solo se puede registrar un pago en un cobro pendiente: este cobro ya está pagado o anulado.',
  MANUAL_PAYMENT_AMOUNT_MISMATCH:
    'El monto debe ser igual al total del cobro: los pagos parciales no se registran.',
  MANUAL_PAYMENT_KHIPU_IN_PROGRESS:
    'Khipu está verificando un pago de este cobro en este momento. Espera unos minutos: si se confirma, el cobro quedará pagado.',
  MANUAL_PAYMENT_ANNULLED: 'Este pago ya fue anulado.',
  ISSUE_RESOLVED: 'Esto ya fue resuelto.',
  ISSUE_NEEDS_REFUND:
    'Este dinero se debe devolver al apoderado: devuélvelo por Khipu o por transferencia.',
  ISSUE_NOT_REFUNDABLE: 'Un pago revertido por el banco no se devuelve: el banco ya lo hizo.',
  REFUND_IN_PROGRESS:
    'Ya se está pidiendo esta devolución a Khipu. Revisa en Khipu si se hizo antes de marcarla.',
  KHIPU_REFUND_NOT_POSSIBLE:
    'Khipu ya no permite devolver este pago (ya lo transfirió a la escuela). Devuelve el dinero por transferencia y márcalo como devuelto.',
  PAYMENT_START_FAILED: 'Error al iniciar el pago. Intente de nuevo.',
  ONLINE_PAYMENT_UNAVAILABLE:
    'El pago en línea no está disponible temporalmente. Intente más tarde o contacte a la escuela.',
  KHIPU_SIGNATURE_INVALID: 'La firma de la notificación de Khipu no es válida.',
  KHIPU_UNAVAILABLE:
    'No se pudo consultar el pago en Khipu por ahora: hay que intentarlo más tarde.',
  FAMILY_HAS_PENDING_INVOICES:
    'La familia tiene cobros pendientes: regístralos pagados o anúlalos antes de eliminar sus datos (después nadie podría pagarlos ni reconocerlos).',
  FAMILY_PAYMENT_IN_PROGRESS:
    'Esta familia tiene un pago de Khipu en curso. Espera a que Khipu lo confirme o lo rechace (unos minutos) y vuelve a intentarlo.',
  GROUP_FULL:
    'El grupo está lleno: no quedan cupos libres. Ofrece el cupo desde la lista de espera cuando se libere uno.',
  ENQUIRY_NOT_WAITLISTED: 'Esta solicitud no está en la lista de espera de un grupo.',
  OFFER_NO_PLACE: 'No hay cupos libres en el grupo para ofrecer (o ya están ofrecidos).',
  OFFER_NOT_FIRST: 'Solo se puede ofrecer el cupo a quien va primero en la lista de espera.',
  OFFER_NO_CONTACT: 'Esta solicitud no tiene un contacto para ese medio (correo o celular).',
  OFFER_UNAVAILABLE:
    'Este enlace ya no es válido: la oferta venció, ya fue respondida o no existe. Escríbenos para saber si quedan cupos.',
  IMAGE_NOT_AN_IMAGE:
    'El archivo no es una imagen que podamos leer. Sube una foto JPEG, PNG o WebP.',
  IMAGE_TYPE_NOT_ALLOWED: 'Solo se aceptan fotos JPEG, PNG o WebP.',
  IMAGE_TOO_LARGE: 'La imagen es demasiado grande.',
  IMAGE_TOO_SMALL: 'La imagen es demasiado pequeña.',
  INTERNAL_ERROR:
    'Ocurrió un error inesperado en el servidor; hay que intentarlo de nuevo más tarde.',
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

/** 429 ACCOUNT_LOCKED telling when to try again (the Retry-After header carries the seconds). */
export const accountLockedDetail = (minutes: number) =>
  `Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en ${
    minutes <= 1 ? '1 minuto' : `${minutes} minutos`
  }.`

/** 429 PASSWORD_CHANGE_LOCKED telling when to try again (Retry-After carries the seconds). */
export const passwordChangeLockedDetail = (minutes: number) =>
  `Demasiados intentos con una contraseña actual incorrecta. Inténtalo de nuevo en ${
    minutes <= 1 ? '1 minuto' : `${minutes} minutos`
  }.`

/** 409 TIER_OVERLAP naming the saved tier a new or changed discount tier would share counts with. */
export const tierOverlapDetail = (min: number, max: number) =>
  `Se superpone con el nivel de ${min} a ${max} clases.`
export const tierNotInForceDetail = (day: string) =>
  `Ese nivel de descuento no está vigente el ${formatCalendarDay(day)}.`
export const tierSetEmptyDetail =
  'Es el único nivel vigente en esa fecha: para no dar descuento desde entonces, cámbialo a 0 %.'
