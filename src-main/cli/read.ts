import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { loadFile, type CampaignFile, type CharacterFile, type FileProblem } from '../../shared/model';

/** What the checker read from disk: the campaign (if any), the characters, and the files it could not use. */
export interface ReadResult {
  campaign?: CampaignFile;
  /** Where the campaign's settings came from, for the report. */
  settingsFrom?: string;
  characters: { file: string; character: CharacterFile }[];
  problems: FileProblem[];
}

const today = () => new Date().toISOString().slice(0, 10);

async function readText(path: string, file: string): Promise<{ text?: string; problem?: FileProblem }> {
  try {
    return { text: await readFile(path, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'does not exist' : code === 'EACCES' ? 'cannot be read (permission denied)' : `cannot be read (${code ?? String(err)})`;
    return { problem: { code: 'invalid', file, message: `${file} ${why}. Check the path and try again.` } };
  }
}

async function readCampaignFile(folder: string): Promise<{ campaign?: CampaignFile; problem?: FileProblem }> {
  const { text, problem } = await readText(join(folder, 'campaign.json'), 'campaign.json');
  if (problem) return { problem };
  const loaded = loadFile('campaign', text!, { file: 'campaign.json', today: today() });
  return loaded.ok ? { campaign: loaded.value } : { problem: loaded.problem };
}

async function readCharacterFile(path: string, file: string): Promise<{ character?: CharacterFile; problem?: FileProblem }> {
  const { text, problem } = await readText(path, file);
  if (problem) return { problem };
  const loaded = loadFile('character', text!, { file, today: today() });
  return loaded.ok ? { character: loaded.value } : { problem: loaded.problem };
}

/** Reads a campaign folder: campaign.json and every characters/*.json, in name order. */
export async function readCampaignFolder(folder: string): Promise<ReadResult> {
  const result: ReadResult = { characters: [], problems: [] };
  const { campaign, problem } = await readCampaignFile(folder);
  if (problem) result.problems.push(problem);
  if (campaign) {
    result.campaign = campaign;
    result.settingsFrom = 'campaign.json';
  }
  let names: string[] = [];
  try {
    names = (await readdir(join(folder, 'characters'))).filter((n) => n.endsWith('.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      result.problems.push({ code: 'invalid', file: 'characters', message: `The characters folder cannot be read (${String(err)}). Check its permissions.` });
    }
  }
  for (const name of names) {
    const file = `characters/${name}`;
    const read = await readCharacterFile(join(folder, 'characters', name), file);
    if (read.problem) result.problems.push(read.problem);
    else result.characters.push({ file, character: read.character! });
  }
  return result;
}

/**
 * Reads one character file, such as one a player sent. Settings come from
 * `campaignFolder` when given, else from the campaign the file sits in
 * (…/characters/x.json), else the game's defaults.
 */
export async function readCharacter(path: string, campaignFolder?: string): Promise<ReadResult> {
  const result: ReadResult = { characters: [], problems: [] };
  const file = basename(path);
  const read = await readCharacterFile(path, file);
  if (read.problem) {
    result.problems.push(read.problem);
    return result;
  }
  result.characters.push({ file, character: read.character! });
  const folder = campaignFolder ?? (basename(dirname(path)) === 'characters' ? dirname(dirname(path)) : undefined);
  if (folder) {
    const exists = await stat(join(folder, 'campaign.json')).then(
      () => true,
      () => false,
    );
    if (exists || campaignFolder) {
      const { campaign, problem } = await readCampaignFile(folder);
      if (problem) result.problems.push(problem);
      if (campaign) {
        result.campaign = campaign;
        result.settingsFrom = join(folder, 'campaign.json');
      }
    }
  }
  return result;
}

/** True when the path is a folder. */
export async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
