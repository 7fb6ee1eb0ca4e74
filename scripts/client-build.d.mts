export function clientIsStale(): boolean
export function buildClientIfStale(): Promise<boolean>
