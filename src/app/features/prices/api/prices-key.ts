// The query key every Tarifas read starts with: a save refreshes the amounts in force and the
// history at once (a change may be scheduled, so both can differ).
export const PRICES_KEY = ['prices'] as const
