import type { MlsSheet } from './sheet';
import type { PersonalityTrait, PrimaryTrait } from './tables';

/*
 * Field-by-field copies of the sheet and its wide records. Folding a long
 * ledger copies the sheet once per event, and V8 copies an object literal
 * with known fields many times faster than it spreads one.
 */

/** A new sheet equal to `s` with the fields of `patch` replaced; `s` is not touched. */
export function change(s: MlsSheet, patch: Partial<MlsSheet>): MlsSheet {
  const next: MlsSheet = {
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
    cp: s.cp,
    creationItems: s.creationItems,
    creationLeft: s.creationLeft,
    florins: s.florins,
    favour: s.favour,
    training: s.training,
    changedThisIncrement: s.changedThisIncrement,
    adventures: s.adventures,
    checkedThisAdventure: s.checkedThisAdventure,
    overrides: s.overrides,
  };
  return Object.assign(next, patch);
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
