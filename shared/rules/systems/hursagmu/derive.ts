import { combatOf } from './combat';
import {
  armorName,
  armorPrice,
  armorWeight,
  encumbrance,
  focusLevels,
  focusWeight,
  lift,
  movement,
  toPurse,
} from './formulas';
import { itemPrice, itemWeight, weaponOptions } from './equipment';
import type { FocusSheet, GearSheet, HursagmuSheet, MetricSheet, MetricStatus, TraitSheet, WeaponSheet } from './sheet';
import {
  AGILE_TRAITS,
  HUMAN_METRIC,
  LIST_ITEMS,
  REVISED_SURPRISE_DEFENSE,
  SHIELD_DEFENSE,
  SHIELDS,
  ZERO_STAMINA_PENALTY,
  type Metric,
} from './tables';
import { buildWeapon, weaponDamage } from './weapons';

/**
 * The fields a sheet is derived from, and what the ledger folds: everything else on the sheet follows from these
 * and is worked out once, where the sheet is shown.
 */
export type SheetBase = Pick<
  HursagmuSheet,
  | 'revised'
  | 'gifts'
  | 'damage'
  | 'equipment'
  | 'coins'
  | 'coinFlow'
  | 'characterPoints'
  | 'experience'
  | 'creationItems'
  | 'otherChapterNames'
> & {
  traits: Pick<TraitSheet, 'id' | 'name' | 'level' | 'campaign'>[];
};

/** The level of a trait by id (0, human average, when the campaign lacks it). */
export function levelOf(base: Pick<SheetBase, 'traits'>, id: string): number {
  return base.traits.find((t) => t.id === id)?.level ?? 0;
}

function metricStatus(metric: Metric, current: number): MetricStatus {
  if (current > 0) return 'well';
  // "TRAITS" > Cost: Stamina 0 barely conscious, below 0 knocked out; Health 0 incapacitated, below 0
  // dead; Sanity 0 a raving lunatic, below 0 catatonic.
  if (metric === 'stamina') return current === 0 ? 'barely-conscious' : 'knocked-out';
  if (metric === 'health') return current === 0 ? 'incapacitated' : 'dead';
  return current === 0 ? 'raving' : 'catatonic';
}

/** Stamina, Health and Sanity; maximum Stamina is limited by the lower of current Health and Sanity. */
export function metricsOf(damage: Record<Metric, number>): Record<Metric, MetricSheet> {
  const health = HUMAN_METRIC - damage.health;
  const sanity = HUMAN_METRIC - damage.sanity;
  const staminaMax = Math.min(HUMAN_METRIC, health, sanity);
  const stamina = Math.min(staminaMax, HUMAN_METRIC - damage.stamina);
  return {
    stamina: { max: staminaMax, current: stamina, status: metricStatus('stamina', stamina) },
    health: { max: HUMAN_METRIC, current: health, status: metricStatus('health', health) },
    sanity: { max: HUMAN_METRIC, current: sanity, status: metricStatus('sanity', sanity) },
  };
}

/** Builds the whole sheet from its base: metrics, equipment views, lift, encumbrance, movement and trait values. */
export function derive(base: SheetBase): HursagmuSheet {
  const strength = levelOf(base, 'strength');
  const metrics = metricsOf(base.damage);

  const weapons: WeaponSheet[] = [];
  const foci: FocusSheet[] = [];
  const gear: GearSheet[] = [];
  let armor: HursagmuSheet['armor'] = null;
  let shield: HursagmuSheet['shield'] = null;
  let carried = 0;
  for (const item of base.equipment) {
    carried += itemWeight(item);
    switch (item.kind) {
      case 'weapon': {
        const o = weaponOptions(item);
        const stats = buildWeapon(o, base.revised);
        weapons.push({ id: item.id, name: item.name, ...o, ...stats, totalDamage: weaponDamage(stats, strength) });
        break;
      }
      case 'armor':
        armor ??= {
          id: item.id,
          name: item.name ?? armorName(item.points) ?? 'armor',
          points: item.points,
          weight: armorWeight(item.points),
          price: armorPrice(item.points),
          endurance: strength + item.points,
        };
        break;
      case 'shield':
        shield ??= {
          id: item.id,
          material: item.material,
          defenseBonus: SHIELD_DEFENSE,
          weight: SHIELDS[item.material].weight,
          price: SHIELDS[item.material].price,
        };
        break;
      case 'focus':
        foci.push({
          id: item.id,
          name: item.name,
          length: item.length,
          levels: focusLevels(item.length),
          power: item.power,
          negation: item.negation,
          weight: focusWeight(item.length),
          channel: levelOf(base, 'command') + item.power,
          resistance: levelOf(base, 'willpower') + item.negation,
        });
        break;
      case 'gear': {
        const l = LIST_ITEMS[item.item]!;
        const g: GearSheet = {
          id: item.id,
          item: item.item,
          name: l.name,
          quantity: item.quantity,
          weight: itemWeight(item),
          price: itemPrice(item),
        };
        if (l.unit) g.unit = l.unit;
        gear.push(g);
        break;
      }
    }
  }

  const maxLift = lift(strength);
  const load = encumbrance(carried, maxLift);
  const armorPoints = armor?.points ?? 0;
  const athletics = base.revised ? levelOf(base, 'athlete') : levelOf(base, 'athletics');

  const traits: TraitSheet[] = base.traits.map((t) => {
    const modifiers: TraitSheet['modifiers'] = [];
    let usable = true;
    if ((AGILE_TRAITS as readonly string[]).includes(t.id)) {
      if (armorPoints > 0) modifiers.push({ reason: 'armor', amount: -armorPoints });
      if (load.penalty === null) usable = false;
      else if (load.penalty !== 0) modifiers.push({ reason: 'encumbrance', amount: load.penalty });
    }
    if (t.id === 'defense' && shield) modifiers.push({ reason: 'shield', amount: SHIELD_DEFENSE });
    if (metrics.stamina.current === 0) modifiers.push({ reason: 'zero Stamina', amount: ZERO_STAMINA_PENALTY });
    const modifier = modifiers.reduce((a, m) => a + m.amount, 0);
    return {
      id: t.id,
      name: t.name,
      level: t.level,
      campaign: t.campaign,
      modifier,
      modifiers,
      value: usable ? t.level + modifier : null,
    };
  });

  const spaces = movement(athletics, armorPoints, load);
  return {
    revised: base.revised,
    traits,
    gifts: base.gifts,
    damage: base.damage,
    metrics,
    equipment: base.equipment,
    weapons,
    armor,
    shield,
    foci,
    gear,
    strength,
    lift: maxLift,
    carried,
    encumbrance: load,
    movement: spaces,
    surpriseDefense: base.revised ? REVISED_SURPRISE_DEFENSE : null,
    combat: combatOf({ revised: base.revised, traits, gifts: base.gifts, movement: spaces }),
    coins: base.coins,
    purse: toPurse(base.coins),
    coinFlow: base.coinFlow,
    characterPoints: base.characterPoints,
    experience: base.experience,
    creationItems: base.creationItems,
    otherChapterNames: base.otherChapterNames,
  };
}

/**
 * A new state with some fields replaced; `state` is not touched. Only the state's own fields are carried over, so
 * a shown sheet handed in as a state leaves nothing it derived behind. Field by field rather than spread or a loop
 * over the names: every state then has one shape, and the fold stays at its fastest.
 */
export function rebase(state: SheetBase, patch: Partial<SheetBase>): SheetBase {
  return {
    revised: patch.revised ?? state.revised,
    traits: patch.traits ?? state.traits,
    gifts: patch.gifts ?? state.gifts,
    damage: patch.damage ?? state.damage,
    equipment: patch.equipment ?? state.equipment,
    coins: patch.coins ?? state.coins,
    coinFlow: patch.coinFlow ?? state.coinFlow,
    characterPoints: patch.characterPoints ?? state.characterPoints,
    experience: patch.experience ?? state.experience,
    creationItems: patch.creationItems ?? state.creationItems,
    otherChapterNames: patch.otherChapterNames ?? state.otherChapterNames,
  };
}
