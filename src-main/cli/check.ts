import { evaluate, isStandingError, type Budget, type Finding } from '../../shared/rules/core';
import { getRuleSystem } from '../../shared/rules/registry';
import type { FileProblem } from '../../shared/model';
import type { ReadResult } from './read';

/** The checker's verdict on one character. */
export interface CharacterReport {
  file: string;
  id: string;
  name: string;
  system: string;
  legal: boolean;
  /** The budget of the game's first currency (character points, or the game's equivalent). */
  budget?: Budget;
  /** Every currency's budget, by currency id, in the game's order. */
  budgets?: Record<string, Budget>;
  findings: Finding[];
  sheet?: unknown;
}

/** The checker's verdict on everything it read. */
export interface Report {
  campaign?: { name: string; system: string; settingsFrom?: string; findings: Finding[] };
  characters: CharacterReport[];
  problems: FileProblem[];
  /** 0: every character legal; 1: a rule error stands; 2: a file could not be read or is not a valid file. */
  exitCode: 0 | 1 | 2;
}

/** The settings a character of `system` is checked with: its campaign's, when the campaign plays that game. */
export function settingsFor(read: ReadResult, system: string): unknown {
  return read.campaign?.system === system ? read.campaign.settings : {};
}

/** Folds and checks every character read, with the campaign's settings for its game. */
export function check(read: ReadResult): Report {
  const problems = read.problems.slice();
  const characters: CharacterReport[] = [];
  let campaignFindings: Finding[] = [];
  const campaignSystem = read.campaign?.system;
  if (read.campaign && !getRuleSystem(read.campaign.system)) {
    problems.push({
      code: 'invalid',
      file: 'campaign.json',
      field: 'system',
      message: `campaign.json names the game "${read.campaign.system}", which this version does not know. Update the app or correct the field.`,
    });
  }
  for (const { file, character } of read.characters) {
    const system = getRuleSystem(character.system);
    if (!system) {
      problems.push({
        code: 'invalid',
        file,
        field: 'system',
        message: `${file} is a character for the game "${character.system}", which this version does not know. Update the app or correct the field.`,
      });
      continue;
    }
    const settings = settingsFor(read, character.system);
    const evaluation = evaluate(system, character, settings);
    const own = evaluation.findings.filter((f) => !f.path.startsWith('settings'));
    campaignFindings = evaluation.findings.filter((f) => f.path.startsWith('settings'));
    if (campaignSystem && campaignSystem !== character.system) {
      own.push({
        code: 'campaign.system-mismatch',
        severity: 'error',
        path: 'system',
        message: `This character is for ${system.name} but the campaign plays "${campaignSystem}"; move the file to a campaign of that game.`,
      });
    }
    characters.push({
      file,
      id: character.id,
      name: character.name,
      system: character.system,
      legal: !own.some(isStandingError),
      budget: evaluation.budget,
      budgets: evaluation.budgets,
      findings: own,
      sheet: evaluation.sheet,
    });
  }
  const report: Report = { characters, problems, exitCode: 0 };
  if (read.campaign) {
    report.campaign = { name: read.campaign.name, system: read.campaign.system, findings: campaignFindings };
    if (read.settingsFrom) report.campaign.settingsFrom = read.settingsFrom;
  }
  const ruleError = characters.some((c) => !c.legal) || campaignFindings.some(isStandingError);
  report.exitCode = problems.length > 0 ? 2 : ruleError ? 1 : 0;
  return report;
}
