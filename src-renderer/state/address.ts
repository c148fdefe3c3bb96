/** A place in the app: the start screen, a campaign, a character's page at one of its sections, or a session's page. */
export type Place =
  | { screen: 'home' }
  | { screen: 'campaign'; campaign: string }
  | {
      screen: 'character';
      /** The campaign's listing key, as the host gave it. */
      campaign: string;
      /** The character's id. */
      character: string;
      /** The section (tab) of the page, e.g. "build" or "history"; the page's own first section when absent. */
      section?: string;
      /** A step inside the section, e.g. the builder's "primaries"; the section's first when absent. */
      step?: string;
    }
  | {
      screen: 'session';
      /** The campaign's listing key, as the host gave it. */
      campaign: string;
      /** The session's id in campaign.json. */
      session: string;
    };

export const HOME: Place = { screen: 'home' };

/** Character and session ids (shared/model Identifier). */
const CHARACTER_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const SECTION_OR_STEP = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** OpenCampaignInput allows keys of 1 to 200 characters. */
const MAX_KEY_LENGTH = 200;

/**
 * The address (the part after #) of a place:
 *
 *   #/                                                  the start screen
 *   #/campaign/<key>                                    a campaign, e.g. #/campaign/root:The%20Border%20Watch
 *   #/campaign/<key>/character/<id>                     a character's page at the section it opens with
 *   #/campaign/<key>/character/<id>/<section>           one of its sections, e.g. …/character/aria/history
 *   #/campaign/<key>/character/<id>/<section>/<step>    a step of that section, e.g. …/character/aria/build/primaries
 *                                                       (in the history, an entry: …/character/aria/history/e5-k3x9q2)
 *   #/campaign/<key>/session/<id>                       a play session's page, e.g. …/session/2026-11-21-the-barrow
 *
 * Keys are the host's listing keys, which stay the same while a campaign is listed. The route always starts
 * with "/", so it can share the hash with browser mode's "token=…" (parts joined by "&").
 */
export function addressOf(place: Place): string {
  if (place.screen === 'home') return '#/';
  const campaign = `#/campaign/${segment(place.campaign)}`;
  if (place.screen === 'campaign') return campaign;
  if (place.screen === 'session') return `${campaign}/session/${segment(place.session)}`;
  let address = `${campaign}/character/${segment(place.character)}`;
  if (place.section !== undefined) {
    address += `/${segment(place.section)}`;
    if (place.step !== undefined) address += `/${segment(place.step)}`;
  }
  return address;
}

/**
 * The place an address names. An address without a route is the start screen; parts of the hash that are
 * not the route (such as "token=…") are passed over. Undefined when the route names no place the app has.
 */
export function placeOf(hash: string): Place | undefined {
  const parts = hash.replace(/^#/, '').split('&');
  const route = parts.find((part) => part.startsWith('/'));
  if (route === undefined) return HOME;
  const segments = route.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  let names: string[];
  try {
    names = segments.map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
  if (names.length === 0) return HOME;
  const [first, key, third, id, section, step, ...rest] = names;
  if (first !== 'campaign' || key === undefined || key === '' || key.length > MAX_KEY_LENGTH || rest.length > 0)
    return undefined;
  if (third === undefined) return { screen: 'campaign', campaign: key };
  if (third === 'session')
    return id !== undefined && CHARACTER_ID.test(id) && section === undefined
      ? { screen: 'session', campaign: key, session: id }
      : undefined;
  if (third !== 'character' || id === undefined || !CHARACTER_ID.test(id)) return undefined;
  if (section !== undefined && !SECTION_OR_STEP.test(section)) return undefined;
  if (step !== undefined && !SECTION_OR_STEP.test(step)) return undefined;
  return {
    screen: 'character',
    campaign: key,
    character: id,
    ...(section === undefined ? {} : { section }),
    ...(step === undefined ? {} : { step }),
  };
}

/** True when two places are the same place. */
export function samePlace(a: Place, b: Place): boolean {
  return addressOf(a) === addressOf(b);
}

/** A name as one segment of the route; ":" and "@" stay as they are, so "root:Wolves" reads as it is written. */
function segment(name: string): string {
  return encodeURIComponent(name).replace(/%3A/gi, ':').replace(/%40/g, '@');
}
