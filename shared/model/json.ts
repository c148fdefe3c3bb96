import { checkJsonShape } from './json-shape';

/**
 * Deterministic JSON: object keys sorted, two-space indent, trailing newline.
 * Saving what was loaded therefore changes no byte, and two saves of equal
 * data are byte-identical, which keeps campaign folders friendly to git.
 *
 * Throws, with a sentence naming the field, for data loadFile would refuse
 * (see checkJsonShape): nothing is ever written that the app cannot read back,
 * and the recursive key sorting below never meets data deep enough to
 * overflow the stack.
 */
export function stableStringify(value: unknown): string {
  const shape = checkJsonShape(value);
  if (!shape.ok) throw new Error(shape.message);
  return JSON.stringify(sortKeys(value), null, 2) + '\n';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) sorted[key] = sortKeys(item);
    }
    return sorted;
  }
  return value;
}
