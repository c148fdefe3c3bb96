import { experienceTotals } from '../../core/experience';
import { baseFatigue, basePotential, injuryAt, progressRequired, trainingCost } from './formulas';
import type { AbilitySheet, AttributeSheet, HeimrSheet, HeimrState } from './sheet';

/** An attribute's value, 0 when the campaign lacks it. */
export function valueOf(state: Pick<HeimrState, 'values'>, id: string): number {
  return state.values[id] ?? 0;
}

/** The whole sheet from a state: attributes with progress, every campaign ability, fatigue, initiative and health. */
export function deriveHeimrSheet(state: HeimrState): HeimrSheet {
  const c = state.campaign;
  const byId = new Map(c.attributes.map((a) => [a.id, a]));
  const attributes: AttributeSheet[] = c.attributes.map((a) => {
    const value = valueOf(state, a.id);
    return {
      id: a.id,
      name: a.name,
      short: a.short,
      group: a.group,
      value,
      progress: state.progress[a.id] ?? 0,
      needed: progressRequired(value + 1),
    };
  });
  const abilities: AbilitySheet[] = c.abilities.map((ab) => {
    const known = ab.attributes.flatMap((id) => {
      const a = byId.get(id);
      return a ? [a] : [];
    });
    const t = state.training[ab.id];
    const trainedConsistency = t?.consistency ?? 0;
    const trainedPotential = t?.potential ?? 0;
    const base = basePotential(known.map((a) => valueOf(state, a.id)));
    const sheet: AbilitySheet = {
      id: ab.id,
      name: ab.name,
      basedOn: known.map((a) => a.name),
      physical: known.some((a) => a.group === 'physical'),
      baseConsistency: ab.baseConsistency,
      basePotential: base,
      trainedConsistency,
      trainedPotential,
      consistency: ab.baseConsistency + trainedConsistency,
      potential: base + trainedPotential,
      trained: trainedConsistency + trainedPotential > 0,
      nextCost: { consistency: trainingCost(trainedConsistency + 1), potential: trainingCost(trainedPotential + 1) },
    };
    if (ab.description !== undefined) sheet.description = ab.description;
    return sheet;
  });
  const current = c.hitPoints - state.damage;
  const willpower = c.willpower - state.willpowerSpent;
  const x = state.experience;
  // The state's fields one by one, as stateOf lists them: a spread into a literal with more fields copies slowly.
  return {
    campaign: c,
    values: state.values,
    progress: state.progress,
    startValues: state.startValues,
    training: state.training,
    experience: x,
    damage: state.damage,
    willpowerSpent: state.willpowerSpent,
    creationItems: state.creationItems,
    held: state.held,
    attributes,
    abilities,
    baseFatigue: baseFatigue(valueOf(state, c.fatigueAttribute)),
    // Reading `initiativeWillpower`: "the number of willpower a character has" is the willpower left now.
    initiative: { consistency: valueOf(state, c.initiativeAttribute), potential: willpower },
    health: { max: c.hitPoints, current, injury: injuryAt(current) },
    willpower: { full: c.willpower, current: willpower },
    totals: experienceTotals(x),
  };
}

/** The state a sheet holds, field by field: what a shown sheet handed back to the rules is folded from. */
export function stateOf(s: HeimrState): HeimrState {
  return {
    campaign: s.campaign,
    values: s.values,
    progress: s.progress,
    startValues: s.startValues,
    training: s.training,
    experience: s.experience,
    damage: s.damage,
    willpowerSpent: s.willpowerSpent,
    creationItems: s.creationItems,
    held: s.held,
  };
}
