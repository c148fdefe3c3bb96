import type { ValueExplanation } from '../../core/explain';
import { HEIMR_ARMOURY_BOOK, HEIMR_BOOK as B, HEIMR_INJURY_ROWS, HEIMR_SHIELD_ROWS, HEIMR_WEAPON_ROWS } from './book';
import { explainAbilities } from './explain-abilities';
import { explainAttributes } from './explain-attributes';
import { explainCreationItems, explainExperience, explainTraining } from './explain-experience';
import { attributeName, countedWords, defaultSettings, explained, shieldPenaltyWords, whose } from './explain-words';
import { HEIMR_READINGS as R } from './readings';
import type { HeimrSettings } from './schemas';
import type { HeimrSheet } from './sheet';
import { BASE_FATIGUE_FROM, LEAST_FATIGUE, SHIELDS, WEAPONS } from './tables';

/*
 * Why each value of a Heimr sheet is what it is: the rule in the book's words with this character's inputs, the
 * campaign settings that took part, the book's own sentence (book.ts) and the project's reading (readings.ts).
 */

const hp = (n: number) => `${n} hit point${n === 1 || n === -1 ? '' : 's'}`;

/** The campaign's choice of attribute for base fatigue or initiative, with whose it is. */
function chosenAttribute(settings: HeimrSettings, key: 'fatigueAttribute' | 'initiativeAttribute', book: string) {
  return whose(settings, [key], book, `the book names ${book}`);
}

function explainFatigueAndInitiative(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const c = s.campaign;
  const fatigueOf = attributeName(s, c.fatigueAttribute);
  const penalty = shieldPenaltyWords(s);
  const stamina = (s.values[c.fatigueAttribute] ?? 0) - (penalty?.amount ?? 0);
  const raw = BASE_FATIGUE_FROM - stamina;
  const floor = raw < LEAST_FATIGUE ? `, less than ${LEAST_FATIGUE}, so ${s.baseFatigue}` : '';
  const initiativeOf = attributeName(s, c.initiativeAttribute);
  const initiativeMoved = penalty !== undefined && c.initiativeAttribute === c.fatigueAttribute;
  const d = defaultSettings();
  return [
    explained(
      'sheet.baseFatigue',
      `Base fatigue = ${BASE_FATIGUE_FROM} - ${countedWords(s, c.fatigueAttribute, penalty)} = ${raw}${floor}`,
      [B.baseFatigueFormula, B.baseFatigueLeast, ...(penalty?.sources ?? [])],
      [...new Set(['settings.fatigueAttribute', ...(penalty?.settings ?? [])])],
      penalty === undefined ? undefined : R.shieldStamina,
    ),
    explained(
      'sheet.campaign.fatigueAttribute',
      `Base fatigue comes from ${fatigueOf} (settings.fatigueAttribute; ${chosenAttribute(settings, 'fatigueAttribute', d.fatigueAttribute)})`,
      [B.baseFatigueFormula],
      ['settings.fatigueAttribute'],
    ),
    explained(
      'sheet.initiative.consistency',
      `Initiative’s consistency = ${initiativeMoved ? countedWords(s, c.initiativeAttribute, penalty) : `${initiativeOf} ${s.initiative.consistency}`}`,
      [B.initiative, ...(initiativeMoved ? penalty.sources : [])],
      ['settings.initiativeAttribute', ...(initiativeMoved ? penalty.settings : [])],
      initiativeMoved ? R.shieldStamina : undefined,
    ),
    explained(
      'sheet.campaign.initiativeAttribute',
      `Initiative rolls ${initiativeOf} as its consistency (settings.initiativeAttribute; ${chosenAttribute(settings, 'initiativeAttribute', d.initiativeAttribute)})`,
      [B.initiative],
      ['settings.initiativeAttribute'],
    ),
    explained(
      'sheet.initiative.potential',
      `Initiative’s potential = willpower ${s.willpower.full} (settings.willpower; ${whose(settings, ['willpower'], String(d.willpower), 'the book leaves willpower to the LARP documents')}) - ${s.willpowerSpent} spent and not regained = ${s.initiative.potential}, the willpower the character has now`,
      [B.initiative, B.larpDocuments],
      ['settings.willpower'],
      R.initiativeWillpower,
    ),
    explained(
      'sheet.campaign.willpower',
      `Willpower = ${c.willpower} (settings.willpower; ${whose(settings, ['willpower'], String(d.willpower), 'the book leaves willpower to the LARP documents')})`,
      [B.characters, B.larpDocuments],
      ['settings.willpower'],
      R.hitPointsWillpower,
    ),
  ];
}

/** Willpower: the campaign's figure, what is spent and not regained, and what is left now. */
function explainWillpower(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const { full, current } = s.willpower;
  const figure = `settings.willpower; ${whose(settings, ['willpower'], String(defaultSettings().willpower), 'the book leaves willpower to the LARP documents')}`;
  return [
    explained(
      'sheet.willpower.full',
      `Willpower in full = ${full} (${figure})`,
      [B.characters, B.larpDocuments],
      ['settings.willpower'],
      R.hitPointsWillpower,
    ),
    explained(
      'sheet.willpower.current',
      `Willpower now = ${full} - ${s.willpowerSpent} spent and not regained = ${current}`,
      [B.reroll, B.drain],
      ['settings.willpower'],
      R.willpowerFloor,
    ),
    explained(
      'sheet.willpowerSpent',
      `Willpower spent and not regained = ${s.willpowerSpent}: each re-roll of a failed CR and each Drain spends one; what the game master gives back is regained`,
      [B.reroll, B.drain, B.larpDocuments],
      [],
      R.willpowerRegained,
    ),
  ];
}

function injuryExplanation(s: HeimrSheet): ValueExplanation {
  const { current, injury } = s.health;
  if (injury === null)
    return explained('sheet.health.injury', `No injury: ${hp(current)}, above 0`, [B.injured, B.injuryLevels]);
  const row = HEIMR_INJURY_ROWS[injury];
  const name = injury[0]!.toUpperCase() + injury.slice(1);
  const beyond = current < -5;
  return explained(
    'sheet.health.injury',
    `${name}: ${hp(current)}${beyond ? ', below the table’s -5' : ', as the table’s row'}`,
    [B.injured, B.injuryLevels, row],
    [],
    beyond ? R.belowTable : undefined,
  );
}

function explainHealth(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const c = s.campaign;
  const points = `settings.hitPoints; ${whose(settings, ['hitPoints'], String(defaultSettings().hitPoints), 'the book leaves hit points to the LARP documents')}`;
  return [
    explained(
      'sheet.health.max',
      `Hit points at full health = ${c.hitPoints} (${points})`,
      [B.larpDocuments, B.shortRest],
      ['settings.hitPoints'],
      R.hitPointsWillpower,
    ),
    explained(
      'sheet.campaign.hitPoints',
      `Hit points = ${c.hitPoints} (${points})`,
      [B.characters, B.larpDocuments],
      ['settings.hitPoints'],
      R.hitPointsWillpower,
    ),
    explained(
      'sheet.health.current',
      `Hit points now = ${c.hitPoints} - ${hp(s.damage)} lost and not given back = ${s.health.current}`,
      [B.hit, B.injured],
      ['settings.hitPoints'],
    ),
    explained(
      'sheet.damage',
      `Hit points lost and not given back = ${s.damage}: hit points lost, less treatment, and back to 0 after a short rest`,
      [B.hit, B.restHealth, B.shortRest, B.restOnlyUninjured],
      [],
      R.healing,
    ),
    injuryExplanation(s),
  ];
}

/** An ability's name in the campaign, or its id where the campaign does not list it. */
const abilityName = (s: HeimrSheet, id: string) => s.abilities.find((a) => a.id === id)?.name ?? id;

/** The medieval armoury module's settings, and each weapon or shield in the character's hands (a choice made in play). */
function explainArmoury(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const c = s.campaign;
  const todo = 'the book leaves it “TODO”';
  const out: ValueExplanation[] = [
    explained(
      'sheet.campaign.armoury',
      `The medieval armoury module is ${c.armoury ? 'used' : 'switched off'} in this campaign (settings.armoury; ${whose(settings, ['armoury'], 'used', 'the book marks the module work in progress')})`,
      [HEIMR_ARMOURY_BOOK.module],
      ['settings.armoury'],
      R.armoury,
    ),
  ];
  for (const size of ['small', 'medium'] as const) {
    const key = size === 'small' ? 'smallShieldPenalty' : 'mediumShieldPenalty';
    out.push(
      explained(
        `sheet.campaign.shieldPenalties.${size}`,
        `The ${size} shield’s stamina penalty = ${c.shieldPenalties[size]} (settings.${key}; ${whose(settings, [key], '0', todo)})`,
        [HEIMR_SHIELD_ROWS[size]],
        [`settings.${key}`],
        R.armoury,
      ),
    );
  }
  if (s.held.length === 0)
    out.push(
      explained(
        'sheet.held',
        `No weapon or shield in hand: none was chosen in the builder or taken up in play${c.armoury ? '' : ', and this campaign switches the armoury module off'}`,
        [HEIMR_ARMOURY_BOOK.module, HEIMR_ARMOURY_BOOK.weaponsHeader],
        ['settings.armoury'],
        R.armoury,
      ),
    );
  s.held.forEach((item, k) => {
    const row = item.kind === 'weapon' ? HEIMR_WEAPON_ROWS[item.id] : HEIMR_SHIELD_ROWS[item.id];
    const table =
      item.kind === 'weapon' ? WEAPONS.find((w) => w.id === item.id) : SHIELDS.find((h) => h.id === item.id);
    const what = `${table?.name ?? item.id}${item.name ? ` (${item.name})` : ''}`;
    const hands = item.hand === 'both' ? 'both hands' : `the ${item.hand} hand`;
    const formula = `${what} of the armoury module’s ${item.kind === 'weapon' ? 'Weapons' : 'Shields'} table, held in ${hands} and used with ${abilityName(s, item.ability)}: the player’s choice, made in the builder or taken up in play by an entry`;
    for (const field of Object.keys(item))
      out.push(explained(`sheet.held.${k}.${field}`, formula, [row], ['settings.armoury'], R.armoury));
  });
  return out;
}

/** Every value of a Heimr sheet explained: the rule, this character's inputs, the settings, the book, the reading. */
export function explainHeimrSheet(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  return [
    ...explainAttributes(s, settings),
    ...explainAbilities(s, settings),
    ...explainFatigueAndInitiative(s, settings),
    ...explainHealth(s, settings),
    ...explainWillpower(s, settings),
    ...explainArmoury(s, settings),
    ...explainExperience(s, settings),
    ...explainCreationItems(s, settings),
    ...explainTraining(s),
  ];
}
