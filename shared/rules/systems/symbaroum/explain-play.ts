import type { BookSource, ValueExplanation } from '../../core/explain';
import { SYMBAROUM_BOOK as B } from './book';
import { defaultSettings, explained, whose } from './explain-words';
import { levelTotal } from './formulas';
import { SYMBAROUM_READINGS as R } from './readings';
import type { CampaignAbility, SymbaroumSettings } from './schemas';
import type { SymbaroumSheet } from './sheet';
import { ABILITY_LEVELS, type AbilityLevel } from './tables';

/* Experience, abilities, the campaign's lists and the creation's budget items, explained. */

const PRICES = 'novice costs 10 experience, adept 20 more, master 30 more';
const OVERSPENT =
  ', spent beyond what was earned through purchases the Game Master accepted or a creation over its budget';

/** The book's words about an ability it names ("Healing Wounds"), beside those on buying abilities. */
function abilitySources(id: string): BookSource[] {
  const named = id === 'medicus' ? [B.medicus] : id === 'recovery' ? [B.recovery] : [];
  return [B.experienceTraded, ...named];
}

/** Whose the campaign's ability list is, for a formula. */
const whoseAbilities = (settings: SymbaroumSettings) =>
  whose(
    settings,
    ['abilities'],
    'Medicus and Recovery in the project’s words',
    'the book names these two but describes neither in this text',
  );

export function explainExperience(s: SymbaroumSheet, settings: SymbaroumSettings): ValueExplanation[] {
  const x = s.experience;
  const t = s.totals;
  const from = x.inheritedFrom;
  const starting = from === null ? ['settings.startingExperience'] : [];
  const startWords =
    from === null
      ? `the campaign’s ${x.starting} (settings.startingExperience; ${whose(settings, ['startingExperience'], String(defaultSettings().startingExperience))})`
      : `all the experience of ${from}, ${x.starting} (creation.inherited), in place of the campaign’s`;
  const bought = s.creationItems.filter((i) => i.amount < 0).map((i) => `${i.label} ${-i.amount}`);
  return [
    from === null
      ? explained(
          'sheet.experience.starting',
          `Starting experience = ${startWords}`,
          [B.experienceAwarded, B.seeCharacterCreation],
          starting,
          R.startingExperience,
        )
      : explained(
          'sheet.experience.starting',
          `Starting experience = ${startWords}`,
          [B.deadCharacters],
          [],
          R.inherited,
        ),
    explained(
      'sheet.experience.inheritedFrom',
      from === null
        ? 'Not made with a dead character’s experience: the character starts with the campaign’s'
        : `Made with the experience of ${from}, who died (creation.inherited.from)`,
      [B.deadCharacters],
      [],
      from === null ? undefined : R.inherited,
    ),
    explained(
      'sheet.experience.atCreation',
      `Experience spent at creation = ${bought.length === 0 ? 'no abilities' : bought.join(' + ')} = ${x.atCreation} (${PRICES})`,
      [B.abilityCosts],
    ),
    explained('sheet.experience.awarded', `Experience awarded by the Game Master in play = ${x.awarded}`, [
      B.afterAdventure,
      B.experienceAwarded,
    ]),
    explained('sheet.experience.spent', `Experience spent on abilities in play = ${x.spent} (${PRICES})`, [
      B.abilityCosts,
      B.experienceTraded,
    ]),
    explained(
      'sheet.totals.earned',
      `Experience earned = starting ${x.starting} + awarded ${x.awarded} = ${t.earned}`,
      [B.experienceAwarded],
      starting,
    ),
    explained(
      'sheet.totals.spent',
      `Experience spent = at creation ${x.atCreation} + in play ${x.spent} = ${t.spent}`,
      [B.abilityCosts],
    ),
    explained(
      'sheet.totals.unspent',
      `Experience unspent = earned ${t.earned} - spent ${t.spent} = ${t.unspent}${t.unspent < 0 ? OVERSPENT : ''}`,
      [B.experienceTraded],
      starting,
    ),
  ];
}

/** The level an ability was bought at creation, read from the creation's budget item for it. */
function creationLevel(s: SymbaroumSheet, id: string): AbilityLevel | undefined {
  const item = s.creationItems.find((i) => i.path === `creation.abilities.${id}`);
  return item && ABILITY_LEVELS.find((l) => levelTotal(l) === -item.amount);
}

function levelFormula(s: SymbaroumSheet, a: CampaignAbility, level: AbilityLevel | null): string {
  if (level === null) return `${a.name}: not learned, neither at creation nor in play`;
  const first = creationLevel(s, a.id);
  const at = `(creation.abilities.${a.id})`;
  const how =
    first === undefined
      ? `learned in play, one level at a time, up to ${level}`
      : first === level
        ? `bought at ${level} at creation ${at}`
        : `bought at ${first} at creation ${at}, raised to ${level} in play`;
  return `${a.name} at ${level}: ${how}; ${PRICES}: ${levelTotal(level)} in all`;
}

function explainAbilityRow(s: SymbaroumSheet, k: number, settings: SymbaroumSettings): ValueExplanation[] {
  const row = s.abilityRows[k]!;
  const a = s.campaign.abilities[k]!;
  const at = `sheet.abilityRows.${k}`;
  const listed = [`settings.abilities.${k}`];
  const sources = [B.abilityCosts, ...abilitySources(a.id)];
  const out = [explained(`${at}.level`, levelFormula(s, a, row.level), sources, listed)];
  if (row.next === null) {
    out.push(
      explained(`${at}.next`, `${a.name} is at master, the highest level: nothing more to learn`, sources, listed),
    );
  } else {
    const after = row.level === null ? 'to start with' : `after ${row.level}`;
    out.push(
      explained(`${at}.next.level`, `The next level of ${a.name}, ${after}: ${row.next.level}`, sources, listed),
      explained(
        `${at}.next.cost`,
        `${a.name} at ${row.next.level} costs ${row.next.cost} experience (${PRICES})`,
        sources,
        listed,
      ),
    );
  }
  return [...out, ...explainListedAbility(at, a, k, settings)];
}

/** The id, name and description of a campaign's ability, as the campaign lists it. */
function explainListedAbility(
  at: string,
  a: CampaignAbility,
  k: number,
  settings: SymbaroumSettings,
): ValueExplanation[] {
  const list = `the campaign’s list of abilities (${whoseAbilities(settings)})`;
  const sources = abilitySources(a.id);
  return [
    explained(`${at}.id`, `${a.name}’s id in ${list}: "${a.id}"`, sources, [`settings.abilities.${k}.id`]),
    explained(`${at}.name`, `${a.name}, as named in ${list}`, sources, [`settings.abilities.${k}.name`]),
    explained(`${at}.description`, `${a.name} in the campaign’s own words, not the book’s, from ${list}`, sources, [
      `settings.abilities.${k}.description`,
    ]),
  ];
}

export function explainAbilities(s: SymbaroumSheet, settings: SymbaroumSettings): ValueExplanation[] {
  const out: ValueExplanation[] = [];
  const learned = Object.keys(s.abilities);
  if (learned.length === 0)
    out.push(
      explained('sheet.abilities', 'No abilities: none bought at creation nor learned in play', [B.abilityCosts]),
    );
  for (const id of learned) {
    const k = s.campaign.abilities.findIndex((a) => a.id === id);
    const a = s.campaign.abilities[k] ?? { id, name: id, description: '' };
    const listed = k >= 0 ? [`settings.abilities.${k}`] : [];
    const level = s.abilities[id]!;
    out.push(
      explained(`sheet.abilities.${id}`, levelFormula(s, a, level), [B.abilityCosts, ...abilitySources(id)], listed),
    );
  }
  if (s.abilityRows.length === 0)
    out.push(
      explained('sheet.abilityRows', 'The campaign lists no abilities', [B.experienceTraded], ['settings.abilities']),
    );
  for (let k = 0; k < s.abilityRows.length; k++) out.push(...explainAbilityRow(s, k, settings));
  return out;
}

/** The campaign's abilities and armor, which the sheet carries as the campaign lists them. */
export function explainCampaignLists(s: SymbaroumSheet, settings: SymbaroumSettings): ValueExplanation[] {
  const out: ValueExplanation[] = [];
  if (s.campaign.abilities.length === 0)
    out.push(
      explained(
        'sheet.campaign.abilities',
        'The campaign lists no abilities',
        [B.experienceTraded],
        ['settings.abilities'],
      ),
    );
  s.campaign.abilities.forEach((a, k) =>
    out.push(...explainListedAbility(`sheet.campaign.abilities.${k}`, a, k, settings)),
  );
  const sources = [B.defenseFormula, B.defense];
  if (s.campaign.armor.length === 0)
    out.push(explained('sheet.campaign.armor', 'The campaign lists no armor', sources, ['settings.armor'], R.armor));
  const list = `the campaign’s list of armor (${whose(settings, ['armor'], 'light 2, medium 3, heavy 4', 'the book lists none')})`;
  s.campaign.armor.forEach((a, k) => {
    const at = `sheet.campaign.armor.${k}`;
    out.push(
      explained(`${at}.id`, `${a.name}’s id in ${list}: "${a.id}"`, sources, [`settings.armor.${k}.id`], R.armor),
      explained(`${at}.name`, `${a.name}, as named in ${list}`, sources, [`settings.armor.${k}.name`], R.armor),
      explained(
        `${at}.impeding`,
        `${a.name}’s Impeding ${a.impeding}, from ${list}; Defense is Quick less this`,
        sources,
        [`settings.armor.${k}.impeding`],
        R.armor,
      ),
    );
  });
  return out;
}

/** The creation's budget items: the starting experience, then each ability bought with it. */
export function explainCreationItems(s: SymbaroumSheet, settings: SymbaroumSettings): ValueExplanation[] {
  return s.creationItems.flatMap((item, i) => {
    const at = `sheet.creationItems.${i}`;
    const head = `Creation’s budget, item ${i + 1}`;
    let formula: string;
    let sources: BookSource[];
    let used: string[] = [];
    let reading: string | undefined;
    if (item.path === 'creation.inherited') {
      formula = `${head}: +${item.amount}, all the experience of ${s.experience.inheritedFrom} (creation.inherited)`;
      sources = [B.deadCharacters];
      reading = R.inherited;
    } else if (item.amount >= 0) {
      formula = `${head}: +${item.amount}, the campaign’s starting experience (settings.startingExperience; ${whose(settings, ['startingExperience'], String(defaultSettings().startingExperience))})`;
      sources = [B.experienceAwarded, B.seeCharacterCreation];
      used = ['settings.startingExperience'];
      reading = R.startingExperience;
    } else {
      formula = `${head}: ${item.label} bought at creation (${item.path}) for ${-item.amount} experience (${PRICES})`;
      sources = [B.abilityCosts];
    }
    return (['label', 'amount', 'path'] as const).map((key) =>
      explained(`${at}.${key}`, formula, sources, used, reading),
    );
  });
}
