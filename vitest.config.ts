import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { chileHolidays } from './scripts/chile-holidays-plugin.ts'
import { postgresServers } from './tests/server/helpers/postgres-servers.ts'

const servers = postgresServers()

export default defineConfig({
  plugins: [react(), chileHolidays()],
  test: {
    // Vitest's default leaves a core idle (one worker on a 2-core machine); the API tests wait on
    // their databases and servers often enough that two workers per core pair pay. On PostgreSQL
    // one file at a time per server: a sync pull's horizon is the oldest transaction running
    // anywhere on the server (server/sync/sync-cursor.ts), so another file's transaction, in its
    // own database, would make a test's 'nothing changed' pull send its rows again. With several
    // servers (TEST_DATABASE_URLS), one worker each (tests/server/helpers/postgres-servers.ts).
    maxWorkers: servers.length > 0 ? servers.length : Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A screen's test clicks through several renders; on a loaded 2-core machine beside the
          // API tests one took 5.2 s, past Vitest's 5 s default.
          testTimeout: 15_000,
          setupFiles: ['src/app/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          setupFiles: ['tests/server/helpers/worker-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
})
