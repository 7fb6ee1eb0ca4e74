// The app's version as the build knows it: package.json's, the same one the server reports on
// /api/health. Only `version` is taken from the file (Vite imports JSON fields one by one).
import { version } from '../../../package.json'

export const APP_VERSION: string = version
