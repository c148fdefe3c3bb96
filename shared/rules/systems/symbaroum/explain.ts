import type { BookSource, ValueExplanation } from '../../core/explain';
import { SYMBAROUM_BOOK as B, SYMBAROUM_MODIFIER_ROWS } from './book';
import { explainAbilities, explainCampaignLists, explainCreationItems, explainExperience } from './explain-play';
import { defaultSettings, explained, signed, whose } from './explain-words';
import { SYMBAROUM_READINGS as R } from './readings';
import type { SymbaroumSettings } from './schemas';
import type { AttributeSheet, SymbaroumSheet } from './sheet';
import { ATTRIBUTES, MODIFIER_BASE } from './tables';

/*
 * Why each value of a Symbaroum sheet is what it is: the rule in the book's words with this character's inputs, the
 * campaign settings that took part, the book's own sentence (book.ts) and the project's reading (readings.ts).
 */

function explainAttribute(a: AttributeSheet, i: number, s: SymbaroumSheet, settings: SymbaroumSettings) {
  const at = `sheet.attributes.${i}`;
  const about = B[a.id];
  const sum = ATTRIBUTES.reduce((total, id) => total + s.values[id], 0);
  const lo = settings.lowestAttribute;
  const hi = settings.highestAttribute;
  const d = defaultSettings();
  const inRange = a.value >= lo && a.value <= hi;
  const inPoints = sum <= settings.attributePoints;
  const chosen =
    `${a.name} ${a.value}, chosen at creation (creation.attributes.${a.id}): ${inRange ? 'within' : 'outside'} the ` +
    `campaign’s range ${lo} to ${hi} (${whose(settings, ['lowestAttribute', 'highestAttribute'], `${d.lowestAttribute} to ${d.highestAttribute}`)}), ` +
    `the eight adding up to ${sum}, ${inPoints ? 'at most' : 'more than'} the ${settings.attributePoints} points ` +
    `(${whose(settings, ['attributePoints'], String(d.attributePoints))})${inRange && inPoints ? '' : ': a rule error, which the checker names'}`;
  const bounds = ['settings.lowestAttribute', 'settings.highestAttribute', 'settings.attributePoints'];
  const value = (path: string) => explained(path, chosen, [B.successTest, B.seeCharacterCreation], bounds, R.creation);
  const row = SYMBAROUM_MODIFIER_ROWS[a.value];
  const modifier = `Modifier against ${a.name} = ${MODIFIER_BASE} - ${a.name} ${a.value} = ${signed(a.modifier)}`;
  return [
    explained(`${at}.id`, `Attribute ${i + 1} of 8: ${a.name} (id "${a.id}"), as the book lists them`, [about]),
    explained(`${at}.name`, `${a.name}: the book’s name for this attribute`, [about]),
    value(`${at}.value`),
    value(`sheet.values.${a.id}`),
    row
      ? explained(`${at}.modifier`, `${modifier}, as the table’s row for ${a.value}`, [B.modifierFormula, row])
      : explained(
          `${at}.modifier`,
          `${modifier}, beyond the table’s 5 to 15`,
          [B.modifierFormula],
          [],
          R.modifierBeyondTable,
        ),
  ];
}

function defenseFormula(s: SymbaroumSheet): { formula: string; sources: BookSource[]; settings: string[] } {
  const worn = s.armorWorn;
  const index = worn ? s.campaign.armor.findIndex((a) => a.id === worn.id) : -1;
  const armor = worn ? ` - ${worn.name}’s Impeding ${worn.impeding}` : ' - no armor (Impeding 0)';
  const shield = s.shield === 'none' ? ', no shield' : ` + 1 for the ${s.shield}`;
  const sources = [B.defenseFormula, B.defense];
  if (s.shield === 'shield') sources.push(B.shield);
  if (s.shield === 'buckler') sources.push(B.buckler);
  return {
    formula: `Defense = Quick ${s.values.quick}${armor}${shield} = ${s.defense}`,
    sources,
    settings: index >= 0 ? [`settings.armor.${index}.impeding`] : [],
  };
}

function explainSecondary(s: SymbaroumSheet): ValueExplanation[] {
  const strong = s.values.strong;
  const d = defenseFormula(s);
  return [
    explained('sheet.toughness.max', `Toughness = Strong ${strong}, never below 10 → ${s.toughness.max}`, [
      B.toughnessFormula,
      B.toughness,
    ]),
    explained(
      'sheet.toughness.current',
      `Toughness now = Toughness ${s.toughness.max} - Toughness lost and not healed ${s.damage} → ${s.toughness.current}`,
      [B.damage, B.toughness],
      [],
      R.toughnessFloor,
    ),
    explained(
      'sheet.painThreshold',
      `Pain Threshold = Strong ${strong} ÷ 2, rounded up → ${s.painThreshold}`,
      [B.painFormula, B.pain, B.painExceeded, B.painPlayerDecides, B.painKnockedDown, B.painFreeAttack],
      [],
      R.painExceeds,
    ),
    explained(
      'sheet.corruptionThreshold',
      `Corruption Threshold = Resolute ${s.values.resolute} ÷ 2, rounded up → ${s.corruptionThreshold}`,
      [B.corruptionFormula],
    ),
    explained('sheet.defense', d.formula, d.sources, d.settings, R.armor),
    explained(
      'sheet.initiative.quick',
      `Turn order: the highest Quick acts first; this character’s Quick is ${s.values.quick}`,
      [B.turnOrder],
    ),
    explained(
      'sheet.initiative.vigilant',
      `Turn order between equal Quick: compare Vigilant; this character’s Vigilant is ${s.values.vigilant}`,
      [B.turnOrderTie],
    ),
  ];
}

function explainCondition(s: SymbaroumSheet): ValueExplanation[] {
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  return [
    explained(
      'sheet.damage',
      `Toughness lost and not healed = ${s.damage}: damage taken less healing, from 0 up to the Toughness ${s.toughness.max}`,
      [B.damage, B.naturalHealing, B.herbalCure, B.medicus],
      [],
      R.toughnessFloor,
    ),
    explained(
      'sheet.dying',
      `Dying = at 0 Toughness and not dead: Toughness ${s.toughness.current}${s.dead ? ', dead' : ''} → ${yes(s.dying)}`,
      [B.dying, B.damage],
    ),
    explained(
      'sheet.deathSteps',
      `Steps toward death = death tests of 11 to 19 since the character fell or was last healed = ${s.deathSteps} of 3`,
      [B.deathTestStep, B.deathTest],
      [],
      R.deathStepsHealed,
    ),
    explained(
      'sheet.dead',
      `Dead = a death test of 20, or the third of 11 to 19 → ${yes(s.dead)}`,
      [B.deathTestDies, B.deathTestStep],
      [],
      R.dead,
    ),
  ];
}

function explainEquipment(s: SymbaroumSheet): ValueExplanation[] {
  const worn = s.armorWorn;
  const index = worn ? s.campaign.armor.findIndex((a) => a.id === worn.id) : -1;
  const listed = worn ? [`settings.armor.${index}`] : [];
  const sources = [B.defenseFormula, B.defense];
  const out = [
    explained(
      'sheet.armor',
      worn
        ? `Armor worn: ${worn.name} (the campaign’s armor "${worn.id}"), chosen at creation (creation.armor) or by the latest change of armor`
        : 'No armor worn: none chosen at creation (creation.armor), or taken off by the latest change of armor',
      sources,
      listed,
      R.armor,
    ),
    explained(
      'sheet.shield',
      `Shield carried: ${s.shield}, chosen at creation (creation.shield) or by the latest change of armor; a shield or a buckler gives +1 to Defense`,
      [B.shield, B.buckler],
      [],
      R.armor,
    ),
  ];
  if (!worn) {
    out.push(explained('sheet.armorWorn', 'No armor worn, so nothing impedes Defense', sources, [], R.armor));
    return out;
  }
  const what = `${worn.name}, as the campaign lists it (settings.armor.${index})`;
  out.push(
    explained('sheet.armorWorn.id', `The armor worn: ${what}`, sources, [`settings.armor.${index}.id`], R.armor),
    explained('sheet.armorWorn.name', `The armor worn: ${what}`, sources, [`settings.armor.${index}.name`], R.armor),
    explained(
      'sheet.armorWorn.impeding',
      `Impeding of the armor worn = ${worn.impeding}: ${what}; Defense is Quick less this`,
      sources,
      [`settings.armor.${index}.impeding`],
      R.armor,
    ),
  );
  return out;
}

/** Every value of a Symbaroum sheet explained: what `RuleSystem.explain` gives. */
export function explainSymbaroumSheet(s: SymbaroumSheet, settings: SymbaroumSettings): ValueExplanation[] {
  return [
    ...s.attributes.flatMap((a, i) => explainAttribute(a, i, s, settings)),
    ...explainSecondary(s),
    ...explainCondition(s),
    ...explainEquipment(s),
    ...explainExperience(s, settings),
    ...explainAbilities(s, settings),
    ...explainCampaignLists(s, settings),
    ...explainCreationItems(s, settings),
  ];
}
