// How many offline changes this tab has committed (mutations.ts counts each once its transaction
// is done). A store read records the count when it starts: a read that started at or after a
// change's count was taken after that change, so it shows it — how the roster knows the store has
// caught up with a tap, whatever order the live reads arrive in.
let committed = 0

export const committedWrites = (): number => committed

export function countCommittedWrite(): void {
  committed += 1
}
