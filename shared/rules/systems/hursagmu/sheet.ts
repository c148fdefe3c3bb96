import type { Odds } from '../../core/probability';
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
  /** Defense as attackers meet it, initiative, a charge's momentum, and the ranges of sorcery and senses. */
  combat: CombatSheet;
  /** Copper coins in the purse, and the same split into gold, silver and copper. */
  coins: number;
  purse: Purse;
  /** Where the coins came from and went: the campaign's starting coins, starting equipment, earned and paid in play. */
  coinFlow: CoinFlow;
  characterPoints: { starting: number; spent: number; left: number };
  /** Unspent character points carry into play; `earned` = fromCreation + awarded; `unspent` = earned - spent. */
  experience: { fromCreation: number; awarded: number; earned: number; spent: number; unspent: number };
  /** The creation budget, item by item. */
  creationItems: BudgetItem[];
  /**
   * Traits the character's choices name as the other Encounters chapter names them (Athlete in a campaign of the
   * book's chapter), each counted as the campaign's trait, until the character's trait names are converted.
   */
  otherChapterNames: OtherChapterName[];
}

/** A trait named as the other Encounters chapter names it: "athlete" where the campaign plays the book's Athletics. */
export interface OtherChapterName {
  /** The id as written, e.g. "athlete". */
  written: string;
  /** The campaign's trait it counts as, e.g. "athletics". */
  trait: string;
  /** Where it is written: a creation choice or a raise. */
  path: string;
}

/** The purse's budget: `coins` = starting - equipment + earned - spent. */
export interface CoinFlow {
  starting: number;
  /** Starting equipment bought at creation. */
  equipment: number;
  /** Earned in play (`earn`). */
  earned: number;
  /** Paid in play (`pay`, and equipment acquired with `paid`). */
  spent: number;
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

export type MetricStatus =
  'well' | 'barely-conscious' | 'knocked-out' | 'incapacitated' | 'dead' | 'raving' | 'catatonic';

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

/** A chance to hit this character, for an attacker of one of the book's ranks. */
export interface AttackerChance {
  /** The attacker's trait level: 0 human average, 2 apprentice, 6 journeyman, 10 master. */
  level: number;
  rank: string;
  /** When the character defends as usual. */
  hit: Odds;
  /** When the character is surprised (round zero). */
  hitSurprised: Odds;
}

/** The character's chance to hit a fixed object at point-blank range with one attack trait. */
export interface FixedObjectChance {
  trait: string;
  name: string;
  /** The trait's level with its modifiers. */
  value: number;
  hit: Odds;
}

/** A range increment: +1 to the challenge per this many spaces; 0 is touch. */
export interface RangeIncrementSheet {
  id: string;
  name: string;
  increment: number;
}

/**
 * The combat values. With the revised encounters Defense is a flat number to beat (6 + Defense, 6 when
 * surprised, 4 for a fixed object); in the book every defense is rolled like a trait (2d6 + Defense, 2d6 + 0
 * when surprised or for a fixed object).
 */
export interface CombatSheet {
  /** The Defense trait's value with its modifiers (a shield's +2, zero Stamina's -10). */
  defense: number;
  /** Revised chapter: the flat 6 + Defense an attacker must beat; null in the book, where Defense is rolled. */
  defenseValue: number | null;
  /** The defense of a surprised character: a flat 6 (revised), or 0 rolled as 2d6 + 0 (book). */
  surprisedDefense: number;
  /** The defense of a fixed object: a flat 4 (revised), or 0 rolled as 2d6 + 0 (book). */
  fixedObjectDefense: number;
  /** Defenses are flat numbers (revised chapter) rather than rolled. */
  flat: boolean;
  attackers: AttackerChance[];
  fixedObject: FixedObjectChance[];
  /** Quickness with its modifiers, rolled 2d6 + it for initiative; null when the campaign dropped Quickness. */
  initiative: number | null;
  /** What haste may add to initiative (and take from every other roll that round). */
  haste: number[];
  /** Damage a charge of one full move adds (and takes from a melee weapon that hits the charger): +1 per four spaces. */
  chargeMomentum: number;
  /** The range increment of each sorcery discipline the character has. */
  sorceryRanges: RangeIncrementSheet[];
  /** The range increments of the senses, and of the sense of sorcery (Mysticism, or the Intuition gift). */
  senseRanges: RangeIncrementSheet[];
}
