/**
 * Rules benchmarks on Nutshell MLS characters: folding the same 200-event character again, as the editor does after
 * an undo (refoldInEditorMedianMsPerCharacter), and a campaign of 500 characters (validateCampaign500Ms, target at
 * most 100 ms). A character read for the first time is measured against parsing its file, in every game, in
 * fold-vs-parse.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attempt, createRng, enteredRoll, evaluate, rollDice, type CharacterInput } from '../shared/rules/core';
import { mls, PERSONALITY_PAIRS, type MlsCreation } from '../shared/rules/systems/mls';

const settings = mls.defaultSettings();

function creation(seed: number): MlsCreation {
  const c = mls.newCharacter(settings, seed);
  c.ageIncrements = 4;
  // (Size + Body - 2)d6 Total Hit Points, entered as rolled at the table (a new character leaves them to roll).
  c.hitPointsRoll = enteredRoll('2d6', 7);
  c.primaries.strength = 1;
  c.primaries.mind = -1;
  c.secondaries = [
    {
      id: 'soldier',
      name: 'Soldier',
      kind: 'trained',
      base: { kind: 'average', traits: ['strength', 'agility'] },
      level: 0,
      occupation: true,
    },
    { id: 'sword', name: 'Sword', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 1 },
    { id: 'observe', name: 'Observe', kind: 'natural', base: { kind: 'primary', trait: 'awareness' }, level: -2 },
  ];
  c.negatives = [{ id: 'greedy-eyes', name: 'Greedy Eyes', base: { kind: 'reverse', trait: 'mind' }, level: 2 }];
  return c;
}

/** Builds a character with `count` accepted ledger events, proposing random steps and keeping the legal ones. */
export function buildLedger(seed: number, count: number): CharacterInput {
  const rng = createRng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const c = creation(seed);
  let sheet = mls.create(c, settings).sheet;
  const events: Record<string, unknown>[] = [];
  let acquired = 0;
  for (let tries = 0; events.length < count && tries < count * 50; tries++) {
    const id = `e${events.length}`;
    const date = '2026-01-01';
    const s = Math.floor(rng() * 0xffffffff);
    const secondary = pick(sheet.secondaries);
    const trait = pick(PERSONALITY_PAIRS)[rng() < 0.5 ? 0 : 1];
    const proposals: Record<string, unknown>[] = [
      { type: 'age', reduce: pick(['strength', 'body', 'mind', 'aura', 'agility'] as const) },
      { type: 'age' },
      { type: 'award', adventure: 'average', role: 'major', roll: rollDice('1d6', s) },
      {
        type: 'acquire',
        trait: {
          id: `skill-${acquired}`,
          name: `Skill ${acquired}`,
          kind: pick(['trained', 'natural', 'inherent'] as const),
          base: { kind: 'primary', trait: 'mind' },
        },
      },
      { type: 'raise', trait: secondary?.id ?? 'sword' },
      { type: 'lower', trait: 'greedy-eyes' },
      { type: 'raise-personality', trait },
      { type: 'train', trait: 'strength' },
      { type: 'convert', into: 'money', points: 1, roll: rollDice('1d20', s) },
      { type: 'check', trait: secondary?.id ?? 'sword', roll: rollDice('1d8', s) },
      { type: 'check-personality', trait, roll: rollDice('1d20', s) },
    ];
    const event: Record<string, unknown> = { id, date, ...pick(proposals) };
    const tried = attempt(mls, sheet, event, settings, `events.${events.length}`);
    if (tried.accepted) {
      if (event.type === 'acquire') acquired++;
      sheet = tried.sheet;
      events.push(event);
    }
  }
  return { creation: c as unknown as Record<string, unknown>, events };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Runs the rules benchmarks and returns their figures. */
export async function runRulesBench(): Promise<Record<string, number | string>> {
  const character = buildLedger(1, 200);
  // Warm-up on fresh copies, so the figures below are for code the engine has already compiled.
  for (let i = 0; i < 200; i++) evaluate(mls, structuredClone(character), {});
  // The editor's commonest work: folding the very same event objects again, which parse-cache.ts answers from memory.
  for (let i = 0; i < 200; i++) evaluate(mls, character, {});
  const refolds: number[] = [];
  for (let run = 0; run < 50; run++) {
    const start = performance.now();
    for (let i = 0; i < 20; i++) evaluate(mls, character, {});
    refolds.push((performance.now() - start) / 20);
  }
  const campaign = Array.from({ length: 500 }, (_, i) => buildLedger(1000 + i, 20 + (i % 40)));
  const campaignTimes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (const c of campaign) evaluate(mls, c, {});
    campaignTimes.push(performance.now() - start);
  }
  return {
    ledgerEvents: character.events.length,
    refoldInEditorMedianMsPerCharacter: Number(median(refolds).toFixed(4)),
    validateCampaign500Ms: Number(median(campaignTimes).toFixed(2)),
    campaignCharacters: campaign.length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void runRulesBench().then((r) => console.log(r));
}
