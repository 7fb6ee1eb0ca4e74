// Spanish strings of 'Boletas' (admins): the month's SII documents with their state, the retry of a
// refused one, its PDF and the month's sales book for the accountant. Document and state names
// come from src/shared/i18n/boletas.ts.

export const uiBoletas = {
  menu: 'Boletas',
  title: 'Boletas',
  month: 'Mes',
  /** The short names of the table; the sales book keeps the SII's full ones. */
  shortTypes: { 39: 'Boleta', 41: 'Boleta exenta', 61: 'Nota de crédito' },
  caption: 'Boletas y notas de crédito del mes',
  type: 'Tipo',
  folio: 'Folio',
  noFolio: '—',
  date: 'Fecha',
  receiver: 'Receptor',
  total: 'Total',
  payment: 'Medio de pago',
  state: 'Estado',
  actions: 'Acciones',
  monthTotal: (total: string) => `Total del mes: ${total}`,
  documents: (count: number) => (count === 1 ? '1 documento' : `${count} documentos`),
  creditedBy: (folio: number) => `Nota de crédito N° ${folio}`,
  credits: (folio: number) => `Anula la boleta N° ${folio}`,
  noProvider:
    'No hay proveedor de boletas configurado: estos documentos deben emitirse fuera del sistema.',
  empty: 'No hay boletas en este mes. Aparecen aquí cuando se registra un pago.',
  loadError: 'No se pudieron cargar las boletas.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  retryOf: (receiver: string) => `Reintentar la boleta de ${receiver}`,
  retried: 'Boleta enviada de nuevo al proveedor.',
  retryError: 'No se pudo reintentar la boleta. Inténtalo de nuevo.',
  pdf: 'Ver PDF',
  pdfOf: (type: string, folio: number | null) => `Ver PDF de ${type} N° ${folio ?? '—'}`,
  pdfFileName: (type: number, folio: number | null) => `dte-${type}-${folio ?? ''}.pdf`,
  pdfError: 'No se pudo abrir el PDF.',
  bookTitle: 'Libro de ventas',
  bookIntro: 'Todos los documentos del mes, para el contador.',
  bookXlsx: 'Libro del mes (Excel)',
  bookCsv: 'Libro del mes (CSV)',
  downloading: 'Descargando…',
  bookError: 'No se pudo descargar el libro del mes.',
}
