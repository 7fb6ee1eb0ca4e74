// Which tables the family export reads (privacy-export-data.ts): every table with a column naming a
// person is listed, exported or excluded with a reason; a test holds the list to the schema.
import type { ExportSectionKey } from '#shared/i18n/privacy.ts'

/**
 * Every table with a column referencing `users`: `exported` names the section that carries the
 * family's rows and, for each such column, whether it names the family (how rows are found) or
 * a staff member (left out of the row); `excluded` says why the family has no rows there.
 */
export const EXPORT_COVERAGE: {
  exported: Record<
    string,
    { section: ExportSectionKey; columns: Record<string, 'family' | 'staff'> }
  >
  excluded: Record<string, string>
} = {
  exported: {
    users: { section: 'children', columns: { supporter_id: 'family' } },
    group_students: { section: 'groups', columns: { student_id: 'family' } },
    session_students: { section: 'attendance', columns: { student_id: 'family' } },
    class_sessions: { section: 'attendance', columns: { created_by: 'staff' } },
    invoices: { section: 'invoices', columns: { student_id: 'family', payer_id: 'family' } },
    manual_payments: {
      section: 'manual_payments',
      columns: { recorded_by: 'staff', annulled_by: 'staff' },
    },
    payment_issues: { section: 'payment_issues', columns: { resolved_by: 'staff' } },
    document_signatures: {
      section: 'signatures',
      columns: { guardian_id: 'family', student_id: 'family' },
    },
    reminders: { section: 'reminders', columns: { guardian_id: 'family', sent_by: 'staff' } },
    emergency_cards: {
      section: 'emergency_cards',
      columns: { student_id: 'family', consent_recorded_by: 'staff' },
    },
    card_deliveries: {
      section: 'card_deliveries',
      columns: { student_id: 'family', user_id: 'staff' },
    },
    audit_log: { section: 'card_reads', columns: { actor_id: 'staff' } },
    enquiries: { section: 'enquiries', columns: { student_id: 'family' } },
    data_requests: {
      section: 'data_requests',
      columns: { guardian_id: 'family', resolved_by: 'staff' },
    },
  },
  excluded: {
    group_teachers: 'Which teachers teach a group: staff data (the child’s groups are exported).',
    session_teachers:
      'Which teachers taught a class: staff data (the child’s classes are exported).',
    class_session_aliases: 'Other ids a class is known by on staff devices: internal.',
    refresh_tokens: 'Staff sign-in sessions: guardians and students have no account.',
    idempotency_keys: 'Replays of staff writes: internal, and guardians have no account.',
    sync_devices: 'Staff devices’ sync counters: internal.',
    school_holidays: 'The school’s own holidays, naming the admin who added them.',
    site_content: 'The school’s public site, naming the admin who edited each section.',
    site_images: 'Images of the school’s public site, naming the admin who uploaded each.',
    school_documents:
      'The school’s own texts (public at /terms and /privacy); each signed version is named in the signatures with its hash.',
  },
}
