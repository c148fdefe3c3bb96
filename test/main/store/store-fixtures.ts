import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORMAT_VERSION, stableStringify, type CampaignFile, type CharacterFile } from '../../../shared/model';

/** A fresh temp folder; remove it with removeTempFolder. */
export async function makeTempFolder(prefix = 'store-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeTempFolder(folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
}

export function makeCampaign(overrides: Partial<CampaignFile> = {}): CampaignFile {
  return {
    formatVersion: FORMAT_VERSION,
    id: 'border-watch',
    name: 'The Border Watch',
    system: 'mls',
    settings: { startingBudget: 100 },
    sessions: [],
    createdAt: '2026-11-01',
    ...overrides,
  };
}

/** A character whose ledger holds `awards` award events, so versions differ in a way a player would see. */
export function makeCharacter(id: string, awards = 0, overrides: Partial<CharacterFile> = {}): CharacterFile {
  return {
    formatVersion: FORMAT_VERSION,
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    system: 'mls',
    createdAt: '2026-11-01',
    creation: { culture: 'highlands', traits: { strength: 12, agility: 10 } },
    events: Array.from({ length: awards }, (_, n) => ({
      id: `award-${n + 1}`,
      type: 'award',
      date: '2026-11-02',
      amount: 5,
    })),
    ...overrides,
  };
}

/** Writes a campaign folder directly, without the store: campaign.json plus characters/<id>.json for each character. */
export async function writeCampaignFolder(
  folder: string,
  characters: CharacterFile[],
  campaign = makeCampaign(),
): Promise<void> {
  await fs.mkdir(path.join(folder, 'characters'), { recursive: true });
  await fs.writeFile(path.join(folder, 'campaign.json'), stableStringify(campaign));
  for (const character of characters) {
    await fs.writeFile(path.join(folder, 'characters', `${character.id}.json`), stableStringify(character));
  }
}

/** Every file under `folder`, relative, with forward slashes, sorted. */
export async function listTree(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
