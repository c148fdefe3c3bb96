import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadFile, stableStringify } from '../../../shared/model';
import { evaluate, isStandingError } from '../../../shared/rules/core';
import { symbaroum } from '../../../shared/rules/systems/symbaroum';
import { runCli } from '../../../src-main/cli/main';

/*
 * The reference characters of first aid (test/fixtures/symbaroum/reference-first-aid): one dying and stabilised by
 * each way the book names, one given days of rest while dying, and one whose days of rest a Game Master accepted.
 * Each expected file is worked out by hand from "Dying Characters" and "Healing Wounds" (its `note` shows how).
 */

const repo = resolve(import.meta.dirname, '../../..');
const folder = join(repo, 'test/fixtures/symbaroum/reference-first-aid');

interface Expected {
  legal: boolean;
  budget: { earned: number; spent: number; left: number };
  errors: { code: string; path: string }[];
  overridden: { code: string; path: string }[];
  sheet: Record<string, unknown>;
}

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

const campaign = loadFile('campaign', readFileSync(join(folder, 'campaign.json'), 'utf8'), {
  file: 'campaign.json',
  today: '2026-05-01',
});
const names = readdirSync(join(folder, 'characters')).filter((n) => n.endsWith('.json'));

/** One character of the folder folded as the app folds it, against its expected file. */
function expectAsWorkedOut(name: string, settings: unknown) {
  const file = `characters/${name}`;
  const text = readFileSync(join(folder, file), 'utf8');
  const loaded = loadFile('character', text, { file, today: '2026-05-01' });
  if (!loaded.ok) throw new Error(loaded.problem.message);
  expect(stableStringify(loaded.value), name).toBe(text);
  const expected = JSON.parse(readFileSync(join(folder, 'expected', name), 'utf8')) as Expected;
  const result = evaluate(symbaroum, loaded.value, settings);
  const pick = (f: { code: string; path: string }) => ({ code: f.code, path: f.path });
  expect(result.findings.filter(isStandingError).map(pick), name).toEqual(expected.errors);
  expect(result.findings.filter((f) => f.overridden).map(pick), name).toEqual(expected.overridden);
  expect(result.legal, name).toBe(expected.legal);
  expect({ earned: result.budget!.earned, spent: result.budget!.spent, left: result.budget!.left }, name).toEqual(
    expected.budget,
  );
  expect(result.sheet, name).toMatchObject(expected.sheet);
}

describe('Symbaroum reference characters of first aid', () => {
  it('holds the three characters: stabilised each way, refused days of rest, and accepted days of rest', () => {
    expect(names).toEqual(['eira.json', 'hald.json', 'runa.json']);
  });

  it('loads and saves each byte for byte, and folds each to its hand-worked sheet and findings', () => {
    if (!campaign.ok) throw new Error(campaign.problem.message);
    for (const name of names) expectAsWorkedOut(name, campaign.value.settings);
  });

  it('is checked by the command-line checker: two legal, days of rest for a dying character named by code and field', async () => {
    const r = await cli('validate', folder);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toContain('characters/eira.json: Eira the Warden — legal');
    expect(r.out).toContain(
      'error    symbaroum.heal.dying-needs-first-aid at events.1.means: Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing.',
    );
    expect(r.out).toContain('accepted symbaroum.heal.dying-needs-first-aid at events.1.means');
    expect(r.out).toContain('2 legal, 1 with rule errors');
    const sheet = await cli('sheet', join(folder, 'characters/hald.json'), '--campaign', folder);
    expect(sheet.out).toContain(
      'Toughness: 0 of 10 (dying, 1 of 3 steps toward death)   Pain Threshold: 5   Corruption Threshold: 5',
    );
  });
});
