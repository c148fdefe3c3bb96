import type { ExperienceFlow } from '../../core/experience';
import type { BudgetItem } from '../../core/system';
import type { CampaignAbility, CampaignArmor, ShieldKind } from './schemas';
import type { AbilityLevel, Attribute } from './tables';

/** What the campaign's settings give every character: its abilities and armor. */
export interface SymbaroumCampaign {
  abilities: readonly CampaignAbility[];
  armor: readonly CampaignArmor[];
}

/** Experience, started with from the campaign or from a dead character. */
export interface SymbaroumExperience extends ExperienceFlow {
  /** The dead character whose experience this one started with, or null. */
  inheritedFrom: string | null;
}

/** What the ledger folds; the sheet is worked out from it where it is shown. */
export interface SymbaroumState {
  campaign: SymbaroumCampaign;
  values: Record<Attribute, number>;
  /** Abilities by id, at their level. */
  abilities: Record<string, AbilityLevel>;
  experience: SymbaroumExperience;
  /** Toughness lost and not healed, at most the character's Toughness. */
  damage: number;
  /** Death tests of 11 to 19 while dying; the third kills. */
  deathSteps: number;
  dead: boolean;
  armor: string | null;
  shield: ShieldKind;
  creationItems: BudgetItem[];
}

export interface AttributeSheet {
  id: Attribute;
  name: string;
  value: number;
  /** The modifier this value gives an enemy's test against it: 10 minus the value. */
  modifier: number;
}

export interface AbilitySheet {
  id: string;
  name: string;
  description: string;
  level: AbilityLevel | null;
  /** The next level and its price, or null at master. */
  next: { level: AbilityLevel; cost: number } | null;
}

/** The derived Symbaroum character sheet. */
export interface SymbaroumSheet extends SymbaroumState {
  attributes: AttributeSheet[];
  /** Every ability of the campaign, learned or not. */
  abilityRows: AbilitySheet[];
  toughness: { max: number; current: number };
  painThreshold: number;
  defense: number;
  corruptionThreshold: number;
  armorWorn: CampaignArmor | null;
  /** At 0 Toughness and not dead: the player makes death tests. */
  dying: boolean;
  /** Turn order: the higher Quick first, then the higher Vigilant. */
  initiative: { quick: number; vigilant: number };
  totals: { earned: number; spent: number; unspent: number };
}
