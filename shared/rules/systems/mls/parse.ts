import { gameReaders } from '../../core/reading';
import { MlsCreation, MlsEvent, MlsSettings } from './schemas';

/**
 * The readers of the MLS files: settings (malformed ones fall back to the book's defaults), the creation
 * object and each ledger entry, through the core's compiled checks and the schemas. A well-formed creation is
 * handed back as it is, not copied: the sheet copies whatever it keeps of it, and code that edits a creation
 * copies it first.
 */
const readers = gameReaders<MlsSettings, MlsCreation, MlsEvent>({
  id: 'mls',
  name: 'the Nutshell MLS',
  settings: MlsSettings,
  creation: MlsCreation,
  event: MlsEvent,
  defaultsAre: "the book's defaults",
});

export const parseMlsSettings = readers.parseSettings;
export const parseMlsCreation = readers.parseCreation;
export const parseMlsEvent = readers.parseEvent;
