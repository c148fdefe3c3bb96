import type { ExperienceFlow } from '../../core/experience';
import type { Odds } from '../../core/probability';
import type { BudgetItem } from '../../core/system';
import type { CampaignAbility, CampaignAttribute, Training } from './schemas';
import type { AttributeGroup, Hand, InjuryLevel, ShieldId, WeaponId } from './tables';

/** What the campaign's settings give every character: its lists and the values the book leaves to the LARP rules. */
export interface HeimrCampaign {
  attributes: readonly CampaignAttribute[];
  abilities: readonly CampaignAbility[];
  hitPoints: number;
  willpower: number;
  fatigueAttribute: string;
  initiativeAttribute: string;
  /** The medieval armoury module is used, and the stamina penalties the module leaves "TODO". */
  armoury: boolean;
  shieldPenalties: { small: number; medium: number };
}

/** A weapon or shield the character holds, in the hand or hands it is held in, with the ability it is used with. */
export type HeldItem =
  | { kind: 'weapon'; id: WeaponId; hand: Hand; ability: string; name?: string }
  | { kind: 'shield'; id: ShieldId; hand: Hand; ability: string; name?: string };

/**
 * What the ledger folds: the attribute values, their progress, the training, experience and hit points. The sheet
 * below is worked out from it where it is shown.
 */
export interface HeimrState {
  campaign: HeimrCampaign;
  /** Attribute values by id, for every attribute of the campaign. */
  values: Record<string, number>;
  /** Progress toward each attribute's next value, by id. */
  progress: Record<string, number>;
  /**
   * Attribute values at creation, by id: with the values and progress now, what the progress budget counts (every
   * rise used the progress its new value required, and what is held now was gained since).
   */
  startValues: Readonly<Record<string, number>>;
  /** Trained abilities by id; an ability not listed is untrained. */
  training: Record<string, Training>;
  experience: ExperienceFlow;
  /** Hit points lost and not yet given back. */
  damage: number;
  /** Willpower spent (a re-roll, a Drain) and not yet regained. */
  willpowerSpent: number;
  /** The experience budget of creation, item by item. */
  creationItems: BudgetItem[];
  /** The weapons and shields in the character's hands (the medieval armoury module), in the order taken up. */
  held: readonly HeldItem[];
}

export interface AttributeSheet {
  id: string;
  name: string;
  short: string;
  group: AttributeGroup;
  value: number;
  progress: number;
  /** Progress needed for the next value. */
  needed: number;
  /**
   * The campaign's stamina (its fatigue attribute) while a shield with a stamina penalty is in hand: the value less
   * the penalty, which base fatigue, the abilities based on it and initiative count until the shield is put down.
   * Absent when no penalty applies; `value` stays what progress and the budget count.
   */
  withShield?: number;
}

export interface AbilitySheet {
  id: string;
  name: string;
  /** The names of the attributes it is based on. */
  basedOn: string[];
  /** Based on a physical attribute: its rolls must reach the fatigue before potential is added. */
  physical: boolean;
  baseConsistency: number;
  basePotential: number;
  trainedConsistency: number;
  trainedPotential: number;
  consistency: number;
  potential: number;
  trained: boolean;
  /** Experience for one more point of trained consistency, and of trained potential. */
  nextCost: { consistency: number; potential: number };
  description?: string;
}

/** The character's willpower: the campaign's figure, and what is left of it after willpower spent and regained. */
export interface WillpowerSheet {
  full: number;
  current: number;
}

export interface HealthSheet {
  max: number;
  current: number;
  injury: InjuryLevel | null;
}

/** The derived Heimr character sheet. */
export interface HeimrSheet extends HeimrState {
  attributes: AttributeSheet[];
  abilities: AbilitySheet[];
  /** "4 – stamina", at least 1; the stamina less a held shield's stamina penalty. */
  baseFatigue: number;
  /** Rolled with the initiative attribute as consistency and current willpower as potential. */
  initiative: { consistency: number; potential: number };
  health: HealthSheet;
  willpower: WillpowerSheet;
  /** Experience earned (starting and awarded), spent (at creation and in play) and unspent. */
  totals: { earned: number; spent: number; unspent: number };
}

/** The chance to meet one challenge requirement. */
export interface ChanceSheet {
  cr: number;
  chance: Odds;
}
