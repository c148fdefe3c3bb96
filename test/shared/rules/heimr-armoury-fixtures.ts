import { heimr, STANDARD_ABILITIES, type HeimrCreation, type HeimrSheet } from '../../../shared/rules/systems/heimr';
import { ev, runner } from './game-helpers';

/*
 * The armoury module's tests' campaign and entries: the standard abilities and the tables' Swordmanship and Sword
 * and shield, on strength, and a character with nothing chosen at creation.
 */

export const run = runner<HeimrCreation, HeimrSheet>(heimr);

/** A campaign with the standard abilities and the tables' Swordmanship and Sword and shield, on strength. */
export const settings = {
  abilities: [
    ...STANDARD_ABILITIES,
    { id: 'swordmanship', name: 'Swordmanship', attributes: ['strength'], baseConsistency: 1 },
    { id: 'sword-and-shield', name: 'Sword and shield', attributes: ['strength'], baseConsistency: 1 },
  ],
};
export const creation: HeimrCreation = { attributes: {}, training: {} };

export const weapon = (weapon: string, hand: string, ability = 'swordmanship') =>
  ev({ type: 'take-up-weapon', weapon, hand, ability });
export const shield = (shield: string, hand: string, ability = 'sword-and-shield') =>
  ev({ type: 'take-up-shield', shield, hand, ability });
export const putDown = (hand: string) => ev({ type: 'put-down', hand });
