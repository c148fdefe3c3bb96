import { gameReaders } from '../../core/reading';
import { isWellFormedCreation } from './creation-guard';
import { isWellFormedEvent } from './event-guard';
import { wellFormedSettings } from './settings-guard';
import { MlsCreation, MlsEvent, MlsSettings } from './schemas';

/**
 * The readers of the MLS files: settings (malformed ones fall back to the book's defaults), the creation
 * object and each ledger entry. A well-formed creation is handed back as it is, not copied (as events are):
 * the sheet copies whatever it keeps of it, and code that edits a creation copies it first.
 */
const readers = gameReaders<MlsSettings, MlsCreation, MlsEvent>({
  id: 'mls',
  name: 'the Nutshell MLS',
  settings: MlsSettings,
  creation: MlsCreation,
  event: MlsEvent,
  defaultsAre: "the book's defaults",
  fast: { settings: wellFormedSettings, creation: isWellFormedCreation, event: isWellFormedEvent },
});

export const parseMlsSettings = readers.parseSettings;
export const parseMlsCreation = readers.parseCreation;
export const parseMlsEvent = readers.parseEvent;
