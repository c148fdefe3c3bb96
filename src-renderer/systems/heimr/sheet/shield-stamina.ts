import { shieldPenaltyWords, type HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { capitalise, signed } from '../../../base/format';

/*
 * A held shield's stamina penalty in the page's words (002_660a93111b0de833.txt, "Shields": the tower shield's "Sta
 * -1", the small and medium shields' the campaign's): the campaign's stamina as everything worked from it counts it
 * while the shield is in hand, beside the value the attribute keeps (HEIMR_READINGS.shieldStamina).
 */

/** The campaign's stamina lowered by a shield in hand: where it is on the sheet, what it is and what it counts. */
export interface ShieldStamina {
  /** The attribute's row on the sheet. */
  index: number;
  name: string;
  value: number;
  counted: number;
  /** "the tower shield". */
  shields: string;
  amount: number;
}

/** The campaign's stamina as a held shield lowers it, or undefined when no shield in hand lowers it. */
export function shieldStamina(sheet: HeimrSheet): ShieldStamina | undefined {
  const index = sheet.attributes.findIndex((a) => a.withShield !== undefined);
  const words = shieldPenaltyWords(sheet);
  if (index < 0 || words === undefined) return undefined;
  const a = sheet.attributes[index]!;
  return { index, name: a.name, value: a.value, counted: a.withShield!, shields: words.shields, amount: words.amount };
}

/** "+2 with the tower shield": what the attribute counts while the shield is in hand. */
export const withShieldText = (s: ShieldStamina): string => `${signed(s.counted)} with ${s.shields}`;

/** "Stamina +2 (+3 less 1 for the tower shield)": the attribute as a value worked from it counts it. */
export const countedText = (s: ShieldStamina): string =>
  `${s.name} ${signed(s.counted)} (${signed(s.value)} less ${s.amount} for ${s.shields})`;

/** Whether initiative rolls the lowered attribute. */
export const initiativeLowered = (sheet: HeimrSheet): boolean =>
  sheet.campaign.initiativeAttribute === sheet.campaign.fatigueAttribute;

/** Whether the ability at `index` is based on the lowered attribute, so that its base potential counts it. */
export const abilityLowered = (sheet: HeimrSheet, index: number): boolean =>
  sheet.campaign.abilities[index]?.attributes.includes(sheet.campaign.fatigueAttribute) ?? false;

/**
 * Why the attribute reads lower, for a player: "The tower shield in hand lowers Stamina by 1: base fatigue and the
 * abilities based on Stamina count +2 until it is put down; Stamina itself stays +3, as progress counts it."
 */
export function shieldStaminaNote(sheet: HeimrSheet, s: ShieldStamina): string {
  const several = s.shields.includes(' and ');
  const what = initiativeLowered(sheet)
    ? `base fatigue, initiative and the abilities based on ${s.name}`
    : `base fatigue and the abilities based on ${s.name}`;
  return `${capitalise(s.shields)} in hand ${several ? 'lower' : 'lowers'} ${s.name} by ${s.amount}: ${what} count ${signed(s.counted)} until ${several ? 'they are' : 'it is'} put down; ${s.name} itself stays ${signed(s.value)}, as progress counts it.`;
}
