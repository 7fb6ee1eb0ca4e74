-- Every counter's key now carries its school after its kind (plugins/login-throttle.ts): the same
-- RUT, e-mail or address is counted apart in each school. The counters already running were
-- counted before there were schools, so they go on as the first school's; 'account:' keys
-- carried their school already.
UPDATE "login_throttle"
   SET "key" = regexp_replace("key", '^(device|address|portal-rut|password-change|enquiry-address|enquiries):',
                              '\1:00000000-0000-4000-8000-000000000001:')
 WHERE "key" ~ '^(device|address|portal-rut|password-change|enquiry-address|enquiries):';
--> statement-breakpoint
UPDATE "login_throttle"
   SET "key" = regexp_replace("key", '^rate:([0-9]+):', 'rate:\1:00000000-0000-4000-8000-000000000001:')
 WHERE "key" ~ '^rate:[0-9]+:';
