import { folderOf, scoreFolders } from '../../bench/mutation-summary';

describe('the mutation score by rules folder', () => {
  it('puts each mutated file in its folder: the core, or one game', () => {
    expect(folderOf('shared/rules/core/dice.ts')).toBe('shared/rules/core');
    expect(folderOf('shared/rules/systems/mls/tables.ts')).toBe('shared/rules/systems/mls');
    expect(folderOf('shared\\rules\\systems\\hursagmu\\weapons.ts')).toBe('shared/rules/systems/hursagmu');
    expect(folderOf('shared/rules/registry.ts')).toBeNull();
  });

  it('counts killed and timed-out mutants as caught, survivors and unreached ones as missed, and leaves out those that could not run', () => {
    const scores = scoreFolders([
      ...Array.from({ length: 16 }, () => ({ file: 'shared/rules/core/dice.ts', status: 'Killed' as const })),
      { file: 'shared/rules/core/dice.ts', status: 'Timeout' },
      { file: 'shared/rules/core/ledger.ts', status: 'Survived' },
      { file: 'shared/rules/core/ledger.ts', status: 'Survived' },
      { file: 'shared/rules/core/ledger.ts', status: 'NoCoverage' },
      { file: 'shared/rules/core/ledger.ts', status: 'CompileError' },
      { file: 'shared/rules/core/ledger.ts', status: 'Ignored' },
      { file: 'shared/rules/systems/mls/age.ts', status: 'Survived' },
    ]);
    // 17 caught of 20 judged: 85%.
    expect(scores['shared/rules/core']).toEqual({
      killed: 16,
      timedOut: 1,
      survived: 2,
      noCoverage: 1,
      invalid: 1,
      score: 85,
    });
    expect(scores['shared/rules/systems/mls']).toEqual({
      killed: 0,
      timedOut: 0,
      survived: 1,
      noCoverage: 0,
      invalid: 0,
      score: 0,
    });
  });
});
