-- A row may only name a row of its own school: every foreign key from one school table to another
-- becomes (school_id, column) → (school_id, id), so a write naming another school's id is refused
-- by the key itself, whatever the code checked before. The referenced tables get the unique
-- (school_id, id) such a key needs. Drizzle's schema keeps describing the single-column keys; the
-- meta-test (school-fence.test.ts) reads the database's.
DO $$
DECLARE
  target regclass;
  key record;
BEGIN
  FOR target IN
    SELECT DISTINCT k.confrelid::regclass
      FROM pg_constraint k
      JOIN pg_attribute s ON s.attrelid = k.conrelid AND s.attname = 'school_id'
      JOIN pg_attribute t ON t.attrelid = k.confrelid AND t.attname = 'school_id'
     WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1
       AND k.confrelid <> 'schools'::regclass AND k.conrelid <> 'school_domains'::regclass
  LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I UNIQUE (school_id, id)',
                   target, replace(target::text, '"', '') || '_school_id_id_unique');
  END LOOP;
  FOR key IN
    SELECT k.conname, k.conrelid::regclass AS source, k.confrelid::regclass AS target,
           a.attname AS source_column, b.attname AS target_column
      FROM pg_constraint k
      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      JOIN pg_attribute b ON b.attrelid = k.confrelid AND b.attnum = k.confkey[1]
      JOIN pg_attribute s ON s.attrelid = k.conrelid AND s.attname = 'school_id'
      JOIN pg_attribute t ON t.attrelid = k.confrelid AND t.attname = 'school_id'
     WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1
       AND k.confrelid <> 'schools'::regclass AND k.conrelid <> 'school_domains'::regclass
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', key.source, key.conname);
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I FOREIGN KEY (school_id, %I) REFERENCES %s (school_id, %I)',
                   key.source, key.conname, key.source_column, key.target, key.target_column);
  END LOOP;
END $$;
--> statement-breakpoint
-- Statistics for the new school_id columns now: migration 0023 filled them without writing a
-- row, so autovacuum would never look, and without them the planner takes the one school for a
-- rare value and plans every fenced query through it.
ANALYZE;
