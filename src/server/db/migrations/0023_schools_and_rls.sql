CREATE TYPE "public"."school_status" AS ENUM('active', 'suspended');
--> statement-breakpoint
CREATE TABLE "school_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" "school_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The school as a tenant. `app_school()` is the transaction's school, set by the database client
-- with set_config('app.school_id', id, true); with none set it is null and a fenced table shows
-- no row and takes none.
CREATE FUNCTION "app_school"() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.school_id', true), '')::uuid $$;
--> statement-breakpoint
-- Every row already here belongs to the deployment's first school (today's single school).
INSERT INTO "schools" ("id", "name") VALUES ('00000000-0000-4000-8000-000000000001', 'Escuela');
--> statement-breakpoint
SELECT set_config('app.school_id', '00000000-0000-4000-8000-000000000001', true);
--> statement-breakpoint
ALTER TABLE "class_session_aliases" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_students" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_teachers" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "session_students" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "session_teachers" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "class_prices" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "discount_tiers" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_prices" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "khipu_payments" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_issues" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "service_fee" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "transport_price" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sync_devices" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "card_deliveries" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "emergency_cards" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "school_holidays" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "boletas" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "school_documents" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_images" ADD COLUMN "school_id" uuid DEFAULT app_school() NOT NULL;
--> statement-breakpoint
ALTER TABLE "khipu_payments" DROP CONSTRAINT "khipu_payments_khipu_payment_id_unique";
--> statement-breakpoint
ALTER TABLE "service_fee" DROP CONSTRAINT "service_fee_valid_from_unique";
--> statement-breakpoint
ALTER TABLE "transport_price" DROP CONSTRAINT "transport_price_valid_from_unique";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "school_holidays" DROP CONSTRAINT "school_holidays_day_uq";
--> statement-breakpoint
ALTER TABLE "site_images" DROP CONSTRAINT "site_images_hash_unique";
--> statement-breakpoint
DROP INDEX "class_session_aliases_session_idx";
--> statement-breakpoint
DROP INDEX "class_session_aliases_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "class_sessions_date_idx";
--> statement-breakpoint
DROP INDEX "class_sessions_group_idx";
--> statement-breakpoint
DROP INDEX "class_sessions_version_idx";
--> statement-breakpoint
DROP INDEX "class_sessions_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "class_sessions_group_start_uq";
--> statement-breakpoint
DROP INDEX "group_students_student_idx";
--> statement-breakpoint
DROP INDEX "group_students_version_idx";
--> statement-breakpoint
DROP INDEX "group_students_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "group_teachers_teacher_idx";
--> statement-breakpoint
DROP INDEX "group_teachers_version_idx";
--> statement-breakpoint
DROP INDEX "group_teachers_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "groups_version_idx";
--> statement-breakpoint
DROP INDEX "groups_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "session_students_student_idx";
--> statement-breakpoint
DROP INDEX "session_students_version_idx";
--> statement-breakpoint
DROP INDEX "session_students_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "session_teachers_teacher_idx";
--> statement-breakpoint
DROP INDEX "session_teachers_version_idx";
--> statement-breakpoint
DROP INDEX "session_teachers_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "users_rut_role_active_uq";
--> statement-breakpoint
DROP INDEX "users_staff_email_active_uq";
--> statement-breakpoint
DROP INDEX "users_rut_idx";
--> statement-breakpoint
DROP INDEX "users_supporter_idx";
--> statement-breakpoint
DROP INDEX "users_version_idx";
--> statement-breakpoint
DROP INDEX "users_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "class_prices_type_valid_from_uq";
--> statement-breakpoint
DROP INDEX "discount_tiers_valid_from_idx";
--> statement-breakpoint
DROP INDEX "group_prices_group_valid_from_uq";
--> statement-breakpoint
DROP INDEX "invoices_student_period_uq";
--> statement-breakpoint
DROP INDEX "invoices_payer_idx";
--> statement-breakpoint
DROP INDEX "invoices_period_status_idx";
--> statement-breakpoint
DROP INDEX "khipu_payments_status_idx";
--> statement-breakpoint
DROP INDEX "manual_payments_invoice_idx";
--> statement-breakpoint
DROP INDEX "manual_payments_live_uq";
--> statement-breakpoint
DROP INDEX "payment_attempts_invoice_idx";
--> statement-breakpoint
DROP INDEX "payment_attempts_status_idx";
--> statement-breakpoint
DROP INDEX "payment_attempts_payment_idx";
--> statement-breakpoint
DROP INDEX "payment_attempts_khipu_idx";
--> statement-breakpoint
DROP INDEX "payment_attempts_open_invoice_uq";
--> statement-breakpoint
DROP INDEX "payment_issues_attempt_kind_uq";
--> statement-breakpoint
DROP INDEX "payment_issues_payment_kind_uq";
--> statement-breakpoint
DROP INDEX "payment_issues_open_idx";
--> statement-breakpoint
DROP INDEX "audit_log_at_idx";
--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";
--> statement-breakpoint
DROP INDEX "idempotency_keys_user_key_uq";
--> statement-breakpoint
DROP INDEX "idempotency_keys_created_idx";
--> statement-breakpoint
DROP INDEX "refresh_tokens_family_idx";
--> statement-breakpoint
DROP INDEX "refresh_tokens_user_idx";
--> statement-breakpoint
DROP INDEX "enquiries_created_idx";
--> statement-breakpoint
DROP INDEX "enquiries_waitlist_idx";
--> statement-breakpoint
DROP INDEX "enquiries_offer_token_idx";
--> statement-breakpoint
DROP INDEX "reminders_guardian_sent_idx";
--> statement-breakpoint
DROP INDEX "card_deliveries_student_idx";
--> statement-breakpoint
DROP INDEX "card_deliveries_last_idx";
--> statement-breakpoint
DROP INDEX "emergency_cards_sync_xid_idx";
--> statement-breakpoint
DROP INDEX "boletas_khipu_payment_uq";
--> statement-breakpoint
DROP INDEX "boletas_manual_payment_uq";
--> statement-breakpoint
DROP INDEX "boletas_credit_note_uq";
--> statement-breakpoint
DROP INDEX "boletas_due_idx";
--> statement-breakpoint
DROP INDEX "boletas_issue_date_idx";
--> statement-breakpoint
DROP INDEX "data_requests_status_due_idx";
--> statement-breakpoint
DROP INDEX "data_requests_guardian_idx";
--> statement-breakpoint
DROP INDEX "document_signatures_student_idx";
--> statement-breakpoint
DROP INDEX "document_signatures_guardian_idx";
--> statement-breakpoint
DROP INDEX "school_documents_kind_from_uq";
--> statement-breakpoint
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_run_key_pk";
--> statement-breakpoint
ALTER TABLE "site_content" DROP CONSTRAINT "site_content_pkey";
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_school_id_job_run_key_pk" PRIMARY KEY("school_id","job","run_key");
--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_school_id_section_pk" PRIMARY KEY("school_id","section");
--> statement-breakpoint
ALTER TABLE "school_domains" ADD CONSTRAINT "school_domains_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_session_aliases" ADD CONSTRAINT "class_session_aliases_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_teachers" ADD CONSTRAINT "group_teachers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_students" ADD CONSTRAINT "session_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_teachers" ADD CONSTRAINT "session_teachers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_prices" ADD CONSTRAINT "class_prices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_tiers" ADD CONSTRAINT "discount_tiers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_prices" ADD CONSTRAINT "group_prices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "khipu_payments" ADD CONSTRAINT "khipu_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_fee" ADD CONSTRAINT "service_fee_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_price" ADD CONSTRAINT "transport_price_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_devices" ADD CONSTRAINT "sync_devices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_deliveries" ADD CONSTRAINT "card_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "emergency_cards" ADD CONSTRAINT "emergency_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boletas" ADD CONSTRAINT "boletas_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_documents" ADD CONSTRAINT "school_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "class_session_aliases_session_idx" ON "class_session_aliases" USING btree ("school_id","session_id");
--> statement-breakpoint
CREATE INDEX "class_session_aliases_sync_xid_idx" ON "class_session_aliases" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE INDEX "class_sessions_date_idx" ON "class_sessions" USING btree ("school_id","session_date");
--> statement-breakpoint
CREATE INDEX "class_sessions_group_idx" ON "class_sessions" USING btree ("school_id","group_id");
--> statement-breakpoint
CREATE INDEX "class_sessions_version_idx" ON "class_sessions" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "class_sessions_sync_xid_idx" ON "class_sessions" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_group_start_uq" ON "class_sessions" USING btree ("school_id","group_id","session_date") WHERE "class_sessions"."deleted_at" is null and "class_sessions"."group_id" is not null;
--> statement-breakpoint
CREATE INDEX "group_students_student_idx" ON "group_students" USING btree ("school_id","student_id");
--> statement-breakpoint
CREATE INDEX "group_students_version_idx" ON "group_students" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "group_students_sync_xid_idx" ON "group_students" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE INDEX "group_teachers_teacher_idx" ON "group_teachers" USING btree ("school_id","teacher_id");
--> statement-breakpoint
CREATE INDEX "group_teachers_version_idx" ON "group_teachers" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "group_teachers_sync_xid_idx" ON "group_teachers" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE INDEX "groups_version_idx" ON "groups" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "groups_sync_xid_idx" ON "groups" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE INDEX "session_students_student_idx" ON "session_students" USING btree ("school_id","student_id");
--> statement-breakpoint
CREATE INDEX "session_students_version_idx" ON "session_students" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "session_students_sync_xid_idx" ON "session_students" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE INDEX "session_teachers_teacher_idx" ON "session_teachers" USING btree ("school_id","teacher_id");
--> statement-breakpoint
CREATE INDEX "session_teachers_version_idx" ON "session_teachers" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "session_teachers_sync_xid_idx" ON "session_teachers" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_rut_role_active_uq" ON "users" USING btree ("school_id","rut","role") WHERE "users"."active" and "users"."rut" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_email_active_uq" ON "users" USING btree ("school_id",lower("email")) WHERE "users"."active" and "users"."role" in ('superadmin', 'admin', 'teacher');
--> statement-breakpoint
CREATE INDEX "users_rut_idx" ON "users" USING btree ("school_id","rut");
--> statement-breakpoint
CREATE INDEX "users_supporter_idx" ON "users" USING btree ("school_id","supporter_id");
--> statement-breakpoint
CREATE INDEX "users_version_idx" ON "users" USING btree ("school_id","version");
--> statement-breakpoint
CREATE INDEX "users_sync_xid_idx" ON "users" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE UNIQUE INDEX "class_prices_type_valid_from_uq" ON "class_prices" USING btree ("school_id","class_type","valid_from");
--> statement-breakpoint
CREATE INDEX "discount_tiers_valid_from_idx" ON "discount_tiers" USING btree ("school_id","valid_from");
--> statement-breakpoint
CREATE UNIQUE INDEX "group_prices_group_valid_from_uq" ON "group_prices" USING btree ("school_id","group_id","valid_from");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_student_period_uq" ON "invoices" USING btree ("school_id","student_id","billing_period") WHERE "invoices"."status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "invoices_payer_idx" ON "invoices" USING btree ("school_id","payer_id");
--> statement-breakpoint
CREATE INDEX "invoices_period_status_idx" ON "invoices" USING btree ("school_id","billing_period","status");
--> statement-breakpoint
CREATE INDEX "khipu_payments_status_idx" ON "khipu_payments" USING btree ("school_id","status");
--> statement-breakpoint
CREATE INDEX "manual_payments_invoice_idx" ON "manual_payments" USING btree ("school_id","invoice_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "manual_payments_live_uq" ON "manual_payments" USING btree ("school_id","invoice_id") WHERE "manual_payments"."annulled_at" is null;
--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_idx" ON "payment_attempts" USING btree ("school_id","invoice_id");
--> statement-breakpoint
CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("school_id","status");
--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("school_id","payment_id");
--> statement-breakpoint
CREATE INDEX "payment_attempts_khipu_idx" ON "payment_attempts" USING btree ("school_id","khipu_payment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_open_invoice_uq" ON "payment_attempts" USING btree ("school_id","invoice_id") WHERE "payment_attempts"."status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_issues_attempt_kind_uq" ON "payment_issues" USING btree ("school_id","attempt_id","kind") WHERE "payment_issues"."attempt_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_issues_payment_kind_uq" ON "payment_issues" USING btree ("school_id","payment_id","kind") WHERE "payment_issues"."attempt_id" is null;
--> statement-breakpoint
CREATE INDEX "payment_issues_open_idx" ON "payment_issues" USING btree ("school_id","created_at") WHERE "payment_issues"."resolved_at" is null;
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("school_id","at");
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("school_id","entity","entity_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_uq" ON "idempotency_keys" USING btree ("school_id","user_id","key");
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("school_id","created_at");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("school_id","family_id");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("school_id","user_id");
--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("school_id","created_at");
--> statement-breakpoint
CREATE INDEX "enquiries_waitlist_idx" ON "enquiries" USING btree ("school_id","group_id","created_at") WHERE "enquiries"."waitlist";
--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_offer_token_idx" ON "enquiries" USING btree ("school_id","offer_token_hash");
--> statement-breakpoint
CREATE INDEX "reminders_guardian_sent_idx" ON "reminders" USING btree ("school_id","guardian_id","sent_at");
--> statement-breakpoint
CREATE INDEX "card_deliveries_student_idx" ON "card_deliveries" USING btree ("school_id","student_id");
--> statement-breakpoint
CREATE INDEX "card_deliveries_last_idx" ON "card_deliveries" USING btree ("school_id","last_at");
--> statement-breakpoint
CREATE INDEX "emergency_cards_sync_xid_idx" ON "emergency_cards" USING btree ("school_id","sync_xid");
--> statement-breakpoint
CREATE UNIQUE INDEX "boletas_khipu_payment_uq" ON "boletas" USING btree ("school_id","khipu_payment_id") WHERE "boletas"."khipu_payment_id" is not null and "boletas"."type" <> 61;
--> statement-breakpoint
CREATE UNIQUE INDEX "boletas_manual_payment_uq" ON "boletas" USING btree ("school_id","manual_payment_id") WHERE "boletas"."manual_payment_id" is not null and "boletas"."type" <> 61;
--> statement-breakpoint
CREATE UNIQUE INDEX "boletas_credit_note_uq" ON "boletas" USING btree ("school_id","credits_boleta_id") WHERE "boletas"."credits_boleta_id" is not null;
--> statement-breakpoint
CREATE INDEX "boletas_due_idx" ON "boletas" USING btree ("school_id","next_attempt_at") WHERE "boletas"."status" = 'queued';
--> statement-breakpoint
CREATE INDEX "boletas_issue_date_idx" ON "boletas" USING btree ("school_id","issue_date");
--> statement-breakpoint
CREATE INDEX "data_requests_status_due_idx" ON "data_requests" USING btree ("school_id","status","due_on");
--> statement-breakpoint
CREATE INDEX "data_requests_guardian_idx" ON "data_requests" USING btree ("school_id","guardian_id");
--> statement-breakpoint
CREATE INDEX "document_signatures_student_idx" ON "document_signatures" USING btree ("school_id","student_id","signed_at");
--> statement-breakpoint
CREATE INDEX "document_signatures_guardian_idx" ON "document_signatures" USING btree ("school_id","guardian_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "school_documents_kind_from_uq" ON "school_documents" USING btree ("school_id","kind","valid_from");
--> statement-breakpoint
ALTER TABLE "khipu_payments" ADD CONSTRAINT "khipu_payments_khipu_payment_id_unique" UNIQUE("school_id","khipu_payment_id");
--> statement-breakpoint
ALTER TABLE "service_fee" ADD CONSTRAINT "service_fee_valid_from_unique" UNIQUE("school_id","valid_from");
--> statement-breakpoint
ALTER TABLE "transport_price" ADD CONSTRAINT "transport_price_valid_from_unique" UNIQUE("school_id","valid_from");
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("school_id","token_hash");
--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_day_uq" UNIQUE("school_id","day");
--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_hash_unique" UNIQUE("school_id","hash");
--> statement-breakpoint
-- Fences a table: only the transaction's school's rows are seen, and only they may be written,
-- even by the table's owner (FORCE). Later migrations call it on each new table of a school.
CREATE FUNCTION "fence_school_table"(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY school_fence ON %s USING (school_id = app_school()) WITH CHECK (school_id = app_school())',
    target);
END $$;
--> statement-breakpoint
SELECT "fence_school_table"(c.oid)
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'school_id' AND NOT a.attisdropped
 WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'school_domains';
--> statement-breakpoint
-- The role the application works as: it owns nothing, cannot bypass the fences, and only reads
-- the platform's tables (schools and their hosts are written by the operator's commands).
DO $$
BEGIN
  CREATE ROLE "school_app" NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO "school_app";
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO "school_app";
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "schools", "school_domains" FROM "school_app";
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO "school_app";
--> statement-breakpoint
-- Tables and sequences later migrations create are the application's to use too (fencing each
-- new table of a school stays a migration's own step: fence_school_table).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "school_app";
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO "school_app";
