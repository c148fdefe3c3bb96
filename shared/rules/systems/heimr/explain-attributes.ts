import type { BookSource, ValueExplanation } from '../../core/explain';
import { HEIMR_ATTRIBUTE_ROWS as ROWS, HEIMR_BOOK as B } from './book';
import { defaultSettings, explained, isDefault, whose } from './explain-words';
import { progressRequired } from './formulas';
import { HEIMR_READINGS as R } from './readings';
import type { CampaignAttribute, HeimrSettings } from './schemas';
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
      explainValue(`sheet.values.${a.id}`, s, a, settings),
      explainStart(`sheet.startValues.${a.id}`, s, a, settings),
      explainProgress(`sheet.progress.${a.id}`, s, a),
      ...explainListedAttribute(`sheet.campaign.attributes.${k}`, a, k, settings),
    );
  });
  return out;
}
