import { experienceTotals } from '../../core/experience';
import { shieldPenalty } from './armoury';
import { baseFatigue, basePotential, injuryAt, progressRequired, trainingCost } from './formulas';
import type { AbilitySheet, AttributeSheet, HeimrSheet, HeimrState, HeldItem } from './sheet';

/** An attribute's value, 0 when the campaign lacks it. */
export function valueOf(state: Pick<HeimrState, 'values'>, id: string): number {
  return state.values[id] ?? 0;
}

/** A shield in hand whose stamina penalty counts in this campaign, with that penalty. */
export interface StaminaShield {
  item: Extract<HeldItem, { kind: 'shield' }>;
  penalty: number;
}

/**
 * The shields in hand that lower stamina ("Shields": the tower shield's "Sta -1", and the campaign's penalty for the
 * small and medium shields the book leaves "TODO"), each with its penalty; none when the campaign does not use the
 * medieval armoury module or the penalty is 0.
 */
export function staminaShields(state: Pick<HeimrState, 'campaign' | 'held'>): StaminaShield[] {
  if (state.held.length === 0 || !state.campaign.armoury) return [];
  const out: StaminaShield[] = [];
  for (const item of state.held) {
    if (item.kind !== 'shield') continue;
    const penalty = shieldPenalty(state.campaign, item.id);
    if (penalty !== 0) out.push({ item, penalty });
  }
  return out;
}

/**
 * What the shields in hand take from the campaign's stamina, its fatigue attribute (reading `shieldStamina`): 0 with
 * no such shield in hand.
 */
export function heldStaminaPenalty(state: Pick<HeimrState, 'campaign' | 'held'>): number {
  if (state.held.length === 0 || !state.campaign.armoury) return 0;
  // Summed here rather than from `staminaShields`, so the fold makes no list for it.
  let penalty = 0;
  for (const item of state.held) if (item.kind === 'shield') penalty += shieldPenalty(state.campaign, item.id);
  return penalty;
}

/**
 * An attribute as everything worked from it counts it: its value, less the held shields' stamina penalty for the
 * campaign's fatigue attribute. What progress and the budget count is the value itself (`valueOf`).
 */
export function countedValue(state: Pick<HeimrState, 'values' | 'campaign'>, id: string, penalty: number): number {
  const value = state.values[id] ?? 0;
  return penalty !== 0 && id === state.campaign.fatigueAttribute ? value - penalty : value;
}

/** The whole sheet from a state: attributes with progress, every campaign ability, fatigue, initiative and health. */
export function deriveHeimrSheet(state: HeimrState): HeimrSheet {
  const c = state.campaign;
  const byId = new Map(c.attributes.map((a) => [a.id, a]));
  const penalty = heldStaminaPenalty(state);
  const attributes: AttributeSheet[] = c.attributes.map((a) => {
    const value = valueOf(state, a.id);
    const row: AttributeSheet = {
      id: a.id,
      name: a.name,
      short: a.short,
      group: a.group,
      value,
      progress: state.progress[a.id] ?? 0,
      needed: progressRequired(value + 1),
    };
    if (penalty !== 0 && a.id === c.fatigueAttribute) row.withShield = value - penalty;
    return row;
  });
  const abilities: AbilitySheet[] = c.abilities.map((ab) => {
    const known = ab.attributes.flatMap((id) => {
      const a = byId.get(id);
      return a ? [a] : [];
    });
    const t = state.training[ab.id];
    const trainedConsistency = t?.consistency ?? 0;
    const trainedPotential = t?.potential ?? 0;
    const base = basePotential(known.map((a) => countedValue(state, a.id, penalty)));
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
    baseFatigue: baseFatigue(countedValue(state, c.fatigueAttribute, penalty)),
    // Reading `initiativeWillpower`: "the number of willpower a character has" is the willpower left now.
    initiative: { consistency: countedValue(state, c.initiativeAttribute, penalty), potential: willpower },
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
