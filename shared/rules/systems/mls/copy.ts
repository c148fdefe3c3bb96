import type { MlsSheet, NegativeSheet, SecondarySheet } from './sheet';
import type { PersonalityTrait, PrimaryTrait } from './tables';

/*
 * Field-by-field copies of the sheet, its wide records and its entries.
 * Folding a long ledger copies the sheet once per event, and V8 copies an
 * object literal with known fields many times faster than it spreads one;
 * every copy of a kind of entry also keeps the same shape, so the code
 * reading it stays fast.
 */

/**
 * A new sheet equal to `s`, for the caller to set the fields that change on
 * before handing it out; `s` is not touched. Setting fields one by one on the
 * copy is cheaper than merging a patch object into it.
 */
export function copySheet(s: MlsSheet): MlsSheet {
  return {
    race: s.race,
    ageIncrements: s.ageIncrements,
    startIncrements: s.startIncrements,
    age: s.age,
    primaries: s.primaries,
    secondaries: s.secondaries,
    negatives: s.negatives,
    personality: s.personality,
    noticeable: s.noticeable,
    hitPoints: s.hitPoints,
    magicPoints: s.magicPoints,
    fatePoints: s.fatePoints,
    damage: s.damage,
    cp: s.cp,
    creationItems: s.creationItems,
    creationLeft: s.creationLeft,
    florins: s.florins,
    favour: s.favour,
    training: s.training,
    changedThisIncrement: s.changedThisIncrement,
    adventures: s.adventures,
    checkedThisAdventure: s.checkedThisAdventure,
  };
}

/** A secondary trait's entry at another level or base; the value follows from them. */
export function secondaryAt(s: SecondarySheet, baseValue: number, level: number | null): SecondarySheet {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    base: s.base,
    baseValue,
    level,
    value: level === null ? null : baseValue + level,
    occupation: s.occupation,
    priest: s.priest,
    combat: s.combat,
  };
}

/** A negative trait's entry at another level or base; the value follows from them. */
export function negativeAt(n: NegativeSheet, baseValue: number, level: number | null): NegativeSheet {
  return { id: n.id, name: n.name, base: n.base, baseValue, level, value: level === null ? null : baseValue + level };
}

/** Where the trait with `id` sits in `list`, or -1. */
export function indexOfId(list: readonly { id: string }[], id: string): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return i;
  return -1;
}

/** A copy of the personality record with one trait set; its opposite is set by the caller. */
export function copyPersonality(p: Record<PersonalityTrait, number>): Record<PersonalityTrait, number> {
  return {
    chaste: p.chaste,
    lustful: p.lustful,
    temperate: p.temperate,
    indulgent: p.indulgent,
    forgiving: p.forgiving,
    vengeful: p.vengeful,
    honest: p.honest,
    deceitful: p.deceitful,
    generous: p.generous,
    greedy: p.greedy,
    kind: p.kind,
    selfish: p.selfish,
    consistent: p.consistent,
    arbitrary: p.arbitrary,
    lawful: p.lawful,
    chaotic: p.chaotic,
    merciful: p.merciful,
    cruel: p.cruel,
    modest: p.modest,
    proud: p.proud,
    conservative: p.conservative,
    worldly: p.worldly,
    cautious: p.cautious,
    reckless: p.reckless,
    trusting: p.trusting,
    suspicious: p.suspicious,
    valorous: p.valorous,
    cowardly: p.cowardly,
    persistent: p.persistent,
    irresolute: p.irresolute,
  };
}

/** A copy of the primary trait record. */
export function copyPrimaries(p: MlsSheet['primaries']): Record<PrimaryTrait, MlsSheet['primaries'][PrimaryTrait]> {
  return {
    strength: p.strength,
    body: p.body,
    size: p.size,
    dexterity: p.dexterity,
    agility: p.agility,
    mind: p.mind,
    aura: p.aura,
    awareness: p.awareness,
  };
}
