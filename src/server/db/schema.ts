// The whole data model (DESIGN §5), one module per area; imported as one schema by Drizzle,
// drizzle-kit and the queries. People/groups/sessions are synced to the PWA (see people.ts).
export {
  attendanceStatusEnum,
  cancelReasonEnum,
  classTypeEnum,
  idempotencyStatusEnum,
  invoiceStatusEnum,
  paymentStatusEnum,
  roleEnum,
} from './schema/columns.ts'
export * from './schema/schools.ts'
export * from './schema/people.ts'
export * from './schema/billing.ts'
export * from './schema/system.ts'
export * from './schema/families.ts'
export * from './schema/emergency.ts'
export * from './schema/holidays.ts'
export * from './schema/boletas.ts'
export * from './schema/consent.ts'
export * from './schema/site.ts'
