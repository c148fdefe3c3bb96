import { attributePointWords, type CostExplanation } from '../../core/explain';
import { SYMBAROUM_BOOK as B } from './book';
import { defaultSettings, whose } from './explain-words';
import { SYMBAROUM_READINGS as R } from './readings';
import type { SymbaroumCreation, SymbaroumSettings } from './schemas';
import { ATTRIBUTES, ATTRIBUTE_INFO, STARTING_ATTRIBUTE, type Attribute } from './tables';

/*
 * Why a change of the attributes at creation uses or frees what the builder's button says: the campaign's attribute
 * points are no budget currency (the builder counts them itself), so the change is explained from the points and the
 * range it is checked against, not from the budget's lines.
 */

const BOUNDS = ['settings.lowestAttribute', 'settings.highestAttribute', 'settings.attributePoints'];

/** An attribute's value in the creation choices as creation counts it: the campaign's lowest where none is given. */
const chosen = (c: SymbaroumCreation, id: Attribute, settings: SymbaroumSettings): number =>
  c.attributes[id] ?? settings.lowestAttribute;

/** The eight added up as creation adds them. */
const attributeSum = (c: SymbaroumCreation, settings: SymbaroumSettings): number =>
  ATTRIBUTES.reduce((total, id) => total + chosen(c, id, settings), 0);

/** "Strong from 10 to 9 (creation.attributes.strong)", with how a value not given yet is counted. */
function moveWords(id: Attribute, current: SymbaroumCreation, next: SymbaroumCreation, settings: SymbaroumSettings) {
  const given = (c: SymbaroumCreation) =>
    c.attributes[id] === undefined ? `none given, counted as the lowest, ${settings.lowestAttribute}` : undefined;
  const note = [`creation.attributes.${id}`, given(current) ?? given(next)].filter(Boolean).join(', ');
  return `${ATTRIBUTE_INFO[id].name} from ${chosen(current, id, settings)} to ${chosen(next, id, settings)} (${note})`;
}

/** Why the change may not be made: a value outside the campaign's range, or a rise past its points. */
function attributeRefusal(
  outside: readonly Attribute[],
  next: SymbaroumCreation,
  settings: SymbaroumSettings,
  sums: { before: number; after: number },
): string | undefined {
  const { lowestAttribute: lo, highestAttribute: hi, attributePoints: points } = settings;
  const [first] = outside;
  if (first)
    return `${ATTRIBUTE_INFO[first].name} ${chosen(next, first, settings)} is outside the campaign’s range, ${lo} to ${hi}.`;
  if (sums.after > sums.before && sums.after > points)
    return `The eight would add up to ${sums.after}, ${sums.after - points} more than the ${points} this campaign gives.`;
  return undefined;
}

/** "the eight would add up to 79 of at most 80 (the project’s default; the book sets none)". */
function sumWords(after: number, settings: SymbaroumSettings): string {
  const points = settings.attributePoints;
  const whosePoints = whose(settings, ['attributePoints'], String(defaultSettings().attributePoints));
  return after <= points
    ? `the eight would add up to ${after} of at most ${points} (${whosePoints})`
    : `the eight would add up to ${after}, more than the ${points} this campaign gives (${whosePoints})`;
}

/**
 * Why changing the attributes at creation from `current` to `next` uses or frees the campaign's attribute points
 * it does, as the builder prices it ("Lower Strong to 9 (frees 1 point)"): each step up uses a point and each step
 * down frees one, within the campaign's range and points (a new character's eight start at 10 each). `amount` is in attribute points
 * (used positive, freed negative); `action` names the change as its button does, or else the attributes it moves are
 * named. A change the range or the points refuse says so in `refused`. The core rules lack their "Character
 * Creation" chapter: the project's reading.
 */
export function explainSymbaroumAttributePoints(
  current: SymbaroumCreation,
  next: SymbaroumCreation,
  settings: SymbaroumSettings,
  action?: string,
): CostExplanation {
  const d = defaultSettings();
  const { lowestAttribute: lo, highestAttribute: hi } = settings;
  const changed = ATTRIBUTES.filter((id) => chosen(current, id, settings) !== chosen(next, id, settings));
  const outside = changed.filter((id) => chosen(next, id, settings) < lo || chosen(next, id, settings) > hi);
  const sums = { before: attributeSum(current, settings), after: attributeSum(next, settings) };
  const amount = sums.after - sums.before;
  const named = changed.map((id) => `${ATTRIBUTE_INFO[id].name} to ${chosen(next, id, settings)}`).join(' and ');
  const what = action ?? (named || 'No attribute changed');
  const range = `${outside.length === 0 ? 'within' : 'outside'} the campaign’s range ${lo} to ${hi} (${whose(settings, ['lowestAttribute', 'highestAttribute'], `${d.lowestAttribute} to ${d.highestAttribute}`)})`;
  const moves =
    changed.length === 0
      ? 'no attribute moves'
      : `${changed.map((id) => moveWords(id, current, next, settings)).join(', ')}, ${range}`;
  const explanation: CostExplanation = {
    formula: `${what}: each step up of an attribute at creation uses one of the campaign’s attribute points and each step down frees one (a new character’s eight start at ${STARTING_ATTRIBUTE} each); ${moves}; ${sumWords(sums.after, settings)}, from ${sums.before} now → ${attributePointWords(amount)}`,
    settings: BOUNDS,
    sources: [B.successTest, B.seeCharacterCreation],
    reading: R.creation,
    amount,
  };
  const refused = attributeRefusal(outside, next, settings, sums);
  if (refused !== undefined) explanation.refused = refused;
  return explanation;
}
