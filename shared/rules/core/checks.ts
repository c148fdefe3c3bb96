import { warning, type Finding } from './findings';

/**
 * Findings every game words alike, written once: the ledger spent past what it earned through purchases a game
 * master accepted, an id listed twice in a campaign's list, and a range whose lowest lies above its highest.
 */

/**
 * The warning for a ledger that has spent `over` (> 0) more than it earned through purchases a game master's
 * override accepted, while creation stayed within its budget (an overspent creation has its own error): later
 * purchases need points earned first. Empty when `over` is 0 or less.
 */
export function overspentByOverride(
  code: string,
  over: number,
  words: { unit: string; through: string; /** "later purchases need CPs" */ later: string },
): Finding[] {
  if (over <= 0) return [];
  return [
    warning(
      code,
      'events',
      `The ledger has spent ${over} ${words.unit} more than earned, through ${words.through}; ${words.later} earned first.`,
    ),
  ];
}

/**
 * A warning for each entry of a campaign's list whose id an earlier entry has already: `settings.<key>.<i>.id`,
 * code `<game>.settings.<what>-twice`, "give each (<what>) its own id" (`each`).
 */
export function listedTwice(
  game: string,
  list: readonly { id: string }[],
  what: string,
  key: string,
  each: string = `each ${what}`,
): Finding[] {
  const seen = new Set<string>();
  return list.flatMap((item, i) => {
    const twice = seen.has(item.id);
    seen.add(item.id);
    return twice
      ? [
          warning(
            `${game}.settings.${what}-twice`,
            `settings.${key}.${i}.id`,
            `The ${what} "${item.id}" is listed twice; give ${each} its own id.`,
          ),
        ]
      : [];
  });
}

/** The warning for a campaign whose lowest starting attribute lies above its highest: no value can start at all. */
export function attributeRangeUpsideDown(
  game: string,
  s: { lowestAttribute: number; highestAttribute: number },
): Finding[] {
  if (s.lowestAttribute <= s.highestAttribute) return [];
  return [
    warning(
      `${game}.settings.attribute-range`,
      'settings.lowestAttribute',
      `No attribute can start between ${s.lowestAttribute} and ${s.highestAttribute}; make the lowest value no more than the highest.`,
    ),
  ];
}
