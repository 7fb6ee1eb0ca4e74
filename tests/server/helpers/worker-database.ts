// Runs in each API test worker before its files: names the worker's own PostgreSQL server as
// TEST_DATABASE_URL, which is what the tests and their helpers read (postgres-servers.ts).
import { postgresServers, serverOfWorker } from './postgres-servers.ts'

const server = serverOfWorker(postgresServers(), process.env.VITEST_POOL_ID)
if (server) process.env.TEST_DATABASE_URL = server
