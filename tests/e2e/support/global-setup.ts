// Builds the PWA once before the browser suite, so each test's server starts without building.
import { buildClientIfStale } from '../../../scripts/client-build.mjs'

export default async function setup() {
  await buildClientIfStale()
}
