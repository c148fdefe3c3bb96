import {
  armouryLines,
  explainBlockChance,
  explainChanceToMeet,
  explainParryChance,
  explainWeaponChance,
  heimr,
  HEIMR_BOOK as B,
  HEIMR_READINGS as R,
  HEIMR_SHIELD_ROWS,
  HEIMR_WEAPON_ROWS,
} from '../../../shared/rules/systems/heimr';
import { creation, run, settings, shield, weapon } from './heimr-armoury-fixtures';

/**
 * Each held item's chance explained in full: the parts the armoury module adds (the item's row of the Weapons or
 * Shields table, its bonus on the ability's potential, the defence penalty of two for each earlier block,
 * "Defending against multiple attacks") around the dice challenge's own explanation, which heimr-explain-odds tests
 * count by hand. Swordmanship +1, potential 0, on strength 0: the medium weapon's P+3 and the tower shield's P+5.
 */
const held = () =>
  armouryLines(heimr.sheetOf(run(creation, [weapon('medium', 'sword'), shield('tower', 'off')], settings).sheet!));

describe('a held item’s chance explained around the dice', () => {
  const [sword, tower] = held();

  it('gives an attack the weapon’s row, its bonus, and the dice’s own explanation and readings', () => {
    const dice = explainChanceToMeet(sword!.consistency, 3, 8, sword!.fatigue, 'Swordmanship');
    const hit = explainWeaponChance(sword!, 8);
    expect(hit.formula).toBe(
      `An attack with the medium weapon: Swordmanship’s potential 0 + the medium weapon’s bonus +3 = 3; defence or CR 8 is what the attack must meet: ${dice.formula}`,
    );
    expect(hit.sources).toEqual([HEIMR_WEAPON_ROWS.medium, ...dice.sources]);
    expect(hit.reading).toBe([R.weaponBonus, R.weaponAbility, ...(dice.reading ? [dice.reading] : [])].join(' '));
  });

  it('gives a parry the book’s words on parrying, no penalty, and the weapon’s row', () => {
    const dice = explainChanceToMeet(sword!.consistency, 3, 6, sword!.fatigue, 'Swordmanship');
    const parry = explainParryChance(sword!, 6);
    expect(parry.formula).toBe(
      `A parry with the medium weapon, no penalty for use: Swordmanship’s potential 0 + the medium weapon’s bonus +3 = 3; attack score 6 is what the parry must meet: ${dice.formula}`,
    );
    expect(parry.sources).toEqual([B.parry, B.parryMelee, B.defenceMisses, HEIMR_WEAPON_ROWS.medium, ...dice.sources]);
    expect(parry.reading).toBe(
      [R.weaponBonus, R.weaponAbility, R.parryPenalty, ...(dice.reading ? [dice.reading] : [])].join(' '),
    );
  });

  it('gives a block the shield’s row and the penalty of two for one earlier block, in the singular', () => {
    // Consistency +1 less 2 for one earlier block: -1.
    const dice = explainChanceToMeet(-1, 5, 6, tower!.fatigue, 'Sword and shield');
    const second = explainBlockChance(tower!, 6, 1);
    expect(second.formula).toBe(
      `A block with the tower shield: penalty 2 × 1 earlier block = 2: consistency +1 − 2 = -1; Sword and shield’s potential 0 + the tower shield’s bonus +5 = 5; attack score 6 is what the block must meet: ${dice.formula}`,
    );
    expect(second.sources).toEqual([
      B.block,
      B.defenceMisses,
      B.defencePenalty,
      B.defencePenaltyExample,
      HEIMR_SHIELD_ROWS.tower,
      ...dice.sources,
    ]);
    expect(second.chance).toBe(dice.chance);
  });
});
