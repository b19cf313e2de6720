/**
 * The figures a reliability run prints, so that a run shows what was tried:
 * requests sent, answers by status class, kills survived, and so on.
 */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** Prints the figures of one test file under a title. */
export function printFigures(title: string, own: Record<string, number | string>): void {
  const lines = Object.entries(own).map(([name, value]) => `  ${name.padEnd(44)} ${value}`);
  console.log(`[reliability] ${title}\n${lines.join('\n')}`);
}
