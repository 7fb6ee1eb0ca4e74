// Spanish text of the receipt (comprobante de pago), shared by the PDF and the printable page.

export const receiptText = {
  title: 'Comprobante de pago',
  payer: 'Apoderado',
  date: 'Fecha de pago',
  khipuId: 'Identificador de pago Khipu',
  phone: 'Teléfono',
  email: 'Correo',
  subtotal: 'Subtotal',
  total: 'Total pagado',
  note: 'Pago realizado en línea con Khipu. Este comprobante no es una boleta ni una factura.',
} as const
