import type { CampaignApi, CampaignListing } from '../../shared/api';
import { safeFileName } from '../../shared/file-name';
import { loadFile, stableStringify, type CharacterFile } from '../../shared/model';
import { isStandingError } from '../../shared/rules/core/findings';
import { evaluate } from '../../shared/rules/core/ledger';
import { findSystem, getRuleSystem } from '../../shared/rules/registry';
import { characterIdFor } from './new-character';
import { copyName } from './roster';

/*
 * A character leaving its campaign or joining one: exported as a file of its own (the same deterministic JSON the
 * campaign folder keeps), imported from such a file, or copied or moved into another campaign of the same game and
 * checked there against that campaign's settings.
 */

export type TransferOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      /**
       * The campaign already has this character, or one of its name (a copy made earlier): nothing was written, and
       * the copy would go there as `as`; sending again with `alongside` writes it.
       */
      already?: { names: string[]; as: string };
    };

/** A character as a file to keep or hand on: its name, safe on every system, and the file's text. */
export function exportedCharacter(file: CharacterFile): { fileName: string; text: string } {
  return { fileName: `${safeFileName(file.name, file.id)}.json`, text: stableStringify(file) };
}

const gameName = (id: string) => findSystem(id)?.name ?? `"${id}"`;

/**
 * A character file a player chose or dropped, read for this campaign: checked and brought up to this version's
 * format like any file in a campaign folder, refused (with what to do) when it is no character file or belongs to
 * another game. A character whose id the campaign already has gets a new one, so nothing is overwritten.
 */
export function readImported(
  text: string,
  fileName: string,
  campaign: { system: string; taken: ReadonlySet<string> },
  today: string,
): { ok: true; character: CharacterFile } | { ok: false; message: string } {
  const loaded = loadFile('character', text, { file: fileName, today });
  if (!loaded.ok) {
    const { problem } = loaded;
    // What is wrong with the file, without the advice for a file inside a campaign folder (restore it from .backups).
    const what = problem.message.replace(/\. (Restore|Fix|Open|Update|Install)[^]*$/, '.');
    const advice =
      problem.code === 'newer-version'
        ? 'Update the app to import it.'
        : 'Choose a character file exported from a campaign.';
    return { ok: false, message: `${fileName} could not be imported: ${what} ${advice}` };
  }
  const character = loaded.value;
  if (character.system !== campaign.system) {
    return {
      ok: false,
      message: `${fileName} holds ${character.name}, a character of ${gameName(character.system)}, and this campaign plays ${gameName(campaign.system)}. Import it into a campaign of ${gameName(character.system)}.`,
    };
  }
  const system = getRuleSystem(character.system);
  if (system && (character.dataVersion ?? 1) > system.dataVersion) {
    return {
      ok: false,
      message: `${fileName} holds ${character.name}, saved by a newer version of the app's ${system.name} rules (data version ${character.dataVersion}; this one reads up to ${system.dataVersion}). Update the app to import it.`,
    };
  }
  return {
    ok: true,
    character: campaign.taken.has(character.id) ? { ...character, id: characterIdFor(character.name) } : character,
  };
}

/** What a campaign's settings say of a character: its standing rule errors there, in the rules' words. */
export function errorsUnder(character: CharacterFile, settings: unknown): string[] {
  const system = getRuleSystem(character.system);
  if (!system) return [`This version of the app does not know the game "${character.system}".`];
  return evaluate(system, character, settings)
    .findings.filter(isStandingError)
    .map((f) => f.message);
}

/** The other campaigns a character of this game could go to: listed, of the same game, not this one. */
export async function campaignsToReceive(
  api: CampaignApi,
  from: { key: string; system: string },
): Promise<{ ok: true; campaigns: CampaignListing[] } | { ok: false; message: string }> {
  const listed = await api.listCampaigns();
  if (!listed.ok) return { ok: false, message: `The campaigns could not be listed: ${listed.error.message}` };
  return {
    ok: true,
    campaigns: listed.value
      .filter((c) => c.system === from.system && c.key !== from.key)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Writes a copy of `character` into another campaign: the campaign is opened beside this one, the character
 * written as a new file there (under a new id when that campaign already has its id), checked against that
 * campaign's settings, and the campaign closed again (the host counts opens, so a campaign open elsewhere stays open). The outcome says what that campaign's rules make of it.
 * When that campaign already has the character (copied there before) or one of its name, nothing is written unless
 * `alongside` is given: the outcome says so, and the name the copy would take there ("Ragna (copy)", "Ragna (copy 2)"),
 * so the two can be told apart in its lists.
 */
export async function copyIntoCampaign(
  api: CampaignApi,
  character: CharacterFile,
  target: CampaignListing,
  /** The handle of the campaign the character comes from, which must stay open. */
  fromHandle: string,
  options: { alongside?: boolean; mode?: 'copy' | 'move' } = {},
): Promise<TransferOutcome & { copied?: CharacterFile }> {
  const opened = await api.openCampaign({ key: target.key });
  if (!opened.ok) return { ok: false, message: `${target.name} could not be opened: ${opened.error.message}` };
  const { handle } = opened.value;
  try {
    // Two listings of one folder (a recent entry and a folder under the root) open the same campaign.
    if (handle === fromHandle)
      return { ok: false, message: `${target.name} is this campaign's own folder; choose another campaign.` };
    if (opened.value.campaign.system !== character.system) {
      return {
        ok: false,
        message: `${target.name} now plays ${gameName(opened.value.campaign.system)}, so ${character.name} cannot go there.`,
      };
    }
    const there = opened.value.characters;
    const same = there.filter((c) => c.id === character.id || c.name === character.name).map((c) => c.name);
    const names = there.map((c) => c.name);
    // Under its own name unless that campaign has a character of that name: then "Ragna (copy)", "Ragna (copy 2)"…
    const name = names.includes(character.name) ? copyName(character.name, names) : character.name;
    if (same.length > 0 && !options.alongside) {
      const verb = options.mode === 'move' ? 'Moving' : 'Copying';
      const has =
        same.length === 1
          ? `already has ${same[0]}`
          : `already has ${same.length} characters named ${character.name} or copied from it: ${same.join(', ')}`;
      return {
        ok: false,
        message: `${target.name} ${has}. ${verb} ${character.name} there makes another, named “${name}” so the two can be told apart; choose to go ahead, or leave it.`,
        already: { names: same, as: name },
      };
    }
    const taken = there.some((c) => c.id === character.id);
    const copied = { ...character, ...(taken ? { id: characterIdFor(name) } : {}), name };
    const written = await api.writeCharacter({ handle, character: copied });
    if (!written.ok)
      return {
        ok: false,
        message: `${character.name} could not be written to ${target.name}: ${written.error.message}`,
      };
    const errors = errorsUnder(copied, opened.value.campaign.settings);
    const verdict =
      errors.length === 0
        ? `${target.name}'s settings find nothing wrong with ${copied.name}.`
        : `Under ${target.name}'s settings, ${copied.name} breaks ${errors.length === 1 ? 'a rule' : `${errors.length} rules`}: ${errors.join(' ')}`;
    return { ok: true, message: verdict, copied };
  } finally {
    await api.closeCampaign({ handle });
  }
}
