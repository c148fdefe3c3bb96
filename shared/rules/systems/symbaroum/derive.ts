import { experienceTotals } from '../../core/experience';
import { corruptionThreshold, defense, modifierOf, nextLevel, painThreshold, toughness } from './formulas';
import type { SymbaroumSheet, SymbaroumState } from './sheet';
import { ATTRIBUTES, ATTRIBUTE_INFO } from './tables';

/** The state a sheet holds, field by field. */
export function stateOf(s: SymbaroumState): SymbaroumState {
  return {
    campaign: s.campaign,
    values: s.values,
    abilities: s.abilities,
    experience: s.experience,
    damage: s.damage,
    deathSteps: s.deathSteps,
    dead: s.dead,
    armor: s.armor,
    shield: s.shield,
    creationItems: s.creationItems,
  };
}

/** The whole sheet from a state: attributes and their modifiers, secondary attributes, abilities, Toughness. */
export function deriveSymbaroumSheet(state: SymbaroumState): SymbaroumSheet {
  const v = state.values;
  const armorWorn = state.armor === null ? null : (state.campaign.armor.find((a) => a.id === state.armor) ?? null);
  const max = toughness(v.strong);
  const current = Math.max(0, max - state.damage);
  const x = state.experience;
  return {
    ...stateOf(state),
    attributes: ATTRIBUTES.map((id) => ({
      id,
      name: ATTRIBUTE_INFO[id].name,
      value: v[id],
      modifier: modifierOf(v[id]),
    })),
    abilityRows: state.campaign.abilities.map((a) => {
      const level = state.abilities[a.id] ?? null;
      return { id: a.id, name: a.name, description: a.description, level, next: nextLevel(level ?? undefined) };
    }),
    toughness: { max, current },
    painThreshold: painThreshold(v.strong),
    defense: defense(v.quick, armorWorn?.impeding ?? 0, state.shield !== 'none'),
    corruptionThreshold: corruptionThreshold(v.resolute),
    armorWorn,
    dying: current === 0 && !state.dead,
    initiative: { quick: v.quick, vigilant: v.vigilant },
    totals: experienceTotals(x),
  };
}
