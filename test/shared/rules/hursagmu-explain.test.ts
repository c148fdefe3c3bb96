import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { explainCharacter, type CharacterInput, type Explanation } from '../../../shared/rules/core';
import { HURSAGMU_BOOK, hursagmu } from '../../../shared/rules/systems/hursagmu';
import { explanationAt } from './game-helpers';

/**
 * Why each value of a HURSAGMU sheet is what it is. The numbers are the books' own worked examples (Archery 6 then
 * 7, Bob's 200 pounds, the character hurt 5 and 9, the crossbow and the sword, the revised chapter's knight) or the
 * books' rules worked out by hand for the reference characters (test/fixtures/hursagmu/reference).
 */
const fixtures = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/hursagmu');
const campaign = (folder: string) =>
  (JSON.parse(readFileSync(join(fixtures, folder, 'campaign.json'), 'utf8')) as { settings: unknown }).settings;
const character = (folder: string, name: string) =>
  JSON.parse(readFileSync(join(fixtures, folder, 'characters', `${name}.json`), 'utf8')) as CharacterInput;

function explain(input: CharacterInput, settings: unknown): Map<string, Explanation> {
  const { explanations } = explainCharacter(hursagmu, input, settings);
  return new Map((explanations ?? []).map((e) => [e.path, e]));
}

const at = explanationAt;

/** A character of the book's encounters made of these choices and entries. */
function made(creation: Partial<Record<'traits' | 'gifts' | 'equipment', unknown>>, events: object[] = []) {
  return {
    creation: { traits: {}, gifts: [], equipment: [], ...creation },
    events: events.map((e, i) => ({ id: `e${i + 1}`, date: '2026-02-01', ...e })),
  } as CharacterInput;
}

const OWN_READING = /^The project’s reading: .+ Other reading: .+/;
const quotes = (e: Explanation) => e.sources.map((s) => s.quote);

describe('HURSAGMU explains its sheet', () => {
  it('prices a trait by the book’s Archery example: 8 character points for 6, then 4 experience points for 7', () => {
    const archer = explain(
      made({ traits: { archery: 6 } }, [
        { type: 'award', points: 10 },
        { type: 'raise', trait: 'archery', to: 7 },
      ]),
      {},
    );
    const level = at(archer, 'sheet.traits.2.level');
    expect(level.value).toBe(7);
    expect(level.formula).toBe(
      'Archery level 7: chosen at 6 at creation (creation.traits.archery) for 8 character points, raised in play to 7 for cost(7) - cost(6) = 12 - 8 = 4 experience points',
    );
    expect(level.entries).toEqual(['e2']);
    expect(quotes(level)).toContain('| 7 | 12 |');
    expect(quotes(level)).toContain(HURSAGMU_BOOK.costExample.quote);
    expect(level.reading).toMatch(OWN_READING);
    // 60 points less 8 for Archery 6 leave 52, carried into play: the project's reading.
    const carried = at(archer, 'sheet.experience.fromCreation');
    expect(carried.formula).toBe('Experience from creation = character points left 52, never below 0 = 52');
    expect(carried.reading).toMatch(/^The project’s reading: character points left after creation are kept/);
    expect(at(archer, 'sheet.experience.unspent').formula).toBe('Experience unspent = earned 62 - spent 4 = 58');
  });

  it('works out Bob’s load: Strength 2 lifts 200 pounds, and 100 pounds halve his movement and cost -4', () => {
    const bob = explain(
      made({ traits: { strength: 2 }, equipment: [{ kind: 'gear', id: 'chests', item: 'chest', quantity: 4 }] }),
      {
        startingCoins: 1000,
      },
    );
    expect(at(bob, 'sheet.lift').formula).toBe('Lift for Strength 2 = 200 lb, the table’s row');
    expect(quotes(at(bob, 'sheet.lift'))).toContain('| 2 | 200 |');
    expect(at(bob, 'sheet.carried').formula).toBe('Carried = Chest x 4: 100 = 100 lb');
    expect(at(bob, 'sheet.encumbrance.penalty').formula).toBe(
      'Agile traits -4: carried 100 lb ÷ lift 200 lb × 100 = 50%, from 50%: movement halved, -4',
    );
    const movement = at(bob, 'sheet.movement');
    expect(movement.value).toBe(5);
    expect(movement.formula).toBe(
      'Movement = 10 + Athletics 0 - armor 0 = 10, ÷ 2 for the load, rounded down → 5 spaces per action',
    );
    expect(quotes(movement)).toContain(HURSAGMU_BOOK.movement.quote);
    const acrobatics = at(bob, 'sheet.traits.0.value');
    expect(acrobatics.value).toBe(-4);
    expect(acrobatics.formula).toBe('Acrobatics = level 0 - 4 = -4, rolled 2d6 - 4');
  });

  it('limits maximum Stamina as the book’s example: 5 physical and 9 mental damage leave Stamina 11', () => {
    const hurt = explain(
      made({}, [
        { type: 'damage', metric: 'health', amount: 5 },
        { type: 'damage', metric: 'sanity', amount: 9 },
      ]),
      {},
    );
    const max = at(hurt, 'sheet.metrics.stamina.max');
    expect(max.value).toBe(11);
    expect(max.formula).toBe('Maximum Stamina = the lowest of 20, current Health 15 and current Sanity 11 = 11');
    expect(max.entries).toEqual(['e1', 'e2']);
    expect(quotes(max)).toContain(HURSAGMU_BOOK.staminaMax.quote);
    expect(at(hurt, 'sheet.metrics.health.current').formula).toBe('Health now = 20 - Health damage 5 = 15');
  });

  const settings = campaign('reference');
  const ashur = explain(character('reference', 'ashur'), settings);

  it('prices the book’s sword and crossbow as its examples do: 2000 cc and 40000 cc', () => {
    const sword = at(ashur, 'sheet.weapons.0.price');
    expect(sword.value).toBe(2000);
    expect(sword.formula).toBe('Price = medium 200 cc x10 made only for war = 2000 cc');
    expect(quotes(sword)).toContain(HURSAGMU_BOOK.swordPrice.quote);
    expect(sword.reading).toMatch(/^The project’s reading: the size’s price, x10 for every missile weapon/);
    const gilgamesh = explain(character('reference', 'gilgamesh'), settings);
    expect(at(gilgamesh, 'sheet.equipment.0.name').value).toBe('Crossbow');
    const crossbow = at(gilgamesh, 'sheet.weapons.0.price');
    expect(crossbow.value).toBe(40000);
    expect(crossbow.formula).toBe('Price = large 400 cc x10 missile x10 mechanical = 40000 cc');
    expect(at(gilgamesh, 'sheet.weapons.0.totalDamage').formula).toBe(
      'Damage in play = weapon 12 + no Strength (mechanical) = 12',
    );
  });

  it('names the entries that moved a value, and no entry that did not', () => {
    // Ashur: 6 Health lost (e3), 2 recovered (e4); Fighting raised 7 → 8 (e2); 3 sc paid (e5).
    expect(at(ashur, 'sheet.damage.health').entries).toEqual(['e3', 'e4']);
    expect(at(ashur, 'sheet.metrics.health.current').formula).toBe('Health now = 20 - Health damage 4 = 16');
    expect(at(ashur, 'sheet.traits.13.level').entries).toEqual(['e2']);
    expect(at(ashur, 'sheet.coins').entries).toEqual(['e5']);
    expect(at(ashur, 'sheet.coins').formula).toBe(
      'Coins = starting 5000 - starting equipment 3100 + earned 0 - paid 30 = 1870 cc',
    );
    expect(at(ashur, 'sheet.lift').entries).toEqual([]);
    // Armor 3 points, Strength 4: endurance and movement as the book's "Armor" and "Movement" have them.
    expect(at(ashur, 'sheet.armor.endurance').formula).toBe('Endurance = Strength 4 + armor 3 = 7');
    expect(at(ashur, 'sheet.movement').formula).toBe(
      'Movement = 10 + Athletics 4 - armor 3 = 11 → 11 spaces per action',
    );
    expect(at(ashur, 'sheet.combat.defense').formula).toBe(
      'Defense as attackers meet it: Defense level 8, shield +2 = 10',
    );
    expect(at(ashur, 'sheet.combat.chargeMomentum').formula).toBe(
      'Momentum of a charge = movement 11 ÷ 4, rounded down = +2 damage',
    );
  });

  it('says a campaign’s setting is a house rule, with the project’s default beside it', () => {
    const coins = at(ashur, 'sheet.coinFlow.starting');
    expect(coins.settings).toEqual(['settings.startingCoins']);
    expect(coins.formula).toBe(
      'Starting coins = the campaign’s 5000 cc (settings.startingCoins; this campaign’s house rule; the project’s default is 10 gc, and the book leaves it to The Master)',
    );
    expect(coins.reading).toMatch(OWN_READING);
    expect(at(ashur, 'sheet.characterPoints.starting').formula).toBe(
      'Character points = the campaign’s 60 (settings.startingCharacterPoints; the project’s default; the book leaves it to The Master)',
    );
  });

  it('explains the revised encounters: the knight’s lance 6 + Strength 4, a flat 6 + Defense, and a start limit', () => {
    const knight = explain(
      made({
        traits: { strength: 4, defense: 3 },
        equipment: [{ kind: 'weapon', id: 'lance', name: 'Lance', size: 'medium' }],
      }),
      { revisedEncounters: true, startingCoins: 1000 },
    );
    const damage = at(knight, 'sheet.weapons.0.damage');
    expect(damage.formula).toBe('Damage = the book’s 10, 4 lighter with the revised encounters: 10 - 4 = 6');
    expect(quotes(damage)).toContain(HURSAGMU_BOOK.revisedLance.quote);
    expect(damage.reading).toMatch(/^The project’s reading: with the revised encounters a weapon is built/);
    expect(at(knight, 'sheet.weapons.0.totalDamage').formula).toBe('Damage in play = weapon 6 + Strength 4 = 10');
    expect(at(knight, 'sheet.combat.defenseValue').formula).toBe('Defense to beat = flat 6 + Defense 3 = 9');
    const ur = explain(character('reference-revised', 'ur'), campaign('reference-revised'));
    expect(at(ur, 'sheet.traits.15.level').formula).toBe(
      'Perception level 9: chosen at 9 at creation (creation.traits.perception) for 24 character points, above the campaign’s limit of 8 on beginning traits: a rule error',
    );
    expect(at(ur, 'sheet.otherChapterNames.0.written').reading).toMatch(/^The project’s reading: Athlete is Athletics/);
  });

  it('counts an attacker’s chance from 2d6 against 2d6 + Defense, ties to the defender', () => {
    // A journeyman (2d6 + 6) against Defense 10 (2d6 + 10) hits when his dice beat the defender's by 5 or more.
    let hits = 0;
    for (let a = 2; a <= 12; a++)
      for (let d = 2; d <= 12; d++) hits += (6 - Math.abs(a - 7)) * (6 - Math.abs(d - 7)) * (a + 6 > d + 10 ? 1 : 0);
    const journeyman = at(ashur, 'sheet.combat.attackers.2.hit.outcomes');
    expect(journeyman.value).toBe(hits);
    expect(journeyman.formula).toBe(
      `An attacker of level 6 (journeyman) rolls 2d6 + 6, hitting only when higher than 2d6 + 10: ${hits} of 1296 outcomes of the dice = ${Math.round((hits / 1296) * 1000) / 10}%`,
    );
    expect(quotes(journeyman)).toContain(HURSAGMU_BOOK.tiesToDefender.quote);
    expect(journeyman.reading).toMatch(/^The project’s reading: in fighting a tie goes to the defender/);
  });
});
