import { warning, type Finding } from '../../core/findings';
import { gameReaders } from '../../core/reading';
import { BOOK_TRAIT_IDS, GIFTS, REVISED_RENAMES } from './tables';
import { HursagmuCreation, HursagmuEvent, HursagmuSettings } from './schemas';

const traitIds = new Set<string>([...BOOK_TRAIT_IDS, ...Object.values(REVISED_RENAMES).map((r) => r.id)]);
const giftIds = new Set<string>([...Object.keys(GIFTS), 'intuition']);

/** Settings that parse but cannot mean what The Master intended: adding what the book has, dropping what it lacks. */
function settingsWarnings(s: HursagmuSettings): Finding[] {
  const out: Finding[] = [];
  s.addedTraits.forEach((t, i) => {
    if (traitIds.has(t.id))
      out.push(
        warning(
          'hursagmu.settings.trait-exists',
          `settings.addedTraits.${i}.id`,
          `The book already has the trait "${t.id}"; give the campaign's trait another id or remove it.`,
        ),
      );
  });
  s.droppedTraits.forEach((id, i) => {
    if (!traitIds.has(id))
      out.push(
        warning(
          'hursagmu.settings.unknown-trait',
          `settings.droppedTraits.${i}`,
          `The book has no trait "${id}" to drop; correct the id or remove it.`,
        ),
      );
  });
  s.addedGifts.forEach((g, i) => {
    if (giftIds.has(g.id))
      out.push(
        warning(
          'hursagmu.settings.gift-exists',
          `settings.addedGifts.${i}.id`,
          `The book already has the gift "${g.id}"; give the campaign's gift another id or remove it.`,
        ),
      );
  });
  s.droppedGifts.forEach((id, i) => {
    if (!giftIds.has(id))
      out.push(
        warning(
          'hursagmu.settings.unknown-gift',
          `settings.droppedGifts.${i}`,
          `The book has no gift "${id}" to drop; correct the id or remove it.`,
        ),
      );
  });
  return out;
}

const readers = gameReaders<HursagmuSettings, HursagmuCreation, HursagmuEvent>({
  id: 'hursagmu',
  name: 'HURSAGMU',
  settings: HursagmuSettings,
  creation: HursagmuCreation,
  event: HursagmuEvent,
  defaultsAre: 'the defaults',
  settingsWarnings,
});

/** Reads campaign settings; anything malformed is reported and the project's defaults are used instead. */
export const parseHursagmuSettings = readers.parseSettings;
/** Reads the creation object. */
export const parseHursagmuCreation = readers.parseCreation;
/** Reads one ledger entry of the game's own. */
export const parseHursagmuEvent = readers.parseEvent;
