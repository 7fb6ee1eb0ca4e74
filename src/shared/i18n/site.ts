// The Spanish messages of the site editor's checks (tú: only admins edit the site) and of the
// image upload's refusals.

export const siteMessages = {
  sectionInvalid: 'Esa sección del sitio no existe.',
  sectionMismatch: 'Los campos enviados no corresponden a esa sección del sitio.',
  textRequired: 'Este texto es obligatorio.',
  nameRequired: 'Escribe el nombre.',
  listTooLong: (max: number) => `La lista admite hasta ${max} elementos.`,
  agreedRequired:
    'Solo aparecen en el sitio quienes aceptaron: marca "Acepta aparecer en el sitio" o quita a esta persona.',
  urlInvalid: 'Escribe una dirección web que empiece con http:// o https://.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  imageInvalid: 'La imagen elegida no es válida.',
  imageNotAnImage: 'El archivo no es una imagen que podamos leer. Sube una foto JPEG, PNG o WebP.',
  imageTypeNotAllowed: 'Solo se aceptan fotos JPEG, PNG o WebP (no SVG, GIF ni otros formatos).',
  imageTooLarge: (mb: number) => `La imagen pesa más de ${mb} MB. Achícala o elige otra.`,
  imageTooNarrow: (px: number) =>
    `La imagen es muy pequeña: debe tener al menos ${px} píxeles de ancho.`,
  imageTooManyPixels: (megapixels: number) =>
    `La imagen tiene demasiados píxeles (más de ${megapixels} megapíxeles). Achícala o elige otra.`,
  imageEmpty: 'No llegó ninguna imagen. Elige un archivo e inténtalo de nuevo.',
} as const
