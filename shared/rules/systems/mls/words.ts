/*
 * Counts in the rules' sentences, one or many: "1 CP", "3 CPs", "base age + 1 increment". A sentence a player
 * reads never says "1 CPs".
 */

/** "1 CP", "3 CPs", "−1 CP": character points as the Nutshell MLS names them. */
export function cpText(n: number): string {
  return `${n} CP${Math.abs(n) === 1 ? '' : 's'}`;
}

/** "1 increment", "22 increments": age increments past base age. */
export function incrementsText(n: number): string {
  return `${n} increment${Math.abs(n) === 1 ? '' : 's'}`;
}
