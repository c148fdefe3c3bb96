import {
  availableGifts,
  availableTraits,
  hursagmu,
  type HursagmuCreation,
  type HursagmuSheet,
} from '../../../shared/rules/systems/hursagmu';
import { errorCodes, ev, fighter, run, settingsWith } from './hursagmu-helpers';

const trait = (sheet: HursagmuSheet, id: string) => sheet.traits.find((t) => t.id === id)!;
/** Each finding as the player reads it: code, field and sentence. */
const said = (r: ReturnType<typeof run>) => r.findings.map((f) => [f.code, f.path, f.message]);

describe('HURSAGMU creation budget', () => {
  it('spends character points on traits by the cost table, itemised', () => {
    const r = run(fighter());
    expect(r.legal).toBe(true);
    expect(r.sheet!.characterPoints).toEqual({ starting: 60, spent: 19, left: 41 });
    expect(r.budget!.items.map((i) => [i.label, i.amount])).toEqual([
      ['Starting character points', 60],
      ['Fighting 6', -8],
      ['Defense 5', -6],
      ['Strength 2', -2],
      ['Athletics 3', -3],
    ]);
  });

  it('itemises the starting points from the campaign setting, each gift with its limbs, and no trait left at 0', () => {
    const r = run(
      fighter((c) => {
        c.traits.stealth = 0;
        c.gifts = [{ gift: 'extra-limbs', limbs: 3 }, { gift: 'starvision' }];
      }),
    );
    expect(r.budget!.items.map((i) => [i.label, i.amount, i.path])).toEqual([
      ['Starting character points', 60, 'settings.startingCharacterPoints'],
      ['Fighting 6', -8, 'creation.traits.fighting'],
      ['Defense 5', -6, 'creation.traits.defense'],
      ['Strength 2', -2, 'creation.traits.strength'],
      ['Athletics 3', -3, 'creation.traits.athletics'],
      // 4 per limb and 8 for a sense ("GIFTS").
      ['Gift: Extra Limbs (3 limbs)', -12, 'creation.gifts.0'],
      ['Gift: Starvision', -8, 'creation.gifts.1'],
    ]);
  });

  it('reports overspending with the amount over', () => {
    const r = run(
      fighter((c) => (c.traits.archery = 10)),
      [],
      { startingCharacterPoints: 40 },
    );
    expect(errorCodes(r.findings)).toEqual(['hursagmu.cp.overspent']);
    expect(r.findings[0]!.message).toContain('Spending 51 character points of the 40 available is 11 over');
  });

  it('carries unspent character points into play as unspent experience', () => {
    const r = run(fighter());
    expect(r.sheet!.experience).toEqual({ fromCreation: 41, awarded: 0, earned: 41, spent: 0, unspent: 41 });
  });

  it("keeps beginning traits at or below the campaign's maximum level", () => {
    const r = run(
      fighter((c) => (c.traits.fighting = 8)),
      [],
      { maxStartingTraitLevel: 7 },
    );
    expect(errorCodes(r.findings)).toEqual(['hursagmu.trait.above-start-limit']);
    expect(r.findings[0]!.path).toBe('creation.traits.fighting');
    // The rule and the trait, not the level: the builder also shows it as the reason a raise to 8 is refused.
    expect(r.findings[0]!.message).toBe(
      'The Master limits beginning traits to level 7; Fighting can start at 7 at most and rise later with experience.',
    );
    expect(
      run(
        fighter((c) => (c.traits.fighting = 12)),
        [],
        { maxStartingTraitLevel: null, startingCharacterPoints: 100 },
      ).legal,
    ).toBe(true);
  });

  it("uses the campaign's starting points, and its own and dropped traits", () => {
    const settings = {
      startingCharacterPoints: 100,
      addedTraits: [{ id: 'seamanship', name: 'Seamanship' }],
      droppedTraits: ['trading'],
    };
    const r = run(
      fighter((c) => (c.traits.seamanship = 6)),
      [],
      settings,
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.characterPoints.left).toBe(100 - 19 - 8);
    expect(r.sheet!.traits.find((t) => t.id === 'seamanship')).toMatchObject({
      name: 'Seamanship',
      level: 6,
      campaign: true,
    });
    const dropped = run(
      fighter((c) => (c.traits.trading = 1)),
      [],
      settings,
    );
    expect(errorCodes(dropped.findings)).toEqual(['hursagmu.trait.unknown']);
    expect(dropped.findings[0]!.message).toContain('dropped Trading');
  });

  it('names Athlete instead of Athletics in a campaign with the revised encounters', () => {
    // Athletics 3 written under the book's name counts as Athlete 3 (movement 13), flagged until converted.
    const r = run(fighter(), [], { revisedEncounters: true });
    expect(errorCodes(r.findings)).toEqual(['hursagmu.trait.other-chapter']);
    expect(r.findings[0]!.message).toBe(
      "The creation names Athletics, the name the book's encounters give Athlete; this campaign plays the revised encounters, so it counts as Athlete. Convert the character's trait names to those of the revised encounters.",
    );
    expect(trait(r.sheet!, 'athlete').level).toBe(3);
    expect(r.sheet!.movement).toBe(13);
    const fixed = run(
      fighter((c) => {
        delete c.traits.athletics;
        c.traits.athlete = 3;
      }),
      [],
      { revisedEncounters: true },
    );
    expect(fixed.legal).toBe(true);
    expect(fixed.sheet!.movement).toBe(13);
    expect(fixed.sheet!.surpriseDefense).toBe(6);
  });
});

describe('HURSAGMU revised encounters at creation', () => {
  it('takes armor and a heavy load from Athlete as from Athletics, with the revised encounters', () => {
    // 003 "Armor" names athletics among the traits armor makes difficult; 004 calls it Athlete.
    // Athlete 3 in soft leather (2 points): 3 - 2 = 1; movement 10 + 3 - 2 = 11 (004 "Movement").
    const athlete = (equipment: HursagmuCreation['equipment']) =>
      run(
        fighter((c) => {
          delete c.traits.athletics;
          c.traits.athlete = 3;
          c.equipment = equipment;
        }),
        [],
        { revisedEncounters: true, startingCoins: 20000 },
      ).sheet!;
    const leather = athlete([{ kind: 'armor', id: 'leather', points: 2 }]);
    expect(trait(leather, 'athlete')).toMatchObject({
      level: 3,
      value: 1,
      modifiers: [{ reason: 'armor', amount: -2 }],
    });
    expect(trait(leather, 'acrobatics').value).toBe(-2);
    expect(leather.movement).toBe(11);
    // Plate (50 lb) and two chests (50 lb) are half of Strength 2's 200 lb: a further -4, movement (13 - 5) / 2.
    const loaded = athlete([
      { kind: 'armor', id: 'plate', points: 5 },
      { kind: 'gear', id: 'chests', item: 'chest', quantity: 2 },
    ]);
    expect(trait(loaded, 'athlete')).toMatchObject({
      value: 3 - 5 - 4,
      modifiers: [
        { reason: 'armor', amount: -5 },
        { reason: 'encumbrance', amount: -4 },
      ],
    });
    expect(loaded.movement).toBe(4);
    // Rider is no agile trait: untouched.
    expect(trait(loaded, 'rider').modifiers).toEqual([]);
  });
});

describe('HURSAGMU gifts at creation', () => {
  it('charges flat costs: two disciplines 16, three extra limbs 12, phosphorescence 4', () => {
    const r = run(
      fighter(
        (c) =>
          (c.gifts = [
            { gift: 'sorcery-sabatu' },
            { gift: 'sorcery-seheru' },
            { gift: 'extra-limbs', limbs: 3 },
            { gift: 'phosphorescence' },
          ]),
      ),
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.characterPoints.spent).toBe(19 + 16 + 12 + 4);
    expect(r.sheet!.gifts.map((g) => [g.name, g.cost])).toEqual([
      ['Sorcery (Sabatu)', 8],
      ['Sorcery (Seheru)', 8],
      ['Extra Limbs', 12],
      ['Phosphorescence', 4],
    ]);
  });

  it('needs a limb count for Extra Limbs only, and refuses a gift twice', () => {
    const r = run(
      fighter(
        (c) =>
          (c.gifts = [
            { gift: 'extra-limbs' },
            { gift: 'immunity', limbs: 2 },
            { gift: 'starvision' },
            { gift: 'starvision' },
          ]),
      ),
    );
    expect(errorCodes(r.findings)).toEqual([
      'hursagmu.gift.limbs-missing',
      'hursagmu.gift.limbs-not-needed',
      'hursagmu.gift.duplicate',
    ]);
  });

  it('says which gift is chosen twice, or unknown, and which needs no limbs, with the field to correct', () => {
    const r = run(
      fighter(
        (c) =>
          (c.gifts = [
            { gift: 'wings' },
            { gift: 'immunity', limbs: 2 },
            { gift: 'extra-limbs', limbs: 1 },
            { gift: 'extra-limbs', limbs: 2 },
            { gift: 'starvision' },
            { gift: 'starvision' },
          ]),
      ),
    );
    expect(said(r)).toEqual([
      [
        'hursagmu.gift.unknown',
        'creation.gifts.0.gift',
        '"wings" is not a gift of this campaign; pick one from the list or ask The Master to add it to the campaign\'s gifts.',
      ],
      [
        'hursagmu.gift.limbs-not-needed',
        'creation.gifts.1.limbs',
        'Immunity has no limbs to count; remove the number of limbs.',
      ],
      [
        'hursagmu.gift.duplicate',
        'creation.gifts.3.gift',
        'A gift is all-or-nothing, so Extra Limbs is chosen once, with every limb counted in it; remove any second choice.',
      ],
      [
        'hursagmu.gift.duplicate',
        'creation.gifts.5.gift',
        'A gift is all-or-nothing, so Starvision is chosen once; remove any second choice.',
      ],
    ]);
  });

  it("offers Intuition only with the revised encounters, and the campaign's own gifts", () => {
    expect(errorCodes(run(fighter((c) => (c.gifts = [{ gift: 'intuition' }]))).findings)).toEqual([
      'hursagmu.gift.unknown',
    ]);
    const settings = {
      revisedEncounters: true,
      addedGifts: [{ id: 'wings', name: 'Wings', cost: 12 }],
      droppedGifts: ['longevity'],
    };
    const r = run(
      fighter((c) => {
        delete c.traits.athletics;
        c.gifts = [{ gift: 'intuition' }, { gift: 'wings' }];
      }),
      [],
      settings,
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.characterPoints.spent).toBe(16 + 8 + 12);
    expect(
      errorCodes(
        run(
          fighter((c) => {
            delete c.traits.athletics;
            c.gifts = [{ gift: 'longevity' }];
          }),
          [],
          settings,
        ).findings,
      ),
    ).toEqual(['hursagmu.gift.unknown']);
  });
});

describe('HURSAGMU starting equipment', () => {
  it('pays a sword, a shield, armor and gear from the starting coins, the rest in the purse', () => {
    const r = run(
      fighter((c) => {
        c.equipment = [
          { kind: 'weapon', id: 'sword', name: 'Sword', size: 'medium', warOnly: true },
          { kind: 'shield', id: 'shield', material: 'wooden' },
          { kind: 'armor', id: 'leather', points: 2 },
          { kind: 'gear', id: 'rope', item: 'rope', quantity: 10 },
          { kind: 'gear', id: 'torches', item: 'torch', quantity: 3 },
        ];
      }),
      [],
      { startingCoins: 5000 },
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.coins).toBe(5000 - 2000 - 200 - 200 - 100 - 3);
    expect(r.sheet!.purse).toEqual({ gc: 24, sc: 9, cc: 7 });
    expect(r.sheet!.carried).toBe(5 + 10 + 20 + 5 + 3);
  });

  it('reports equipment that costs more than the starting coins', () => {
    const r = run(
      fighter(
        (c) =>
          (c.equipment = [
            { kind: 'weapon', id: 'xbow', name: 'Crossbow', size: 'large', missile: true, mechanical: true },
          ]),
      ),
    );
    expect(errorCodes(r.findings)).toEqual(['hursagmu.coins.overspent']);
    expect(r.findings[0]!.message).toContain(
      'Spending 400 gc on starting equipment of the 10 gc the campaign gives is 390 gc over',
    );
  });

  it('refuses a throwable missile weapon, a focus whose levels do not add up, and two suits of armor', () => {
    const r = run(
      fighter((c) => {
        c.equipment = [
          { kind: 'weapon', id: 'odd', name: 'Odd', size: 'small', throwable: true, missile: true },
          { kind: 'focus', id: 'staff', name: 'Staff', length: 8, power: 10, negation: 0 },
          { kind: 'armor', id: 'a', points: 1 },
          { kind: 'armor', id: 'b', points: 1 },
        ];
      }),
      [],
      { startingCoins: 5000 },
    );
    expect(errorCodes(r.findings)).toEqual([
      'hursagmu.weapon.invalid',
      'hursagmu.focus.levels',
      'hursagmu.armor.more-than-one',
    ]);
    expect(r.findings[1]!.message).toContain('gives 12 levels');
  });
});

describe('HURSAGMU equipment rules, word for word', () => {
  it('refuses a second shield, a second suit of armor and two pieces under one id', () => {
    const r = run(
      fighter((c) => {
        c.equipment = [
          { kind: 'shield', id: 'buckler', material: 'wooden' },
          { kind: 'shield', id: 'tower', material: 'wooden' },
          { kind: 'armor', id: 'padded', points: 1 },
          { kind: 'armor', id: 'quilted', points: 1 },
          { kind: 'gear', id: 'buckler', item: 'torch', quantity: 1 },
        ];
      }),
      [],
      { startingCoins: 5000 },
    );
    expect(said(r)).toEqual([
      [
        'hursagmu.shield.more-than-one',
        'creation.equipment.1',
        'A character carries one shield; drop the other before taking this one.',
      ],
      [
        'hursagmu.armor.more-than-one',
        'creation.equipment.3',
        'A character wears one suit of armor; drop the other before taking this one.',
      ],
      [
        'hursagmu.equipment.duplicate',
        'creation.equipment.4.id',
        'Two pieces of equipment share the id "buckler"; give each its own id.',
      ],
    ]);
  });

  it('points at the option to drop from an impossible weapon, and works out a focus’s levels in the message', () => {
    // 003 "Foci": the staff, 8 ft, has 12 levels (8 at two feet, two doublings); power 6 and negation 2 leave 4 unused.
    const r = run(
      fighter((c) => {
        c.equipment = [
          { kind: 'weapon', id: 'odd', name: 'Odd', size: 'small', throwable: true, mechanical: true },
          { kind: 'focus', id: 'staff', name: 'Staff', length: 8, power: 6, negation: 2 },
        ];
      }),
      [],
      { startingCoins: 5000 },
    );
    expect(said(r)).toEqual([
      [
        'hursagmu.weapon.invalid',
        'creation.equipment.0.throwable',
        'A throwable weapon cannot also be a missile or mechanical weapon; drop one of the options of Odd.',
      ],
      [
        'hursagmu.focus.levels',
        'creation.equipment.1.power',
        'Staff is 8 ft long, which gives 12 levels (8 at two feet, +2 per doubling), but power 6 and negation 2 make 8; divide exactly 12 between them.',
      ],
    ]);
  });

  it('shows what overspending the starting coins leaves owing, below zero in every coin', () => {
    // The crossbow costs 40000 cc (003 "Weapons"), the campaign gives 1000 cc: 39000 cc, 390 gc, owed.
    const r = run(
      fighter(
        (c) =>
          (c.equipment = [
            { kind: 'weapon', id: 'xbow', name: 'Crossbow', size: 'large', missile: true, mechanical: true },
          ]),
      ),
    );
    expect(r.sheet!.coins).toBe(-39000);
    expect(r.sheet!.purse).toEqual({ gc: -390, sc: 0, cc: 0 });
    const odd = run(
      fighter((c) => (c.equipment = [{ kind: 'gear', id: 'kit', item: 'lockpicking-kit', quantity: 1 }])),
      [],
      { startingCoins: 155 },
    );
    // 155 - 300 = -145 cc: 1 gc 4 sc 5 cc owed.
    expect(odd.sheet!.purse).toEqual({ gc: -1, sc: -4, cc: -5 });
  });
});

describe('HURSAGMU modifiers on the sheet', () => {
  it('gives each modifier of a trait its reason, and none for armor a character does not wear', () => {
    const plain = run(fighter((c) => (c.equipment = [{ kind: 'shield', id: 'shield', material: 'wooden' }]))).sheet!;
    expect(trait(plain, 'stealth').modifiers).toEqual([]);
    expect(trait(plain, 'defense').modifiers).toEqual([{ reason: 'shield', amount: 2 }]);
    // "a person in this state has -10 to all trait rolls" (003 "TRAITS" > Cost), told as zero Stamina.
    const spent = run(fighter(), [ev({ type: 'damage', metric: 'stamina', amount: 20 })]).sheet!;
    expect(trait(spent, 'fighting').modifiers).toEqual([{ reason: 'zero Stamina', amount: -10 }]);
    expect(hursagmu.sheetText(spent).join('\n')).toContain('(level 6; zero Stamina -10)');
  });
});

describe('HURSAGMU campaign lists', () => {
  it('keeps the book’s trait and gift when a campaign adds its own under the same id', () => {
    const parsed = hursagmu.parseSettings({
      addedTraits: [{ id: 'archery', name: 'Bowmanship' }],
      addedGifts: [{ id: 'starvision', name: 'Night eyes', cost: 2 }],
    });
    expect(availableTraits(parsed.settings).filter((t) => t.id === 'archery')).toEqual([
      { id: 'archery', name: 'Archery', campaign: false },
    ]);
    // "Starvision Cost: 8" (003 "GIFTS").
    expect(availableGifts(parsed.settings).filter((g) => g.id === 'starvision')).toEqual([
      { id: 'starvision', name: 'Starvision', cost: 8, campaign: false },
    ]);
  });

  it('prices a campaign’s own gift per limb when the campaign says so', () => {
    const settings = { addedGifts: [{ id: 'tentacles', name: 'Tentacles', cost: 3, perLimb: true }] };
    const r = run(
      fighter((c) => (c.gifts = [{ gift: 'tentacles', limbs: 2 }])),
      [],
      settings,
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.characterPoints.spent).toBe(19 + 2 * 3);
    expect(
      said(
        run(
          fighter((c) => (c.gifts = [{ gift: 'tentacles' }])),
          [],
          settings,
        ),
      ),
    ).toEqual([
      ['hursagmu.gift.limbs-missing', 'creation.gifts.0.limbs', 'Tentacles costs 3 per limb; say how many limbs.'],
    ]);
  });

  it('leaves out Athlete and Intuition when a campaign with the revised encounters drops them', () => {
    const settings = settingsWith({ revisedEncounters: true, droppedTraits: ['athlete'], droppedGifts: ['intuition'] });
    expect(availableTraits(settings).map((t) => t.id)).not.toContain('athlete');
    expect(availableTraits(settings).map((t) => t.id)).toContain('rider');
    expect(availableGifts(settings).map((g) => g.id)).not.toContain('intuition');
  });

  it('tells a player which trait to use instead of one the campaign does not have', () => {
    const unknown = (trait: string, settings: Record<string, unknown>) =>
      said(run({ traits: { [trait]: 1 }, gifts: [], equipment: [] }, [], settings))[0];
    // Both names of one trait: the other chapter's is refused, in the traits' names.
    expect(said(run({ traits: { athlete: 1, athletics: 2 }, gifts: [], equipment: [] }, [], {}))[0]).toEqual([
      'hursagmu.trait.unknown',
      'creation.traits.athlete',
      "Athlete and Athletics are one trait in the book's encounters, and the character names both; keep only Athletics.",
    ]);
    expect(unknown('athlete', { droppedTraits: ['athletics'] })![2]).toBe(
      'Athlete is a trait of the revised encounters, which this campaign does not play; choose another trait.',
    );
    expect(unknown('mysticism', { revisedEncounters: true })![2]).toBe(
      'With the revised encounters Mysticism is replaced by the Intuition gift (Perception rolls to sense sorcery); take that gift instead.',
    );
    expect(unknown('juggling', { revisedEncounters: true })![2]).toBe(
      '"juggling" is not a trait of this campaign; pick one from the list or ask The Master to add it to the campaign\'s traits.',
    );
    expect(unknown('trading', { droppedTraits: ['trading'] })![2]).toBe(
      'The Master dropped Trading from this campaign; choose another trait or ask Him to restore it.',
    );
  });

  it('tells a player why a gift is not offered', () => {
    const unknown = (gift: string, settings: Record<string, unknown>) =>
      said(run({ traits: {}, gifts: [{ gift }], equipment: [] }, [], settings))[0]![2];
    expect(unknown('intuition', {})).toBe(
      'Intuition is a gift of the revised encounters, which this campaign does not use; roll Mysticism instead.',
    );
    expect(unknown('longevity', { droppedGifts: ['longevity'] })).toBe(
      'The Master dropped Longevity from this campaign; choose another gift or ask Him to restore it.',
    );
    expect(unknown('intuition', { revisedEncounters: true, droppedGifts: ['intuition'] })).toBe(
      '"intuition" is not a gift of this campaign; pick one from the list or ask The Master to add it to the campaign\'s gifts.',
    );
  });
});

describe('HURSAGMU derived sheet', () => {
  it('adds Strength to weapon damage except for mechanical weapons', () => {
    const r = run(
      fighter((c) => {
        c.traits.strength = 4;
        c.equipment = [
          { kind: 'weapon', id: 'maul', name: 'Maul', size: 'large' },
          { kind: 'weapon', id: 'xbow', name: 'Crossbow', size: 'large', missile: true, mechanical: true },
        ];
      }),
      [],
      { startingCoins: 50000 },
    );
    expect(r.sheet!.weapons.map((w) => [w.name, w.damage, w.totalDamage])).toEqual([
      ['Maul', 12, 16],
      ['Crossbow', 12, 12],
    ]);
  });

  it('subtracts armor from movement and agile traits, and adds a shield to Defense', () => {
    const r = run(
      fighter((c) => {
        c.traits.stealth = 4;
        c.equipment = [
          { kind: 'armor', id: 'hide', points: 3 },
          { kind: 'shield', id: 'shield', material: 'wooden' },
        ];
      }),
    );
    const s = r.sheet!;
    expect(s.movement).toBe(10 + 3 - 3);
    expect(trait(s, 'stealth').value).toBe(1);
    expect(trait(s, 'athletics').value).toBe(0);
    expect(trait(s, 'fighting').value).toBe(6);
    expect(trait(s, 'defense').value).toBe(7);
    expect(s.armor).toMatchObject({ name: 'boiled hide', points: 3, weight: 30, endurance: 2 + 3 });
  });

  it('halves movement and takes 4 from agile traits when carrying half of lift', () => {
    // Strength 2 lifts 200 lb; plate (50 lb) and a chest (25) and 25 rations come to 100 lb.
    const r = run(
      fighter((c) => {
        c.equipment = [
          { kind: 'armor', id: 'plate', points: 5 },
          { kind: 'gear', id: 'chest', item: 'chest', quantity: 1 },
          { kind: 'gear', id: 'food', item: 'trail-rations', quantity: 25 },
        ];
      }),
      [],
      { startingCoins: 20000 },
    );
    const s = r.sheet!;
    expect(s.lift).toBe(200);
    expect(s.carried).toBe(100);
    expect(s.encumbrance.level).toBe('heavy');
    expect(s.movement).toBe(Math.floor((10 + 3 - 5) / 2));
    expect(trait(s, 'climbing').value).toBe(-5 - 4);
  });

  it('stops movement and agile traits at full lift, with a warning', () => {
    // Strength 0 lifts 100 lb; plate (50 lb) and two chests (50 lb) are all of it, a third chest more.
    const full = (chests: number) =>
      run(
        fighter((c) => {
          c.traits.strength = 0;
          c.equipment = [
            { kind: 'armor', id: 'plate', points: 5 },
            { kind: 'gear', id: 'chests', item: 'chest', quantity: chests },
          ];
        }),
        [],
        { startingCoins: 20000 },
      );
    const at = full(2);
    expect(at.sheet!.encumbrance.level).toBe('immobile');
    expect(at.sheet!.movement).toBe(0);
    expect(trait(at.sheet!, 'stealth').value).toBeNull();
    expect(trait(at.sheet!, 'fighting').value).toBe(6);
    expect(at.findings.map((f) => f.code)).not.toContain('hursagmu.encumbrance.over-lift');
    const over = full(3);
    expect(over.findings.filter((f) => f.severity === 'warning').map((f) => f.code)).toEqual([
      'hursagmu.encumbrance.over-lift',
    ]);
    expect(over.legal).toBe(true);
  });

  it('shows the focus power with Command and its negation with Willpower', () => {
    const r = run(
      fighter((c) => {
        c.traits.command = 3;
        c.traits.willpower = 2;
        c.equipment = [{ kind: 'focus', id: 'cane', name: 'Cane', length: 4, power: 6, negation: 4 }];
      }),
    );
    expect(r.sheet!.foci).toEqual([
      { id: 'cane', name: 'Cane', length: 4, levels: 10, power: 6, negation: 4, weight: 2, channel: 9, resistance: 6 },
    ]);
  });

  it('starts every human at 20 Stamina, Health and Sanity', () => {
    const s = run(fighter()).sheet!;
    expect(s.metrics).toEqual({
      stamina: { max: 20, current: 20, status: 'well' },
      health: { max: 20, current: 20, status: 'well' },
      sanity: { max: 20, current: 20, status: 'well' },
    });
  });
});

describe('HURSAGMU malformed files', () => {
  it('reports a malformed creation object with the field path', () => {
    const r = run({ traits: { archery: -1 }, gifts: [], equipment: [] } as never);
    expect(r.sheet).toBeUndefined();
    expect(r.findings[0]).toMatchObject({ code: 'hursagmu.creation.malformed', path: 'creation.traits.archery' });
  });

  it('warns about campaign traits and gifts that repeat or miss the book', () => {
    const parsed = hursagmu.parseSettings({
      addedTraits: [{ id: 'archery', name: 'Archery' }],
      droppedTraits: ['juggling'],
      addedGifts: [{ id: 'starvision', name: 'Starvision', cost: 2 }],
      droppedGifts: ['flight'],
    });
    expect(parsed.findings.map((f) => [f.code, f.path])).toEqual([
      ['hursagmu.settings.trait-exists', 'settings.addedTraits.0.id'],
      ['hursagmu.settings.unknown-trait', 'settings.droppedTraits.0'],
      ['hursagmu.settings.gift-exists', 'settings.addedGifts.0.id'],
      ['hursagmu.settings.unknown-gift', 'settings.droppedGifts.0'],
    ]);
    expect(parsed.findings.every((f) => f.severity === 'warning')).toBe(true);
    expect(parsed.findings.map((f) => f.message)).toEqual([
      'The book already has the trait "archery"; give the campaign\'s trait another id or remove it.',
      'The book has no trait "juggling" to drop; correct the id or remove it.',
      'The book already has the gift "starvision"; give the campaign\'s gift another id or remove it.',
      'The book has no gift "flight" to drop; correct the id or remove it.',
    ]);
    // The revised chapter's names count as the book's: Athlete may be dropped, Intuition is a gift it has.
    expect(hursagmu.parseSettings({ droppedTraits: ['athlete'], droppedGifts: ['intuition'] }).findings).toEqual([]);
  });

  it('reports malformed settings and falls back to the defaults', () => {
    const parsed = hursagmu.parseSettings({ startingCharacterPoints: 'lots' });
    expect(parsed.settings.startingCharacterPoints).toBe(60);
    expect(parsed.findings[0]).toMatchObject({
      code: 'hursagmu.settings.malformed',
      path: 'settings.startingCharacterPoints',
    });
  });
});
