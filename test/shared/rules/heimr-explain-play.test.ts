import {
  HEIMR_ARMOURY_BOOK as ARMOURY,
  HEIMR_BOOK as B,
  HEIMR_INJURY_ROWS as INJURY_ROWS,
  HEIMR_READINGS as R,
  HEIMR_SHIELD_ROWS as SHIELD_ROWS,
  HEIMR_WEAPON_ROWS as WEAPON_ROWS,
  heimr,
  STANDARD_ABILITIES,
  type HeimrCreation,
} from '../../../shared/rules/systems/heimr';
import { explanationAt, explanationsOf, numbered } from './game-helpers';

/**
 * Why a Heimr character's health, willpower, base fatigue, initiative and the weapons and shields in hand are what
 * they are, worked out by hand from the book (002_660a93111b0de833.txt: "Injuries": Bloodied 0 or -1, Mangled -2 or
 * -3, Mutilated -4 or -5; "Base fatigue": "4 – stamina = base fatigue"; "Initiative": dexterity as consistency,
 * willpower as potential) and the project's defaults where the book leaves a number to the LARP documents (3 hit
 * points, 3 willpower, the armoury module used, the small and medium shields' "TODO" penalty 0).
 */

/** The explanations of a character of a campaign with these settings (the project's defaults where none). */
const explain = (
  creation: HeimrCreation,
  events: Record<string, unknown>[] = [],
  settings: Record<string, unknown> = {},
) => explanationsOf(heimr, { creation, events: numbered(events) }, settings);
const at = explanationAt;

const nothing: HeimrCreation = { attributes: {}, training: {} };
const damage = (amount: number) => ({ type: 'damage', amount });
const HIT_POINTS = 'settings.hitPoints; the project’s default; the book leaves hit points to the LARP documents';
const WILLPOWER = 'settings.willpower; the project’s default; the book leaves willpower to the LARP documents';

describe('Heimr explains hit points and the injury they make', () => {
  it('counts one hit point as one, and says there is no injury above 0', () => {
    const e = explain(nothing, [damage(1)]);
    expect(at(e, 'sheet.health.current')).toMatchObject({
      value: 2,
      formula: 'Hit points now = 3 - 1 hit point lost and not given back = 2',
      sources: [B.hit, B.injured],
      settings: ['settings.hitPoints'],
      entries: ['e1'],
    });
    expect(at(e, 'sheet.health.injury')).toMatchObject({
      value: null,
      formula: 'No injury: 2 hit points, above 0',
      sources: [B.injured, B.injuryLevels],
      settings: [],
    });
    expect(at(explain(nothing, [damage(2)]), 'sheet.health.injury').formula).toBe('No injury: 1 hit point, above 0');
    expect(at(e, 'sheet.damage')).toMatchObject({
      value: 1,
      formula:
        'Hit points lost and not given back = 1: hit points lost, less treatment, and back to 0 after a short rest',
      sources: [B.hit, B.restHealth, B.shortRest, B.restOnlyUninjured],
      reading: R.healing,
    });
  });

  it('names the table’s row at 0, at -1 and at its last line, -5', () => {
    // 3 hit points less 3 is 0: "Bloodied 0 or -1".
    expect(at(explain(nothing, [damage(3)]), 'sheet.health.injury')).toMatchObject({
      value: 'bloodied',
      formula: 'Bloodied: 0 hit points, as the table’s row',
      sources: [B.injured, B.injuryLevels, INJURY_ROWS.bloodied],
      settings: [],
    });
    expect(at(explain(nothing, [damage(4)]), 'sheet.health.injury').formula).toBe(
      'Bloodied: -1 hit point, as the table’s row',
    );
    const last = at(explain(nothing, [damage(8)]), 'sheet.health.injury');
    expect(last.formula).toBe('Mutilated: -5 hit points, as the table’s row');
    expect(last.reading).toBeUndefined();
  });

  it('gives the campaign’s hit points, and whose they are', () => {
    const e = explain(nothing);
    expect(at(e, 'sheet.health.max')).toMatchObject({
      formula: `Hit points at full health = 3 (${HIT_POINTS})`,
      sources: [B.larpDocuments, B.shortRest],
      settings: ['settings.hitPoints'],
      reading: R.hitPointsWillpower,
    });
    expect(at(e, 'sheet.campaign.hitPoints')).toMatchObject({
      value: 3,
      formula: `Hit points = 3 (${HIT_POINTS})`,
      sources: [B.characters, B.larpDocuments],
      settings: ['settings.hitPoints'],
      reading: R.hitPointsWillpower,
    });
    expect(at(explain(nothing, [], { hitPoints: 6 }), 'sheet.campaign.hitPoints').formula).toBe(
      'Hit points = 6 (settings.hitPoints; this campaign’s house rule; the project’s default is 3, the book leaves hit points to the LARP documents)',
    );
  });
});

describe('Heimr explains willpower and initiative', () => {
  it('takes what is spent and not regained from the campaign’s willpower', () => {
    // 3 willpower, 2 spent (e1) and none given back: 1 left, which initiative rolls as its potential.
    const e = explain(nothing, [{ type: 'spend-willpower', amount: 2 }]);
    expect(at(e, 'sheet.willpower.full')).toMatchObject({
      value: 3,
      formula: `Willpower in full = 3 (${WILLPOWER})`,
      sources: [B.characters, B.larpDocuments],
      settings: ['settings.willpower'],
      reading: R.hitPointsWillpower,
    });
    expect(at(e, 'sheet.willpower.current')).toMatchObject({
      value: 1,
      formula: 'Willpower now = 3 - 2 spent and not regained = 1',
      sources: [B.reroll, B.drain],
      settings: ['settings.willpower'],
      reading: R.willpowerFloor,
      entries: ['e1'],
    });
    expect(at(e, 'sheet.willpowerSpent')).toMatchObject({
      value: 2,
      formula:
        'Willpower spent and not regained = 2: each re-roll of a failed CR and each Drain spends one; what the game master gives back is regained',
      sources: [B.reroll, B.drain, B.larpDocuments],
      settings: [],
      reading: R.willpowerRegained,
    });
    expect(at(e, 'sheet.initiative.potential')).toMatchObject({
      value: 1,
      formula: `Initiative’s potential = willpower 3 (${WILLPOWER}) - 2 spent and not regained = 1, the willpower the character has now`,
      sources: [B.initiative, B.larpDocuments],
      settings: ['settings.willpower'],
      reading: R.initiativeWillpower,
    });
    expect(at(e, 'sheet.campaign.willpower')).toMatchObject({
      value: 3,
      formula: `Willpower = 3 (${WILLPOWER})`,
      sources: [B.characters, B.larpDocuments],
      reading: R.hitPointsWillpower,
    });
  });

  it('names the attributes base fatigue and initiative come from, and whose choice they are', () => {
    const e = explain({ attributes: { dexterity: 2 }, training: {} });
    expect(at(e, 'sheet.campaign.fatigueAttribute')).toMatchObject({
      value: 'stamina',
      formula:
        'Base fatigue comes from Stamina (settings.fatigueAttribute; the project’s default; the book names stamina)',
      sources: [B.baseFatigueFormula],
      settings: ['settings.fatigueAttribute'],
    });
    expect(at(e, 'sheet.campaign.initiativeAttribute')).toMatchObject({
      formula:
        'Initiative rolls Dexterity as its consistency (settings.initiativeAttribute; the project’s default; the book names dexterity)',
      sources: [B.initiative],
      settings: ['settings.initiativeAttribute'],
    });
    expect(at(e, 'sheet.initiative.consistency')).toMatchObject({
      value: 2,
      formula: 'Initiative’s consistency = Dexterity 2',
      sources: [B.initiative],
      settings: ['settings.initiativeAttribute'],
    });
    expect(at(e, 'sheet.initiative.consistency').reading).toBeUndefined();
    expect(at(e, 'sheet.baseFatigue')).toMatchObject({
      value: 4,
      formula: 'Base fatigue = 4 - Stamina 0 = 4',
      sources: [B.baseFatigueFormula, B.baseFatigueLeast],
      settings: ['settings.fatigueAttribute'],
    });
    expect(at(e, 'sheet.baseFatigue').reading).toBeUndefined();
  });

  it('rolls the campaign’s own choice, the same attribute for both, with no shield to lower it', () => {
    const settings = { fatigueAttribute: 'strength', initiativeAttribute: 'strength' };
    const e = explain({ attributes: { strength: 2 }, training: {} }, [], settings);
    expect(at(e, 'sheet.campaign.fatigueAttribute').formula).toBe(
      'Base fatigue comes from Strength (settings.fatigueAttribute; this campaign’s house rule; the project’s default is stamina, the book names stamina)',
    );
    expect(at(e, 'sheet.campaign.initiativeAttribute').formula).toBe(
      'Initiative rolls Strength as its consistency (settings.initiativeAttribute; this campaign’s house rule; the project’s default is dexterity, the book names dexterity)',
    );
    expect(at(e, 'sheet.baseFatigue').formula).toBe('Base fatigue = 4 - Strength 2 = 2');
    expect(at(e, 'sheet.initiative.consistency')).toMatchObject({
      formula: 'Initiative’s consistency = Strength 2',
      sources: [B.initiative],
      settings: ['settings.initiativeAttribute'],
    });
  });
});

describe('Heimr explains the armoury module’s settings and what is in hand', () => {
  const abilities = [
    ...STANDARD_ABILITIES,
    { id: 'swordmanship', name: 'Swordmanship', attributes: ['strength'], baseConsistency: 1 },
  ];

  it('says the module is used, the “TODO” penalties are the project’s 0, and nothing is in hand', () => {
    const e = explain(nothing);
    expect(at(e, 'sheet.campaign.armoury')).toMatchObject({
      value: true,
      formula:
        'The medieval armoury module is used in this campaign (settings.armoury; the project’s default; the book marks the module work in progress)',
      sources: [ARMOURY.module],
      settings: ['settings.armoury'],
      reading: R.armoury,
    });
    expect(at(e, 'sheet.campaign.shieldPenalties.small')).toMatchObject({
      value: 0,
      formula:
        'The small shield’s stamina penalty = 0 (settings.smallShieldPenalty; the project’s default; the book leaves it “TODO”)',
      sources: [SHIELD_ROWS.small],
      settings: ['settings.smallShieldPenalty'],
      reading: R.armoury,
    });
    expect(at(e, 'sheet.campaign.shieldPenalties.medium')).toMatchObject({
      formula:
        'The medium shield’s stamina penalty = 0 (settings.mediumShieldPenalty; the project’s default; the book leaves it “TODO”)',
      sources: [SHIELD_ROWS.medium],
      settings: ['settings.mediumShieldPenalty'],
    });
    expect(at(e, 'sheet.held')).toMatchObject({
      formula: 'No weapon or shield in hand: none was chosen in the builder or taken up in play',
      sources: [ARMOURY.module, ARMOURY.weaponsHeader],
      settings: ['settings.armoury'],
      reading: R.armoury,
    });
  });

  it('says a campaign switched the module off, and set a penalty of its own', () => {
    const e = explain(nothing, [], { armoury: false, mediumShieldPenalty: 2 });
    expect(at(e, 'sheet.campaign.armoury').formula).toBe(
      'The medieval armoury module is switched off in this campaign (settings.armoury; this campaign’s house rule; the project’s default is used, the book marks the module work in progress)',
    );
    expect(at(e, 'sheet.campaign.shieldPenalties.medium').formula).toBe(
      'The medium shield’s stamina penalty = 2 (settings.mediumShieldPenalty; this campaign’s house rule; the project’s default is 0, the book leaves it “TODO”)',
    );
    expect(at(e, 'sheet.held').formula).toBe(
      'No weapon or shield in hand: none was chosen in the builder or taken up in play, and this campaign switches the armoury module off',
    );
  });

  it('names each weapon and shield in hand by its table’s row, the hand and the ability', () => {
    const creation: HeimrCreation = {
      attributes: {},
      training: {},
      held: [{ kind: 'weapon', id: 'great', hand: 'both', ability: 'swordmanship', name: 'Grandfather’s blade' }],
    };
    const e = explain(creation, [], { abilities });
    const great =
      'Great weapon (Grandfather’s blade) of the armoury module’s Weapons table, held in both hands and used with Swordmanship: the player’s choice, made in the builder or taken up in play by an entry';
    for (const field of ['kind', 'id', 'hand', 'ability', 'name'])
      expect(at(e, `sheet.held.0.${field}`)).toMatchObject({
        formula: great,
        sources: [WEAPON_ROWS.great],
        settings: ['settings.armoury'],
        reading: R.armoury,
      });
    expect(e.has('sheet.held')).toBe(false);
    const buckler: HeimrCreation = {
      attributes: {},
      training: {},
      held: [{ kind: 'shield', id: 'buckler', hand: 'off', ability: 'brawl' }],
    };
    const withBuckler = explain(buckler, [], { abilities });
    expect(at(withBuckler, 'sheet.held.0.id')).toMatchObject({
      formula:
        'Buckler of the armoury module’s Shields table, held in the off hand and used with Brawl: the player’s choice, made in the builder or taken up in play by an entry',
      sources: [SHIELD_ROWS.buckler],
    });
    expect(withBuckler.has('sheet.held.0.name')).toBe(false);
  });
});
