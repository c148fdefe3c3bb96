import type { BookSource, ValueExplanation } from '../../core/explain';
import { HURSAGMU_BOOK as B, HURSAGMU_COST_ROWS, HURSAGMU_GIFT_COSTS } from './book';
import { explained, whose } from './explain-words';
import { traitCost } from './formulas';
import { HURSAGMU_READINGS as R } from './readings';
import type { HursagmuSettings } from './schemas';
import type { GiftSheet, HursagmuSheet, TraitSheet } from './sheet';
import { AGILE_TRAITS, REVISED_RENAMES, TRAITS } from './tables';

/* The traits and gifts of a HURSAGMU sheet, explained. */

/** The book's words on what a trait costs at a level: the chart's row, or its formula beyond 12. */
export function costSources(level: number): BookSource[] {
  const row = HURSAGMU_COST_ROWS[level];
  return row ? [B.costChart, row] : [B.costChart, B.costFormula, B.fractions, B.openEnded];
}

/** The level a trait was given at creation, read from the creation's budget item for it ("Fighting 12"). */
export function creationLevel(
  s: HursagmuSheet,
  t: Pick<TraitSheet, 'name'>,
): { level: number; path: string } | undefined {
  for (const item of s.creationItems) {
    if (!item.path.startsWith('creation.traits.') || !item.label.startsWith(`${t.name} `)) continue;
    const level = item.label.slice(t.name.length + 1);
    if (/^\d+$/.test(level)) return { level: Number(level), path: item.path };
  }
  return undefined;
}

/** The trait as the campaign lists it: the book's, the revised chapter's name, or the campaign's own. */
function listedSources(t: TraitSheet, s: HursagmuSheet, settings: HursagmuSettings) {
  const k = settings.addedTraits.findIndex((a) => a.id === t.id);
  if (t.campaign) return { sources: [B.traitsAddDrop, B.unlistedTrait], settings: [`settings.addedTraits.${k}`] };
  const renamed = Object.values(REVISED_RENAMES).some((r) => r.id === t.id);
  const sources = renamed ? [B.traits, t.id === 'rider' ? B.revisedRider : B.revisedMovement] : [B.traits];
  return { sources, settings: s.revised ? ['settings.revisedEncounters'] : [] };
}

/** Words for a level chosen above the campaign's limit on beginning traits. */
function aboveLimit(level: number, limit: number | null): string {
  return limit !== null && level > limit
    ? `, above the campaign’s limit of ${limit} on beginning traits: a rule error`
    : '';
}

function levelFormula(
  t: TraitSheet,
  s: HursagmuSheet,
  limit: number | null,
): { formula: string; sources: BookSource[]; reading?: string } {
  const start = creationLevel(s, t);
  const cost = (l: number) => traitCost(l);
  if (start === undefined && t.level === 0)
    return { formula: `${t.name} level 0: not chosen at creation nor raised, human average`, sources: [B.ranks] };
  const chosen = start
    ? `chosen at ${start.level} at creation (${start.path}) for ${cost(start.level)} character points`
    : 'not chosen at creation (0)';
  const from = start?.level ?? 0;
  if (t.level === from && start)
    return {
      formula: `${t.name} level ${t.level}: ${chosen}${aboveLimit(start.level, limit)}`,
      sources: [...costSources(t.level), B.startingPoints, B.startLimit],
      reading: R.startLimit,
    };
  if (t.level === from)
    return {
      formula: `${t.name} level ${t.level}: ${chosen}`,
      sources: [...costSources(t.level), B.startingPoints, B.startLimit],
      reading: R.startLimit,
    };
  const raised = `raised in play to ${t.level} for cost(${t.level}) - cost(${from}) = ${cost(t.level)} - ${cost(from)} = ${cost(t.level) - cost(from)} experience points`;
  return {
    formula: `${t.name} level ${t.level}: ${chosen}, ${raised}`,
    sources: [...costSources(t.level), B.costExample, B.experienceRaises],
    reading: R.raise,
  };
}

const MODIFIER_SOURCES: Readonly<Record<string, BookSource[]>> = {
  armor: [B.armorSubtracted, B.armorAgility],
  encumbrance: [B.encumbranceRatio, B.encumbranceHeavy, B.encumbranceVeryHeavy],
  shield: [B.shieldDefense],
  'zero Stamina': [B.zeroStamina],
};

function modifierReading(t: TraitSheet, reason: string): string | undefined {
  if (reason === 'zero Stamina') return R.zeroStamina;
  if (reason === 'shield') return R.shield;
  return R.agileTraits;
}

function explainModifiers(t: TraitSheet, at: string): ValueExplanation[] {
  const words = t.modifiers.map((m) => `${m.reason} ${m.amount > 0 ? '+' : ''}${m.amount}`);
  const sources = t.modifiers.flatMap((m) => MODIFIER_SOURCES[m.reason] ?? [B.traitRoll]);
  const agile = (AGILE_TRAITS as readonly string[]).includes(t.id);
  const why = agile ? `, one of the traits armor and a load take from` : '';
  const out = [
    explained(
      `${at}.modifier`,
      `${t.name}’s modifier = ${words.length ? words.join(' + ') : 'none'} = ${t.modifier}${why}`,
      sources.length ? sources : [B.traitRoll],
      [],
      agile ? R.agileTraits : undefined,
    ),
  ];
  if (t.modifiers.length === 0)
    out.push(
      explained(
        `${at}.modifiers`,
        `Nothing modifies ${t.name}: no armor, load, shield or zero Stamina counts against it`,
        [B.traitRoll, B.armorSubtracted, B.zeroStamina],
        [],
        agile ? R.agileTraits : undefined,
      ),
    );
  t.modifiers.forEach((m, j) => {
    const src = MODIFIER_SOURCES[m.reason] ?? [B.traitRoll];
    const formula = `${t.name}: ${m.reason} ${m.amount > 0 ? '+' : ''}${m.amount}`;
    for (const key of ['amount', 'reason'])
      out.push(explained(`${at}.modifiers.${j}.${key}`, formula, src, [], modifierReading(t, m.reason)));
  });
  return out;
}

function explainTrait(t: TraitSheet, i: number, s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  const at = `sheet.traits.${i}`;
  const listed = listedSources(t, s, settings);
  const kind = t.campaign
    ? 'the campaign’s own trait (settings.addedTraits)'
    : (TRAITS as Record<string, string>)[t.id]
      ? 'a trait of the book'
      : 'a trait of the revised encounters';
  const level = levelFormula(t, s, settings.maxStartingTraitLevel);
  const value =
    t.value === null
      ? `${t.name} cannot be used: the load is 100% of the lift or more`
      : `${t.name} = level ${t.level} ${t.modifier >= 0 ? '+' : '-'} ${Math.abs(t.modifier)} = ${t.value}, rolled 2d6 ${t.value >= 0 ? '+' : '-'} ${Math.abs(t.value)}`;
  const levelSettings =
    level.reading === R.startLimit ? ['settings.maxStartingTraitLevel', 'settings.startingCharacterPoints'] : [];
  return [
    explained(`${at}.campaign`, `${t.name} is ${kind}`, listed.sources, listed.settings),
    explained(`${at}.id`, `${t.name}’s id "${t.id}": ${kind}`, listed.sources, listed.settings),
    explained(`${at}.name`, `${t.name}: ${kind}`, listed.sources, listed.settings),
    explained(`${at}.level`, level.formula, level.sources, levelSettings, level.reading),
    explained(
      `${at}.value`,
      value,
      [B.traitRoll, ...(t.value === null ? [B.encumbranceImmobile] : [])],
      [],
      t.value === null ? R.agileTraits : undefined,
    ),
    ...explainModifiers(t, at),
  ];
}

export function explainTraits(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  return s.traits.flatMap((t, i) => explainTrait(t, i, s, settings));
}

function giftCostFormula(g: GiftSheet, settings: HursagmuSettings) {
  const k = settings.addedGifts.findIndex((a) => a.id === g.id);
  const book = HURSAGMU_GIFT_COSTS[g.id];
  const sources =
    k >= 0 ? [B.inventGifts, B.giftsAddDrop] : g.id === 'intuition' ? [B.intuition] : book ? [book] : [B.gifts];
  const used = k >= 0 ? [`settings.addedGifts.${k}`] : [];
  const how =
    g.reason === undefined
      ? 'chosen at creation with character points'
      : `bought with experience points, with The Master’s approval: “${g.reason}”`;
  const perLimb = g.id === 'extra-limbs' || settings.addedGifts.some((a) => a.id === g.id && a.perLimb);
  const limbs =
    g.limbs !== undefined ? ` for ${g.limbs} limbs` : perLimb ? ' per limb × no limbs given: a rule error' : '';
  return {
    formula: `${g.name}: ${g.cost} points${limbs}, ${how}`,
    sources: [B.gifts, ...sources],
    used,
    reading: g.id === 'intuition' ? R.intuition : g.reason === undefined ? undefined : R.giftByExperience,
  };
}

export function explainGifts(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  if (s.gifts.length === 0)
    return [
      explained('sheet.gifts', 'No gifts: none chosen at creation nor bought with experience', [
        B.gifts,
        B.experienceGifts,
      ]),
    ];
  return s.gifts.flatMap((g, i) => {
    const at = `sheet.gifts.${i}`;
    const c = giftCostFormula(g, settings);
    const listed = c.used.length ? c.used : ['settings.droppedGifts'];
    const out = [
      explained(`${at}.cost`, c.formula, c.sources, c.used, c.reading),
      explained(`${at}.id`, `${g.name}’s id "${g.id}", as the campaign offers it`, c.sources, listed),
      explained(`${at}.name`, `${g.name}, as the campaign offers it`, c.sources, listed),
    ];
    if (g.limbs !== undefined)
      out.push(
        explained(
          `${at}.limbs`,
          `${g.name}: ${g.limbs} limbs, ${g.cost} points at 4 a limb`,
          [HURSAGMU_GIFT_COSTS['extra-limbs'] ?? B.gifts],
          [],
          g.reason === undefined ? undefined : R.giftByExperience,
        ),
      );
    if (g.reason !== undefined)
      out.push(
        explained(
          `${at}.reason`,
          `${g.name} was bought with experience; The Master’s approval: “${g.reason}”`,
          [B.experienceGifts],
          [],
          R.giftByExperience,
        ),
      );
    return out;
  });
}

/** The trait names written as the other Encounters chapter names them, each counted as the campaign's trait. */
export function explainOtherChapterNames(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  const sources = [B.riding, B.revisedRider, B.revisedMovement];
  const chapterOf = `settings.revisedEncounters; ${whose(settings, 'revisedEncounters', 'the book’s encounters')}`;
  if (s.otherChapterNames.length === 0)
    return [
      explained(
        'sheet.otherChapterNames',
        `No trait is named as the other Encounters chapter names it (${chapterOf})`,
        sources,
        ['settings.revisedEncounters'],
        R.otherChapterNames,
      ),
    ];
  return s.otherChapterNames.flatMap((o, i) => {
    const formula = `${o.path} names "${o.written}", the other chapter’s name of "${o.trait}", so it counts as ${o.trait} until the names are converted (${chapterOf})`;
    return (['path', 'trait', 'written'] as const).map((k) =>
      explained(
        `sheet.otherChapterNames.${i}.${k}`,
        formula,
        sources,
        ['settings.revisedEncounters'],
        R.otherChapterNames,
      ),
    );
  });
}
