// The bench's guard (DESIGN §10): each figure that has a budget is recorded here where it is
// printed, and `npm run bench` (or a bench file run alone) ends with their summary and exits
// non-zero when a figure is past GUARD_FACTOR times its budget. The budgets stay reported figures
// (a figure over its budget is printed as such); only a regression of that size fails the run.
export const GUARD_FACTOR = 3

export interface BudgetFigure {
  label: string
  /** What was measured, in `unit`. */
  value: number
  budget: number
  unit: string
  /** Throughputs and scores: the budget is a floor, not a ceiling. */
  higherIsBetter?: boolean
}

const figures: BudgetFigure[] = []

/** How many times over its budget a figure is (1 = on budget, 2 = twice as bad). */
export function timesOver(figure: BudgetFigure): number {
  if (figure.higherIsBetter) return figure.value > 0 ? figure.budget / figure.value : Infinity
  return figure.budget > 0 ? figure.value / figure.budget : figure.value > 0 ? Infinity : 0
}

const verdict = (figure: BudgetFigure) => {
  const over = timesOver(figure)
  if (over > GUARD_FACTOR) return `PAST ${GUARD_FACTOR}x BUDGET`
  return over > 1 ? 'over budget' : 'ok'
}

/** Records a figure against its budget and returns its verdict, to print beside it. */
export function budget(figure: BudgetFigure): string {
  figures.push(figure)
  return verdict(figure)
}

export function recordedFigures(): readonly BudgetFigure[] {
  return figures
}

const show = (value: number) =>
  Number.isInteger(value) || Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2)

/**
 * Prints every recorded figure with its budget and returns the ones past GUARD_FACTOR × budget;
 * sets the process's exit code when there is one.
 */
export function guardSummary(): BudgetFigure[] {
  const past = figures.filter((figure) => timesOver(figure) > GUARD_FACTOR)
  console.log(`\nBudgets (the run fails past ${GUARD_FACTOR}x a budget):`)
  for (const figure of figures) {
    const sign = figure.higherIsBetter ? '>=' : '<='
    console.log(
      `  ${figure.label.padEnd(64)} ${`${show(figure.value)} ${figure.unit}`.padStart(14)}  ` +
        `(${sign} ${show(figure.budget)})  ${verdict(figure)}`,
    )
  }
  if (past.length > 0) {
    console.log(`\n${past.length} figure(s) past ${GUARD_FACTOR}x their budget: the bench fails.`)
    process.exitCode = 1
  }
  return past
}
