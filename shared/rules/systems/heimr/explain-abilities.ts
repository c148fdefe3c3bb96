import type { BookSource, ValueExplanation } from '../../core/explain';
import { HEIMR_ABILITY_ROWS as ROWS, HEIMR_BOOK as B } from './book';
import {
  attributeName,
  costWords,
  countedWords,
  defaultSettings,
  explained,
  isDefault,
  shieldPenaltyWords,
  signed,
  trainedWords,
  type ShieldPenaltyWords,
} from './explain-words';
import { HEIMR_READINGS as R } from './readings';
import type { CampaignAbility, HeimrSettings, TrainingAspect } from './schemas';
import type { AbilitySheet, HeimrSheet } from './sheet';

/*
 * Why each ability of a Heimr sheet is what it is: as the campaign lists it, its base values (the game master's
 * consistency, the attributes' potential), its training bought at creation and in play, and the price of the next point.
 */

/** The book's row of a standard ability, or the book's words on the game master's own abilities. */
function aboutAbility(id: string): BookSource[] {
  const row = ROWS[id];
  return row ? [B.standardAbilities, row] : [B.moreAbilities];
}

const listWords = (settings: HeimrSettings) =>
  isDefault(settings, 'abilities')
    ? 'the campaign’s abilities, the book’s six standard abilities'
    : 'the campaign’s own abilities (the project’s default is the book’s six standard abilities; the book asks the game master for ten to fifteen more)';

/** Whose an ability's base consistency is: the project's default for a standard ability, or the campaign's. */
function baseConsistencyWords(a: CampaignAbility): string {
  const standard = defaultSettings().abilities.find((d) => d.id === a.id);
  if (standard === undefined) return 'the game master’s, for an ability of the campaign’s own';
  return standard.baseConsistency === a.baseConsistency
    ? `the project’s default for ${standard.name}`
    : `this campaign’s house rule; the project’s default for ${standard.name} is ${signed(standard.baseConsistency)}`;
}

/** An ability's base consistency: the project's default for a standard ability, or the game master's own. */
function explainBaseConsistency(path: string, a: CampaignAbility, k: number): ValueExplanation {
  const standard = defaultSettings().abilities.find((d) => d.id === a.id);
  return explained(
    path,
    `${a.name}’s base consistency = ${signed(a.baseConsistency)} (settings.abilities.${k}.baseConsistency): ${baseConsistencyWords(a)}; the book leaves it to the game master, from -2 to +3`,
    [B.baseConsistencyByGM, B.baseConsistencyRange],
    [`settings.abilities.${k}.baseConsistency`],
    standard === undefined ? undefined : R.baseConsistency,
  );
}

/** The id, name, attributes, base consistency and description of a campaign's ability, at `at`. */
export function explainListedAbility(
  at: string,
  a: CampaignAbility,
  k: number,
  settings: HeimrSettings,
  s: HeimrSheet,
): ValueExplanation[] {
  const sources = aboutAbility(a.id);
  const list = listWords(settings);
  const setting = (key: string) => [`settings.abilities.${k}.${key}`];
  const out = [
    explained(`${at}.id`, `${a.name}’s id in ${list}: "${a.id}"`, sources, setting('id')),
    explained(`${at}.name`, `${a.name}, as named in ${list}`, sources, setting('name')),
    explainBaseConsistency(`${at}.baseConsistency`, a, k),
  ];
  if (a.description !== undefined)
    out.push(
      explained(
        `${at}.description`,
        `${a.name} in the campaign’s own words, from ${list}`,
        sources,
        setting('description'),
      ),
    );
  if (at.startsWith('sheet.campaign.'))
    a.attributes.forEach((id, j) =>
      out.push(
        explained(
          `${at}.attributes.${j}`,
          `${a.name} is based on ${attributeName(s, id)} (id "${id}"), as ${list} gives it`,
          [B.abilitiesTrained, ...sources],
          [`settings.abilities.${k}.attributes.${j}`],
        ),
      ),
    );
  return out;
}

/** The held shields' stamina penalty where it moves this ability's base potential: the ability is based on the stamina. */
function penaltyOn(a: CampaignAbility, s: HeimrSheet): ShieldPenaltyWords | undefined {
  const stamina = s.campaign.fatigueAttribute;
  if (!a.attributes.includes(stamina) || !s.campaign.attributes.some((c) => c.id === stamina)) return undefined;
  return shieldPenaltyWords(s);
}

function basePotentialWords(
  row: AbilitySheet,
  s: HeimrSheet,
  a: CampaignAbility,
): { formula: string; sources: BookSource[]; settings: string[]; reading?: string } {
  const known = a.attributes.filter((id) => s.campaign.attributes.some((c) => c.id === id));
  const penalty = penaltyOn(a, s);
  const terms = known.map((id) => countedWords(s, id, penalty));
  const head = `${row.name}’s base potential`;
  const moved = penalty === undefined ? {} : { settings: penalty.settings, reading: R.shieldStamina };
  const more = penalty?.sources ?? [];
  if (known.length === 0)
    return {
      formula: `${head} = 0: based on no attribute of this campaign`,
      sources: [B.basePotentialOne],
      settings: [],
    };
  if (known.length === 1)
    return {
      formula: `${head} = ${terms[0]} → ${row.basePotential}`,
      sources: [B.basePotentialOne, B.basePotentialFollows, ...more],
      settings: [],
      ...moved,
    };
  return {
    formula: `${head} = (${terms.join(' + ')}) ÷ ${known.length}, rounded down → ${row.basePotential}`,
    sources: [B.basePotentialSeveral, B.basePotentialFollows, ...more],
    settings: [],
    ...moved,
  };
}

function explainAbilityValues(
  at: string,
  row: AbilitySheet,
  a: CampaignAbility,
  s: HeimrSheet,
  k: number,
): ValueExplanation[] {
  const potential = basePotentialWords(row, s, a);
  const penalty = penaltyOn(a, s);
  const training = [B.twoTrainings, B.xpSpent, B.trainingCost];
  const groups = a.attributes.map(
    (id) =>
      `${attributeName(s, id)} (${s.campaign.attributes.find((c) => c.id === id)?.group ?? 'not in this campaign'})`,
  );
  return [
    ...row.basedOn.map((name, j) =>
      explained(
        `${at}.basedOn.${j}`,
        `${row.name} is based on ${name}, as the campaign lists it`,
        [B.abilitiesTrained],
        [`settings.abilities.${k}.attributes`],
      ),
    ),
    ...(row.basedOn.length === 0
      ? [
          explained(
            `${at}.basedOn`,
            `${row.name} is based on no attribute of this campaign`,
            [B.abilitiesTrained],
            [`settings.abilities.${k}.attributes`],
          ),
        ]
      : []),
    explained(
      `${at}.physical`,
      `Physical = any of its attributes is physical: ${groups.join(', ')} → ${row.physical ? 'yes' : 'no'}; a physical roll must reach the fatigue before the potential is added`,
      [B.fatigue, B.groupPenalty],
      [`settings.abilities.${k}.attributes`],
      R.physicalAny,
    ),
    explained(`${at}.basePotential`, potential.formula, potential.sources, potential.settings, potential.reading),
    explained(
      `${at}.trainedConsistency`,
      trainedWords(s, row.id, row.name, 'consistency'),
      training,
      [],
      R.creationProgress,
    ),
    explained(
      `${at}.trainedPotential`,
      trainedWords(s, row.id, row.name, 'potential'),
      training,
      [],
      R.creationProgress,
    ),
    explained(
      `${at}.consistency`,
      `Consistency of ${row.name} = base consistency ${signed(row.baseConsistency)} + trained consistency ${row.trainedConsistency} = ${signed(row.consistency)}`,
      [B.consistencyFormula],
      [`settings.abilities.${k}.baseConsistency`],
    ),
    explained(
      `${at}.potential`,
      `Potential of ${row.name} = base potential ${signed(row.basePotential)} + trained potential ${row.trainedPotential} = ${signed(row.potential)}${penalty === undefined ? '' : `, the base potential counting ${countedWords(s, s.campaign.fatigueAttribute, penalty)}`}`,
      [B.potentialFormula, ...(penalty?.sources ?? [])],
      potential.settings,
      potential.reading,
    ),
    explained(
      `${at}.trained`,
      `Trained = any training: consistency ${row.trainedConsistency} + potential ${row.trainedPotential} ${row.trained ? '> 0 → yes' : '= 0 → no'}`,
      [B.writtenDown],
    ),
  ];
}

function explainNextCost(at: string, row: AbilitySheet, aspect: TrainingAspect): ValueExplanation {
  const height = (aspect === 'consistency' ? row.trainedConsistency : row.trainedPotential) + 1;
  const cost = row.nextCost[aspect];
  return explained(
    `${at}.nextCost.${aspect}`,
    `One more point of ${row.name} ${aspect}, to height ${height}: ${costWords(height, cost)}`,
    [B.trainingCost, B.trainingHeights, B.trainingCosts],
    [],
    R.aspectHeights,
  );
}

/** Every ability of the campaign on the sheet, and the campaign's list of them. */
export function explainAbilities(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const out: ValueExplanation[] = [];
  if (s.campaign.abilities.length === 0)
    for (const path of ['sheet.abilities', 'sheet.campaign.abilities'])
      out.push(explained(path, 'The campaign lists no abilities', [B.moreAbilities], ['settings.abilities']));
  s.campaign.abilities.forEach((a, k) => {
    const row = s.abilities[k]!;
    const at = `sheet.abilities.${k}`;
    out.push(
      ...explainListedAbility(at, a, k, settings, s),
      ...explainAbilityValues(at, row, a, s, k),
      explainNextCost(at, row, 'consistency'),
      explainNextCost(at, row, 'potential'),
      ...explainListedAbility(`sheet.campaign.abilities.${k}`, a, k, settings, s),
    );
  });
  return out;
}
