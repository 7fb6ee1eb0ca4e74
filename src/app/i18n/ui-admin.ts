// Spanish strings of the admin-only staff screens: Resumen mensual, Pagos pendientes (with the
// monthly billing run), Tarifas, and the inactivity modal every staff user sees.

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

export const uiAdmin = {
  offlineReadOnly:
    'Sin conexión: estás viendo los últimos datos cargados y no puedes guardar cambios.',

  dashboard: {
    period: 'Mes',
    payments: 'Pagos del mes',
    totalBillings: 'Total facturado',
    pendingPayments: 'Pagos pendientes',
    completedPayments: 'Pagos completados',
    classes: 'Clases del mes',
    totalClasses: 'Clases',
    cancelledClasses: (n: number) =>
      n === 1 ? '1 clase cancelada (no se cobra).' : `${n} clases canceladas (no se cobran).`,
    uniqueStudents: 'Alumnos únicos',
    meanClasses: 'Promedio de clases por alumno',
    transportUsage: 'Uso de transporte',
    byGroup: 'Clases por grupo',
    group: 'Grupo',
    count: 'Clases',
    noGroups: 'No hay clases registradas en este mes.',
    paidByMethod: 'Pagado por medio de pago',
    outsideGroups: {
      other: 'Paseos (sin grupo)',
      one_to_one: 'Particulares (sin grupo)',
      group: 'Clases grupales sin grupo',
    },
    classesTotal: 'Total de clases',
    paymentsError: 'No se pudo cargar el resumen de pagos.',
    classesError: 'No se pudo cargar el resumen de asistencia.',
  },

  invoices: {
    caption: 'Pagos pendientes',
    period: 'Período de facturación',
    total: 'Monto total',
    status: 'Estado',
    payer: 'Pagador',
    student: 'Alumno',
    totalPending: (amount: string) => `Total pendiente: ${amount}`,
    loadError: 'No se pudieron cargar los pagos pendientes.',
    empty: 'No hay pagos pendientes.',
  },

  billing: {
    title: 'Generar cobros del mes',
    intro:
      'Calcula los cobros de un mes ya terminado según la asistencia y las tarifas vigentes. Los cobros pagados no cambian.',
    period: 'Mes a cobrar',
    preview: 'Vista previa',
    previewing: 'Calculando...',
    generate: 'Generar cobros',
    generating: 'Generando...',
    confirmTitle: 'Generar cobros',
    confirmMessage: (period: string) =>
      `Se crearán, actualizarán o anularán los cobros pendientes de ${period}. ¿Deseas continuar?`,
    confirm: 'Generar',
    previewTitle: (period: string) => `Vista previa de ${period}`,
    created: 'Nuevos',
    updated: 'Actualizados',
    cancelled: 'Anulados',
    unchanged: 'Sin cambios',
    skipped: 'Omitidos (pago en curso)',
    periodTotal: (amount: string) => `Total del mes después de generar: ${amount}`,
    changesCaption: 'Cobros que cambiarían',
    noChanges: 'No hay cambios: los cobros de este mes ya están al día.',
    action: 'Cambio',
    actions: { create: 'Nuevo', update: 'Actualizado', cancel: 'Anulado', skip: 'Omitido' },
    amount: 'Monto',
    previous: (amount: string) => `antes ${amount}`,
    previewError: 'No se pudo calcular la vista previa.',
    generateError: 'No se pudieron generar los cobros.',
    success: (
      period: string,
      created: number,
      updated: number,
      cancelled: number,
      skipped: number,
    ) =>
      `Cobros de ${period} generados: ${created} ${plural(created, 'nuevo', 'nuevos')}, ` +
      `${updated} ${plural(updated, 'actualizado', 'actualizados')}, ` +
      `${cancelled} ${plural(cancelled, 'anulado', 'anulados')}` +
      (skipped > 0
        ? `; ${skipped} ${plural(skipped, 'omitido', 'omitidos')} por pago en curso.`
        : '.'),
  },

  prices: {
    loadError: 'No se pudieron cargar los precios. Inténtalo de nuevo.',
    classPrices: 'Precios de clases',
    classPricesHint: 'Precio por clase asistida, en pesos.',
    classTypes: { group: 'Grupal', one_to_one: 'Particular', other: 'Paseo' },
    priceOf: (type: string) => `Precio ${type}`,
    notSet: 'Sin precio fijado.',
    current: (amount: string) => `Vigente: ${amount}`,
    validFrom: 'Vigente desde',
    validFromHint:
      'Los cambios que guardes en esta página rigen desde esta fecha: por omisión, el 1 del próximo mes. Para corregir el mes en curso, elige hoy o un día anterior. Cada mes se cobra con los precios vigentes en su último día.',
    scheduled: (amount: string, day: string) => `Programado: ${amount} desde el ${day}`,
    history: 'Historial',
    historyEntry: (amount: string, day: string) => `${amount} desde el ${day}`,
    tierSetScheduled: (day: string) => `Niveles programados desde el ${day}`,
    tierSetFrom: (day: string) => `Desde el ${day}`,
    tierSetEmpty: 'Sin niveles',
    tierSummary: (min: number, max: number, percent: string) =>
      `${min} - ${max} clases: ${percent} %`,
    exempt: 'Exento de IVA',
    taxHint:
      'Las clases con instructor son exentas (art. 13 N°4 Ley del IVA). Transporte y cargo por servicio: consulta a tu contador.',
    /** How a price's tax flag reads after its amount: '$3.000 · Afecto (IVA incluido)'. */
    tax: (exempt: boolean) => (exempt ? 'Exento de IVA' : 'Afecto (IVA incluido)'),
    classSaved: (type: string) => `Precio de ${type} actualizado correctamente.`,
    classFailed: 'No se pudo guardar el precio de la clase.',
    transport: {
      title: 'Precio por transporte',
      hint: 'Se suma por cada clase en que el alumno usó el transporte.',
      label: 'Precio por clase con transporte',
      savedText: 'Precio de transporte actualizado correctamente.',
      failedText: 'No se pudo actualizar el precio de transporte.',
    },
    serviceFee: {
      title: 'Cobro por servicio',
      hint: 'Monto fijo que se agrega a cada cobro mensual.',
      label: 'Cobro por servicio',
      savedText: 'Cobro por servicio actualizado correctamente.',
      failedText: 'No se pudo actualizar el cobro por servicio.',
    },
    tiers: 'Niveles de descuento',
    tiersHint: 'Descuento sobre las clases del mes según cuántas asistió el alumno.',
    tierRange: (min: number, max: number) => `${min} - ${max} clases`,
    tierPercent: (min: number, max: number) => `Descuento de ${min} a ${max} clases (%)`,
    noTiers: 'No hay niveles de descuento.',
    newTier: 'Nuevo nivel',
    minClasses: 'Mínimo de clases',
    maxClasses: 'Máximo de clases',
    percent: 'Descuento (%)',
    add: 'Agregar',
    tierSaved: 'Nivel de descuento guardado correctamente.',
    tierDeleted: 'Nivel de descuento eliminado.',
    tierFailed: 'Error al guardar el nivel de descuento.',
    tierDeleteFailed: 'No se pudo eliminar el nivel de descuento.',
    deleteTitle: 'Eliminar nivel de descuento',
    deleteMessage: (min: number, max: number) =>
      `¿Eliminar el descuento de ${min} a ${max} clases? Los cobros ya generados no cambian.`,
  },
} as const

/** WhatsApp to many, one chat at a time (components/whatsapp-one-by-one). */
export const uiOneByOne = {
  counts: (prepared: number, opened: number, skipped: number) =>
    [
      prepared === 1 ? '1 preparado' : `${prepared} preparados`,
      opened === 1 ? '1 abierto' : `${opened} abiertos`,
      skipped === 1 ? '1 saltado' : `${skipped} saltados`,
    ].join(' · '),
  current: (position: number, total: number) => `${position} de ${total}:`,
  open: (position: number, total: number) => `Abrir WhatsApp (${position} de ${total})`,
  next: (position: number, total: number) => `Siguiente (${position} de ${total})`,
  skip: 'Saltar',
  finish: 'Terminar',
  close: 'Cerrar',
  done: (opened: number, skipped: number) =>
    `Listo: ${opened === 1 ? '1 abierto' : `${opened} abiertos`}, ${skipped === 1 ? '1 saltado' : `${skipped} saltados`}.`,
  opened: (name: string) => `Se abrió WhatsApp con el mensaje para ${name}: envíalo desde el chat.`,
  openAgain: (name: string) => `Si no se abrió, abre el chat de ${name}`,
} as const
