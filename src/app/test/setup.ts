// Setup of the unit project: Testing Library waits up to 5 s for what a screen shows, not 1 s,
// because CI shares two cores with database-backed suites and a busy runner is not a failure.
import { configure } from '@testing-library/dom'

configure({ asyncUtilTimeout: 5_000 })
