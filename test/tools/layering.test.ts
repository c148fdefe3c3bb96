import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md are enforced by the `boundaries/dependencies`
 * rule in eslint.config.js, and import cycles by `import-x/no-cycle`, both of
 * which `npm run lint` runs over the whole tree. These cases lint one import as
 * if it were written in a file at a given place, with the project's own
 * configuration, so a forbidden import that stopped being reported (a renamed
 * folder, a changed pattern, a plugin update) fails here instead of slipping
 * through quietly.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One linter per rule, with the project's configuration but only that rule switched on: the cycle rule follows
 * the whole import graph from every file it lints, which the boundary cases need not wait for.
 */
const linters = new Map<string, ESLint>();
function linterFor(ruleId: string): ESLint {
  let eslint = linters.get(ruleId);
  if (!eslint) {
    eslint = new ESLint({ cwd: repo, ruleFilter: (rule) => rule.ruleId === ruleId });
    linters.set(ruleId, eslint);
  }
  return eslint;
}

/** The messages of rule `ruleId` for `code` placed at `file` (a path from the repository's root). */
async function ruleMessages(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await linterFor(ruleId).lintText(code, { filePath: join(repo, file) });
  if (!result) throw new Error(`ESLint gave no result for ${file}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** The boundary messages for `code` placed at `file` (the file need not exist). */
function boundaryMessages(file: string, code: string): Promise<string[]> {
  return ruleMessages('boundaries/dependencies', file, code);
}

const SHARED_IS_PURE = 'shared runs anywhere';
const HOSTS_APART = 'src-main and src-renderer never import each other';
const SANDBOXED = 'the renderer runs in a sandboxed page';
const CORE_NO_GAME = 'the core never imports a game';
const TOOLKIT_NO_GAME = "never import a game or the games' screens";
const DOWNWARD = 'the renderer imports downward';
const STATE_BELOW_COMPONENTS = 'state sits below components';
const CONTRACT_BELOW = 'the contract sits below state and components';
const BASE_PLAIN = 'base holds plain helpers';
const APP_THROUGH_REGISTRY = 'the app reaches a game only through the registries';
const GAME_APART = 'a game never imports another game';
const GAME_USES_KIT = 'a game uses the core, the toolkit';

const forbidden: [file: string, code: string, why: string][] = [
  ['shared/model/probe.ts', "import { readFileSync } from 'node:fs';", SHARED_IS_PURE],
  ['shared/model/probe.ts', "import { join } from 'path';", SHARED_IS_PURE],
  ['shared/rules/core/probe.ts', "import { app } from 'electron';", SHARED_IS_PURE],
  ['shared/probe.ts', "import { useState } from 'react';", SHARED_IS_PURE],
  ['shared/probe.ts', "import { createRoot } from 'react-dom/client';", SHARED_IS_PURE],
  ['shared/probe.ts', "import { observable } from 'mobx';", SHARED_IS_PURE],
  ['shared/probe.ts', "import { observer } from 'mobx-react-lite';", SHARED_IS_PURE],
  ['shared/rules/systems/mls/probe.ts', "import { readFile } from 'node:fs/promises';", SHARED_IS_PURE],
  ['shared/probe.ts', "import { openCampaign } from '../src-main/store/open-campaign';", SHARED_IS_PURE],
  ['shared/model/probe.ts', "import { AppStore } from '../../src-renderer/state/app-store';", SHARED_IS_PURE],
  ['src-main/probe.ts', "import { AppStore } from '../src-renderer/state/app-store';", HOSTS_APART],
  [
    'src-main/store/probe.ts',
    "import type { CharacterEditor } from '../../src-renderer/contract/character-editor';",
    HOSTS_APART,
  ],
  ['src-renderer/probe.ts', "import { openCampaign } from '../src-main/store/open-campaign';", SANDBOXED],
  ['src-renderer/components/probe.ts', "import { readFileSync } from 'node:fs';", SANDBOXED],
  ['src-renderer/screens/probe.ts', "import { ipcRenderer } from 'electron';", SANDBOXED],
  ['shared/rules/core/probe.ts', "import { mls } from '../systems/mls';", CORE_NO_GAME],
  ['shared/model/probe.ts', "import type { MlsSheet } from '../rules/systems/mls';", CORE_NO_GAME],
  ['src-renderer/components/probe.ts', "import { findSystemScreens } from '../systems';", TOOLKIT_NO_GAME],
  ['src-renderer/components/probe.ts', "import { mlsScreens } from '../systems/mls';", TOOLKIT_NO_GAME],
  [
    'src-renderer/components/print/probe.ts',
    "import { mls } from '../../../shared/rules/systems/mls';",
    TOOLKIT_NO_GAME,
  ],
  ['src-renderer/state/probe.ts', "import { findSystemScreens } from '../systems';", TOOLKIT_NO_GAME],
  ['src-renderer/state/probe.ts', "import { hursagmuScreens } from '../systems/hursagmu';", TOOLKIT_NO_GAME],
  [
    'src-renderer/state/probe.ts',
    "import type { HursagmuSheet } from '../../shared/rules/systems/hursagmu';",
    TOOLKIT_NO_GAME,
  ],
  [
    'src-renderer/contract/probe.ts',
    "import type { MlsSheet } from '../../shared/rules/systems/mls';",
    TOOLKIT_NO_GAME,
  ],
  ['src-renderer/base/probe.ts', "import { mlsScreens } from '../systems/mls';", TOOLKIT_NO_GAME],
  ['src-renderer/components/probe.ts', "import { App } from '../screens/app';", DOWNWARD],
  ['src-renderer/state/probe.ts', "import { createHttpApi } from '../host/http-api';", DOWNWARD],
  ['src-renderer/contract/probe.ts', "import type { App } from '../screens/app';", DOWNWARD],
  [
    'src-renderer/state/probe.ts',
    "import { describeEntry } from '../components/history-describer';",
    STATE_BELOW_COMPONENTS,
  ],
  ['src-renderer/state/probe.ts', "import { BudgetBar } from '../components/budget-bar';", STATE_BELOW_COMPONENTS],
  ['src-renderer/contract/probe.ts', "import type { AppStore } from '../state/app-store';", CONTRACT_BELOW],
  [
    'src-renderer/contract/probe.ts',
    "import { describeEntry } from '../components/history-describer';",
    CONTRACT_BELOW,
  ],
  ['src-renderer/base/probe.ts', "import { BudgetBar } from '../components/budget-bar';", BASE_PLAIN],
  ['src-renderer/base/probe.ts', "import { AppStore } from '../state/app-store';", BASE_PLAIN],
  ['src-renderer/base/probe.ts', "import type { CharacterEditor } from '../contract/character-editor';", BASE_PLAIN],
  ['src-renderer/base/probe.ts', "import { useState } from 'react';", BASE_PLAIN],
  ['src-renderer/base/probe.ts', "import { observable } from 'mobx';", BASE_PLAIN],
  ['src-renderer/screens/probe.ts', "import { mlsScreens } from '../systems/mls';", APP_THROUGH_REGISTRY],
  ['src-renderer/probe.ts', "import { hursagmu } from '../shared/rules/systems/hursagmu';", APP_THROUGH_REGISTRY],
  ['src-renderer/systems/mls/probe.ts', "import { hursagmuScreens } from '../hursagmu';", GAME_APART],
  [
    'src-renderer/systems/mls/sheet/probe.ts',
    "import { hursagmu } from '../../../../shared/rules/systems/hursagmu';",
    GAME_APART,
  ],
  ['shared/rules/systems/hursagmu/probe.ts', "import { mls } from '../mls';", GAME_APART],
  ['src-renderer/systems/hursagmu/probe.ts', "import { AppStore } from '../../state/app-store';", GAME_USES_KIT],
  [
    'src-renderer/systems/mls/sheet/probe.ts',
    "import type { CharacterEditorStore } from '../../../state/character-editor';",
    GAME_USES_KIT,
  ],
  ['src-renderer/systems/hursagmu/probe.ts', "import { findSystemScreens } from '..';", GAME_USES_KIT],
  ['src-renderer/systems/mls/probe.ts', "import { App } from '../../screens/app';", GAME_USES_KIT],
  [
    'src-renderer/systems/mls/probe.ts',
    "import { getRuleSystem } from '../../../shared/rules/registry';",
    GAME_USES_KIT,
  ],
  ['shared/rules/systems/mls/probe.ts', "import { getRuleSystem } from '../../registry';", GAME_USES_KIT],
];

const allowed: [file: string, code: string][] = [
  ['shared/rules/core/probe.ts', "import { z } from 'zod';\nimport type { Finding } from './findings';"],
  [
    'shared/rules/registry.ts',
    "import { mls } from './systems/mls/system';\nimport { hursagmu } from './systems/hursagmu/system';",
  ],
  [
    'src-main/probe.ts',
    "import { readFileSync } from 'node:fs';\nimport { app } from 'electron';\nimport { getRuleSystem } from '../shared/rules/registry';",
  ],
  [
    'src-renderer/components/probe.ts',
    "import type { CharacterEditor } from '../contract/character-editor';\nimport { getRuleSystem } from '../../shared/rules/registry';\nimport { AppStore } from '../state/app-store';\nimport { calendarDate } from '../base/format';",
  ],
  [
    'src-renderer/state/probe.ts',
    "import { calendarDate } from '../base/format';\nimport type { CharacterEditor } from '../contract/character-editor';\nimport { getRuleSystem } from '../../shared/rules/registry';",
  ],
  [
    'src-renderer/contract/probe.ts',
    "import type { ComponentType } from 'react';\nimport { figure } from '../base/format';\nimport type { Finding } from '../../shared/rules/core/findings';",
  ],
  [
    'src-renderer/base/probe.ts',
    "import type { LedgerEvent } from '../../shared/model';\nimport { figure } from './format';",
  ],
  [
    'src-renderer/screens/probe.ts',
    "import { findSystemScreens } from '../systems';\nimport { AppStore } from '../state/app-store';",
  ],
  ['src-renderer/systems/index.ts', "import { mlsScreens } from './mls';"],
  [
    'src-renderer/systems/mls/sheet/probe.ts',
    "import { signed } from '../../../base/format';\nimport type { SectionProps } from '../../../contract/game-screens';\nimport { BudgetBar } from '../../../components/budget-bar';\nimport { mls } from '../../../../shared/rules/systems/mls';\nimport type { Finding } from '../../../../shared/rules/core/findings';",
  ],
  [
    'shared/rules/systems/hursagmu/probe.ts',
    "import type { Finding } from '../../core/findings';\nimport { hursagmu } from './system';",
  ],
];

describe('the layers, as the linter enforces them', () => {
  it.each(forbidden)('reports %s: %s', async (file, code, why) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(why);
  });

  it('reports every form an import can take', async () => {
    const file = 'shared/probe.ts';
    for (const code of [
      "export { readFileSync } from 'node:fs';",
      "export * from 'node:fs';",
      "export type { Stats } from 'node:fs';",
      "const fs = await import('node:fs');",
      "const fs = require('node:fs');",
      "import 'node:fs';",
    ]) {
      expect(await boundaryMessages(file, code), code).toHaveLength(1);
    }
  });

  it.each(allowed)('allows %s: %s', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });

  it('reports an import cycle: the findings module importing the fold, which imports the findings', async () => {
    const messages = await ruleMessages(
      'import-x/no-cycle',
      'shared/rules/core/findings.ts',
      "import { evaluate } from './ledger';\nexport const fold = evaluate;",
    );
    expect(messages).toEqual(['Dependency cycle detected']);
    expect(
      await ruleMessages(
        'import-x/no-cycle',
        'shared/rules/core/ledger.ts',
        "import { error } from './findings';\nexport const refusal = error;",
      ),
    ).toEqual([]);
  });
});
