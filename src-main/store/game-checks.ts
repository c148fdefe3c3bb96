import { err, type ApiResult } from '../../shared/api';
import type { CharacterFile } from '../../shared/model';
import { dataVersionOf } from '../../shared/rules/core/data-version';
import { getRuleSystem, listSystems } from '../../shared/rules/registry';

/*
 * What the store writes is of a game the app knows (the rules registry), whatever the page sends: a campaign of a
 * game this version does not know could not be played, and a character of another game, or of a newer data version
 * of its game, would be shown with no sheet or written back in an older shape.
 */

/** The refusal of a campaign whose game the app does not know; undefined when it knows it. */
export function refuseUnknownGame(system: string, action: string): ApiResult<never> | undefined {
  if (getRuleSystem(system)) return undefined;
  const known = listSystems()
    .map((listing) => listing.name)
    .join(', ');
  return err(
    'invalid-argument',
    `${action} because this version of the app does not know the game "${system}". Choose one of the games it knows (${known}), or update the app.`,
  );
}

/**
 * The refusal of a character the campaign cannot hold: one of another game than the campaign's, of a game the app
 * does not know, or of a newer data version of its game than this app reads (an older one is fine: it is upgraded
 * when read). Undefined when it can be written.
 */
export function refuseCharacter(character: CharacterFile, campaignSystem: string): ApiResult<never> | undefined {
  const who = `${character.name} (${character.id})`;
  const system = getRuleSystem(character.system);
  if (!system) return refuseUnknownGame(character.system, `${who} was not saved`);
  if (character.system !== campaignSystem) {
    const campaignGame = getRuleSystem(campaignSystem)?.name ?? `"${campaignSystem}"`;
    return err(
      'invalid-argument',
      `${who} is a character of ${system.name}, and this campaign plays ${campaignGame}, so it was not saved here. Add it to a campaign of ${system.name} instead.`,
    );
  }
  const version = dataVersionOf(character);
  if (version !== undefined && version > system.dataVersion) {
    return err(
      'invalid-argument',
      `${who} was saved by a newer version of the app, with ${system.name} data version ${version}; this version reads up to ${system.dataVersion}, so it was not saved. Update the app, then try again.`,
    );
  }
  return undefined;
}

/**
 * The refusal of a campaign.json that names another game than the campaign had when the store last read or wrote
 * it (its characters are of that game), or a game the app does not know; undefined when it can be written.
 */
export function refuseCampaignGame(system: string, campaignSystem: string): ApiResult<never> | undefined {
  const unknown = refuseUnknownGame(system, 'The campaign was not saved');
  if (unknown || system === campaignSystem) return unknown;
  const was = getRuleSystem(campaignSystem)?.name ?? `"${campaignSystem}"`;
  const now = getRuleSystem(system)!.name;
  return err(
    'invalid-argument',
    `The campaign was not saved because it would change its game from ${was} to ${now}, and its characters are of ${was}. Start a new campaign of ${now} instead.`,
  );
}
