import type { BudgetItem } from '../../core/system';
import type { Encumbrance, Purse } from './formulas';
import type { EquipmentItem } from './schemas';
import type { Metric, ShieldKind, WeaponSize } from './tables';
import type { WeaponStats } from './weapons';

/** The derived HURSAGMU character sheet: a pure fold of the ledger over the creation choices. */
export interface HursagmuSheet {
  /** The campaign plays the revised Encounters chapter. */
  revised: boolean;
  /** Every trait of the campaign, in the book's order, then the campaign's own. */
  traits: TraitSheet[];
  gifts: GiftSheet[];
  /** Damage taken and not yet recovered, per metric. */
  damage: Record<Metric, number>;
  metrics: Record<Metric, MetricSheet>;
  /** Everything owned, as bought; the views below are derived from it. */
  equipment: EquipmentItem[];
  weapons: WeaponSheet[];
  armor: ArmorSheet | null;
  shield: ShieldSheet | null;
  foci: FocusSheet[];
  gear: GearSheet[];
  strength: number;
  /** Pounds the character can lift. */
  lift: number;
  /** Pounds carried: equipment, worn armor included. */
  carried: number;
  encumbrance: Encumbrance;
  /** Spaces per action. */
  movement: number;
  /** The flat challenge to hit this character when surprised (revised chapter only). */
  surpriseDefense: number | null;
  /** Copper coins in the purse, and the same split into gold, silver and copper. */
  coins: number;
  purse: Purse;
  characterPoints: { starting: number; spent: number; left: number };
  /** Unspent character points carry into play; `earned` = fromCreation + awarded; `unspent` = earned - spent. */
  experience: { fromCreation: number; awarded: number; earned: number; spent: number; unspent: number };
  /** The creation budget, item by item. */
  creationItems: BudgetItem[];
  /** Errors The Master accepted, with their reasons. */
  overrides: { event: string; code: string; path: string; reason: string }[];
}

export interface TraitSheet {
  id: string;
  name: string;
  level: number;
  /** Sum of the modifiers below. */
  modifier: number;
  /** level + modifier, added to 2d6; null when the character cannot use it at all (fully encumbered). */
  value: number | null;
  /** Why the value differs from the level, e.g. "armor -3", "shield +2". */
  modifiers: { reason: string; amount: number }[];
  campaign: boolean;
}

export interface GiftSheet {
  id: string;
  name: string;
  cost: number;
  limbs?: number;
  /** The Master's approval, for a gift bought with experience. */
  reason?: string;
}

export type MetricStatus = 'well' | 'barely-conscious' | 'knocked-out' | 'incapacitated' | 'dead' | 'raving' | 'catatonic';

export interface MetricSheet {
  max: number;
  current: number;
  status: MetricStatus;
}

export interface WeaponSheet extends WeaponStats {
  id: string;
  name: string;
  size: WeaponSize;
  throwable: boolean;
  missile: boolean;
  mechanical: boolean;
  warOnly: boolean;
  /** Damage in play: weapon damage plus Strength unless mechanical. */
  totalDamage: number;
}

export interface ArmorSheet {
  id: string;
  name: string;
  points: number;
  weight: number;
  price: number;
  /** Strength + armor when enduring physical damage. */
  endurance: number;
}

export interface ShieldSheet {
  id: string;
  material: ShieldKind;
  defenseBonus: number;
  weight: number;
  price: number;
}

export interface FocusSheet {
  id: string;
  name: string;
  length: number;
  levels: number;
  power: number;
  negation: number;
  /** Null when immobile (a temple or tower). */
  weight: number | null;
  /** Command + power: energy channelled per round. */
  channel: number;
  /** Willpower + negation against detrimental spells. */
  resistance: number;
}

export interface GearSheet {
  id: string;
  item: string;
  name: string;
  quantity: number;
  unit?: string;
  weight: number;
  price: number;
}
