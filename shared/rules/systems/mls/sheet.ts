import type { BudgetItem } from '../../core/system';
import type { BaseFormula, SecondaryKind } from './schemas';
import type { PersonalityTrait, PrimaryTrait, Race } from './tables';

/** The derived Nutshell MLS character sheet: a pure fold of the ledger over the creation choices. */
export interface MlsSheet {
  race: Race;
  /** Increments past base age now, and at creation. */
  ageIncrements: number;
  startIncrements: number;
  age: { years: number; months: number };
  primaries: Record<PrimaryTrait, PrimarySheet>;
  secondaries: SecondarySheet[];
  negatives: NegativeSheet[];
  /** All thirty personality traits; each pair always sums to 20. */
  personality: Record<PersonalityTrait, number>;
  /** Traits at 16 or more, which the player must roll against to act otherwise. */
  noticeable: PersonalityTrait[];
  hitPoints: PointsSheet;
  magicPoints: PointsSheet | null;
  fatePoints: FatePointsSheet;
  /** Damage taken in play and not yet healed: CHP is THP minus it ("CHP"). */
  damage: number;
  cp: { earned: number; spent: number };
  /** The creation budget, item by item; advancement is summed in `cp`. */
  creationItems: BudgetItem[];
  /** Creation budget totals, kept so overspending at creation is reported once. */
  creationLeft: number;
  florins: number;
  favour: number;
  /** The primary trait currently trained up, until the next age increment. */
  training: PrimaryTrait | null;
  /** Traits changed through CPs since the last age increment ("secondary:<id>", "negative:<id>", "personality:<trait>"). */
  changedThisIncrement: string[];
  /** Adventures recorded by award events, and the secondary traits rolled for since the last one. */
  adventures: number;
  checkedThisAdventure: string[];
}

export interface PrimarySheet {
  /** Racial average (a campaign setting). */
  average: number;
  /** Chosen at creation, relative to the average. */
  chosen: number;
  /** Levels lost to age. */
  reductions: number;
  /** average + chosen - reductions: the trait's natural level. */
  natural: number;
  /** natural, plus one while trained up. */
  value: number;
}

export interface SecondarySheet {
  id: string;
  name: string;
  kind: SecondaryKind;
  base: BaseFormula;
  /** The base computed from the current primary traits. */
  baseValue: number;
  /** Level relative to base; null when not available (a Trained trait not acquired). */
  level: number | null;
  /** baseValue + level: what is added to 3d6. */
  value: number | null;
  occupation: boolean;
  priest: boolean;
  /** A combat or magic skill used to attack, which gives attacks per turn ("Combat Rounds"). */
  combat: boolean;
}

export interface NegativeSheet {
  id: string;
  name: string;
  base: BaseFormula;
  baseValue: number;
  /** Level above base, 0..4 at creation; null once removed. */
  level: number | null;
  value: number | null;
}

export interface PointsSheet {
  /** Number of d6 rolled (the base). */
  dice: number;
  roll: number | null;
  /** The roll or base x 3, whichever is greater. */
  total: number;
  /** Rolls made before the one kept, oldest first, so a game master sees every reroll; absent when there were none. */
  earlier?: { dice: string; total: number }[];
}

export interface FatePointsSheet {
  /** One per personality trait at 16 or 17 at creation, two per trait at 18. */
  fromPersonality: number;
  /** Bought at creation, 5 CPs each. */
  bought: number;
  /** Bought in play, 5 CPs each. */
  boughtInPlay: number;
  /** Every fate point the character has had: fromPersonality + bought + boughtInPlay. */
  total: number;
  /** Spent in play (a Shock Roll against death, or certain death). */
  spent: number;
  /** total - spent: what can still be spent. */
  left: number;
}
