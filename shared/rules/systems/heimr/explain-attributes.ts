import { attributePointWords, type BookSource, type CostExplanation, type ValueExplanation } from '../../core/explain';
import { HEIMR_ATTRIBUTE_ROWS as ROWS, HEIMR_BOOK as B } from './book';
import { defaultSettings, explained, isDefault, shieldPenaltyWords, signed, whose } from './explain-words';
import { progressRequired } from './formulas';
import { HEIMR_READINGS as R } from './readings';
import type { CampaignAttribute, HeimrCreation, HeimrSettings } from './schemas';
import type { AttributeSheet, HeimrSheet } from './sheet';

/*
 * Why each attribute of a Heimr sheet is what it is: as the campaign lists it, its value chosen at creation and
 * raised by attribute progress, and the progress its next value needs.
 */

/** The book's row of an attribute the campaign keeps as the book lists it, or the book's words on a campaign's own. */
function aboutAttribute(a: CampaignAttribute): BookSource[] {
  const row = ROWS[a.id];
  const standard = defaultSettings().attributes.find((d) => d.id === a.id);
  const same = standard !== undefined && JSON.stringify(standard) === JSON.stringify(a);
  return row && same ? [B.sixAttributes, row] : [B.ownAttributes, B.attributeTable];
}

/** Whose the campaign's attribute list is, for a formula. */
const listed = (settings: HeimrSettings) =>
  isDefault(settings, 'attributes')
    ? 'the campaign’s attributes, the book’s six'
    : 'the campaign’s own attributes (the project’s default is the book’s six; “Attributes” lets a game master choose others)';

/** The id, name, short name and group of a campaign's attribute, at `at` (an attribute row or a campaign list item). */
export function explainListedAttribute(
  at: string,
  a: CampaignAttribute,
  k: number,
  settings: HeimrSettings,
): ValueExplanation[] {
  const sources = aboutAttribute(a);
  const list = listed(settings);
  const setting = (key: string) => [`settings.attributes.${k}.${key}`];
  return [
    explained(`${at}.id`, `${a.name}’s id in ${list}: "${a.id}"`, sources, setting('id')),
    explained(`${at}.name`, `${a.name}, as named in ${list}`, sources, setting('name')),
    explained(`${at}.short`, `${a.name}’s short name in ${list}: ${a.short}`, sources, setting('short')),
    explained(
      `${at}.group`,
      `${a.name} is ${a.group}, as ${list} groups it`,
      [...sources, B.groupPenalty],
      setting('group'),
    ),
  ];
}

/** An attribute's value at creation, within the campaign's range and points, or the rule error that is not. */
function creationWords(s: HeimrSheet, a: CampaignAttribute, settings: HeimrSettings): string {
  const start = s.startValues[a.id] ?? 0;
  const sum = s.campaign.attributes.reduce((total, c) => total + (s.startValues[c.id] ?? 0), 0);
  const lo = settings.lowestAttribute;
  const hi = settings.highestAttribute;
  const d = defaultSettings();
  const inRange = start >= lo && start <= hi;
  const inPoints = sum <= settings.attributePoints;
  return (
    `${a.name} ${start} at creation (creation.attributes.${a.id}, 0 where not chosen): ${inRange ? 'within' : 'outside'} ` +
    `the campaign’s range ${lo} to ${hi} (${whose(settings, ['lowestAttribute', 'highestAttribute'], `${d.lowestAttribute} to ${d.highestAttribute}`)}), ` +
    `the attributes adding up to ${sum}, ${inPoints ? 'at most' : 'more than'} the ${settings.attributePoints} points ` +
    `(${whose(settings, ['attributePoints'], String(d.attributePoints))})${inRange && inPoints ? '' : ': a rule error, which the checker names'}`
  );
}

const BOUNDS = ['settings.lowestAttribute', 'settings.highestAttribute', 'settings.attributePoints'];

/** The progress each rise from creation to now used, by the book's table: "4 (to 1) + 6 (to 2)". */
function risesWords(start: number, value: number): string {
  const rises: string[] = [];
  for (let v = start + 1; v <= value; v++) rises.push(`${progressRequired(v)} progress (to ${v})`);
  return rises.join(' + ');
}

function explainValue(path: string, s: HeimrSheet, a: CampaignAttribute, settings: HeimrSettings): ValueExplanation {
  const value = s.values[a.id] ?? 0;
  const start = s.startValues[a.id] ?? 0;
  const rises = value - start;
  const chosen = creationWords(s, a, settings);
  if (rises === 0)
    return explained(
      path,
      `${a.name} = ${value}: ${chosen}; no rise since`,
      [B.sixAttributes, B.notTrained],
      BOUNDS,
      R.creation,
    );
  return explained(
    path,
    `${a.name} = ${start} at creation + ${rises} rise${rises === 1 ? '' : 's'} by attribute progress = ${value}; ${chosen}; rose by ${risesWords(start, value)}`,
    [B.notTrained, B.progressRise, B.progressValues, B.progressRequired],
    BOUNDS,
    R.creation,
  );
}

function explainStart(path: string, s: HeimrSheet, a: CampaignAttribute, settings: HeimrSettings): ValueExplanation {
  return explained(path, creationWords(s, a, settings), [B.sixAttributes], BOUNDS, R.creation);
}

function explainProgress(path: string, s: HeimrSheet, a: CampaignAttribute): ValueExplanation {
  const progress = s.progress[a.id] ?? 0;
  const value = s.values[a.id] ?? 0;
  return explained(
    path,
    `${a.name}’s attribute progress = ${progress} toward ${a.name} ${value + 1}: one for each point of training in play on an ability based on it (the player’s choice for an ability based on several), back to 0 at each rise`,
    [B.progressPerPoint, B.progressChoice, B.progressZero],
    [],
    R.creationProgress,
  );
}

function explainNeeded(path: string, a: AttributeSheet): ValueExplanation {
  const next = a.value + 1;
  const column = next >= 4 ? '“4 or more”' : String(next);
  const formula = `Progress ${a.name} needs to rise to ${next} = ${a.needed}`;
  const sources = [B.progressRise, B.progressValues, B.progressRequired];
  if (next < -2)
    return explained(
      path,
      `${formula}, below the table’s -2 (8): 2 more for each step below`,
      sources,
      [],
      R.progressBelowTable,
    );
  return explained(path, `${formula}, as the table’s column ${column}`, sources);
}

/**
 * The campaign's stamina while a shield with a stamina penalty is in hand (reading `shieldStamina`): the value less
 * the penalty, what everything worked from it counts, the value itself unchanged.
 */
function explainWithShield(path: string, s: HeimrSheet, a: AttributeSheet): ValueExplanation[] {
  const penalty = shieldPenaltyWords(s);
  if (a.withShield === undefined || penalty === undefined) return [];
  return [
    explained(
      path,
      `${a.name} counted while ${penalty.shields} ${penalty.shields.includes(' and ') ? 'are' : 'is'} in hand = ${a.name} ${a.value} - ${penalty.words} = ${a.withShield}: base fatigue, the base potential of every ability based on ${a.name} and initiative when it rolls ${a.name} count ${a.withShield}; ${a.name} itself stays ${a.value}, as progress and the budget count it, and putting the shield down restores them`,
      [B.baseFatigueFormula, ...penalty.sources],
      penalty.settings,
      R.shieldStamina,
    ),
  ];
}

/** Every attribute's values: the sheet's rows, and its values, values at creation and progress by id. */
export function explainAttributes(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const out: ValueExplanation[] = [];
  s.campaign.attributes.forEach((a, k) => {
    const row = s.attributes[k]!;
    const at = `sheet.attributes.${k}`;
    out.push(
      ...explainListedAttribute(at, a, k, settings),
      explainValue(`${at}.value`, s, a, settings),
      explainProgress(`${at}.progress`, s, a),
      explainNeeded(`${at}.needed`, row),
      ...explainWithShield(`${at}.withShield`, s, row),
      explainValue(`sheet.values.${a.id}`, s, a, settings),
      explainStart(`sheet.startValues.${a.id}`, s, a, settings),
      explainProgress(`sheet.progress.${a.id}`, s, a),
      ...explainListedAttribute(`sheet.campaign.attributes.${k}`, a, k, settings),
    );
  });
  return out;
}

/*
 * Why a change of the attributes at creation uses or frees what the builder's button says: the campaign's attribute
 * points are no budget currency (the builder counts them itself), so the change is explained from the points and the
 * range it is checked against, not from the budget's lines.
 */

/** An attribute's value in the creation choices as creation counts it: 0 where not chosen. */
const chosen = (c: HeimrCreation, id: string): number => c.attributes[id] ?? 0;

/** The campaign's attributes added up as creation adds them (an attribute the campaign does not list counts for none). */
const attributeSum = (c: HeimrCreation, settings: HeimrSettings): number =>
  settings.attributes.reduce((total, a) => total + chosen(c, a.id), 0);

/** "Agility from +1 to +2 (creation.attributes.agility, 0 where not chosen)". */
const moveWords = (a: CampaignAttribute, current: HeimrCreation, next: HeimrCreation) =>
  `${a.name} from ${signed(chosen(current, a.id))} to ${signed(chosen(next, a.id))} (creation.attributes.${a.id}, 0 where not chosen)`;

/** Why the change may not be made: a value outside the campaign's range, or a rise past its points. */
function attributeRefusal(
  outside: readonly CampaignAttribute[],
  next: HeimrCreation,
  settings: HeimrSettings,
  sums: { before: number; after: number },
): string | undefined {
  const { lowestAttribute: lo, highestAttribute: hi, attributePoints: points } = settings;
  const [first] = outside;
  if (first)
    return `${first.name} ${signed(chosen(next, first.id))} is outside the campaign’s range, ${signed(lo)} to ${signed(hi)}.`;
  if (sums.after > sums.before && sums.after > points)
    return `The attributes would add up to ${signed(sums.after)}, ${sums.after - points} more than the ${signed(points)} this campaign allows.`;
  return undefined;
}

/**
 * Why changing the attributes at creation from `current` to `next` uses or frees the campaign's attribute points
 * it does, as the builder prices it ("Raise Agility to +2 (uses 1 point)"): each step up uses a point, each step down
 * frees one, within the campaign's range and points. `amount` is in attribute points (used positive, freed negative);
 * `action` names the change as its button does, or else the attributes it moves are named. A change the range or the
 * points refuse says so in `refused`. The book leaves creation to other documents: the project's reading.
 */
export function explainHeimrAttributePoints(
  current: HeimrCreation,
  next: HeimrCreation,
  settings: HeimrSettings,
  action?: string,
): CostExplanation {
  const d = defaultSettings();
  const { lowestAttribute: lo, highestAttribute: hi, attributePoints: points } = settings;
  const changed = settings.attributes.filter((a) => chosen(current, a.id) !== chosen(next, a.id));
  const outside = changed.filter((a) => chosen(next, a.id) < lo || chosen(next, a.id) > hi);
  const sums = { before: attributeSum(current, settings), after: attributeSum(next, settings) };
  const amount = sums.after - sums.before;
  const what =
    action ??
    (changed.map((a) => `${a.name} to ${signed(chosen(next, a.id))}`).join(' and ') || 'No attribute changed');
  const range = `${outside.length === 0 ? 'within' : 'outside'} the campaign’s range ${signed(lo)} to ${signed(hi)} (${whose(settings, ['lowestAttribute', 'highestAttribute'], `${signed(d.lowestAttribute)} to ${signed(d.highestAttribute)}`)})`;
  const whosePoints = whose(settings, ['attributePoints'], signed(d.attributePoints));
  const sum =
    sums.after <= points
      ? `the attributes would add up to ${signed(sums.after)} of at most ${signed(points)} (${whosePoints})`
      : `the attributes would add up to ${signed(sums.after)}, more than the ${signed(points)} this campaign allows (${whosePoints})`;
  const moves =
    changed.length === 0
      ? 'no attribute moves'
      : `${changed.map((a) => moveWords(a, current, next)).join(', ')}, ${range}`;
  const explanation: CostExplanation = {
    formula: `${what}: each step up of an attribute at creation uses one of the campaign’s attribute points, and each step down frees one; ${moves}; ${sum}, from ${signed(sums.before)} now → ${attributePointWords(amount)}`,
    settings: BOUNDS,
    sources: [B.otherDocuments, isDefault(settings, 'attributes') ? B.sixAttributes : B.ownAttributes],
    reading: R.creation,
    amount,
  };
  const refused = attributeRefusal(outside, next, settings, sums);
  if (refused !== undefined) explanation.refused = refused;
  return explanation;
}
