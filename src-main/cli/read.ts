import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CampaignFile, CharacterFile, FileProblem } from '../../shared/model';
import { parseDiskFile, readCampaignFile, readCharacterFiles } from '../store/campaign-folder';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER } from '../store/disk-file';

/** What the checker read from disk: the campaign (if any), the characters, and the files it could not use. */
export interface ReadResult {
  campaign?: CampaignFile;
  /** Where the campaign's settings came from, for the report. */
  settingsFrom?: string;
  characters: { file: string; character: CharacterFile }[];
  problems: FileProblem[];
}

const today = () => new Date().toISOString().slice(0, 10);

/** campaign.json of a folder, read as the app reads it when it opens the campaign. */
async function readCampaign(folder: string): Promise<{ campaign?: CampaignFile; problem?: FileProblem }> {
  const read = await readCampaignFile(folder, today());
  if (read.ok) return { campaign: read.value.campaign };
  if (read.error.problem) return { problem: read.error.problem };
  const why = read.error.code === 'not-found' ? 'does not exist. Check the path and try again.' : read.error.message;
  return { problem: { code: 'invalid', file: CAMPAIGN_FILE, message: `${CAMPAIGN_FILE} ${why}` } };
}

/**
 * Reads a campaign folder through the campaign store's own reader, so the
 * checker sees exactly the characters the app lists and the problems it
 * reports: campaign.json, then every characters/*.json in file-name order.
 * Unlike the app, the checker goes on without campaign.json (with the games'
 * default settings), and reports it among the problems.
 */
export async function readCampaignFolder(folder: string): Promise<ReadResult> {
  const result: ReadResult = { characters: [], problems: [] };
  const { campaign, problem } = await readCampaign(folder);
  if (problem) result.problems.push(problem);
  if (campaign) {
    result.campaign = campaign;
    result.settingsFrom = CAMPAIGN_FILE;
  }
  try {
    const files = await readCharacterFiles(folder, today());
    result.problems.push(...files.problems);
    for (const { file, character } of files.characters) result.characters.push({ file, character });
  } catch (err) {
    result.problems.push({
      code: 'invalid',
      file: CHARACTERS_FOLDER,
      message: `The characters folder cannot be read (${String(err)}). Check its permissions.`,
    });
  }
  return result;
}

/**
 * Reads one character file, such as one a player sent, wherever it lies and
 * whatever it is named, and loads it as the app loads a character. Settings
 * come from `campaignFolder` when given, else from the campaign the file sits
 * in (…/characters/x.json), else the game's defaults.
 */
export async function readCharacter(path: string, campaignFolder?: string): Promise<ReadResult> {
  const result: ReadResult = { characters: [], problems: [] };
  const file = basename(path);
  const read = await readSentFile(path, file);
  if (read.problem) {
    result.problems.push(read.problem);
    return result;
  }
  result.characters.push({ file, character: read.character! });
  const folder = campaignFolder ?? (basename(dirname(path)) === CHARACTERS_FOLDER ? dirname(dirname(path)) : undefined);
  if (folder) {
    const exists = await stat(join(folder, CAMPAIGN_FILE)).then(
      () => true,
      () => false,
    );
    if (exists || campaignFolder) {
      const { campaign, problem } = await readCampaign(folder);
      if (problem) result.problems.push(problem);
      if (campaign) {
        result.campaign = campaign;
        result.settingsFrom = join(folder, CAMPAIGN_FILE);
      }
    }
  }
  return result;
}

async function readSentFile(path: string, file: string): Promise<{ character?: CharacterFile; problem?: FileProblem }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'does not exist'
        : code === 'EACCES'
          ? 'cannot be read (permission denied)'
          : `cannot be read (${code ?? String(err)})`;
    return { problem: { code: 'invalid', file, message: `${file} ${why}. Check the path and try again.` } };
  }
  const loaded = parseDiskFile('character', file, bytes, today());
  return loaded.ok ? { character: loaded.value } : { problem: loaded.problem };
}

/** True when the path is a folder. */
export async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
