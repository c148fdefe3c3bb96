import { z } from 'zod';
import {
  DisplayName,
  FORMAT_VERSION,
  fileSchemas,
  Identifier,
  type CampaignFile,
  type CharacterFile,
  type FileKind,
} from './schemas';
import { formatVersionOf, migrate, type MigrationContext } from './migrations';
import { bytesOverFileLimit, checkJsonShape, tooLargeToOpen } from './json-shape';

/** Why a file could not be opened. Every message names the file and says what to do. */
export interface FileProblem {
  /** 'link': a symbolic link (or junction) inside the campaign folder; the app never follows one out. */
  code: 'corrupt-json' | 'newer-version' | 'bad-version' | 'invalid' | 'link';
  /** Path relative to the campaign folder, e.g. "characters/aria.json". */
  file: string;
  /** Dotted path of the offending field, when there is one, e.g. "events.3.date". */
  field?: string;
  message: string;
}

export type Loaded<T> = { ok: true; value: T; migratedFrom?: number } | { ok: false; problem: FileProblem };

type FileOf<K extends FileKind> = K extends 'campaign' ? CampaignFile : CharacterFile;

/** Parses, migrates and validates one file's text. Pure: the caller does the I/O. */
export function loadFile<K extends FileKind>(kind: K, text: string, ctx: MigrationContext): Loaded<FileOf<K>> {
  const read = readVersioned(text, ctx.file);
  if (!read.ok) return read;
  return validated(kind, read.value.raw, read.value.version, ctx);
}

/**
 * The problem of a file saved by a newer version of the app, which is never written over or deleted; undefined
 * for any other file, readable or not. Only the format version is looked at, not the rest of the file.
 */
export function newerVersionProblem(text: string, file: string): FileProblem | undefined {
  const read = readVersioned(text, file);
  return !read.ok && read.problem.code === 'newer-version' ? read.problem : undefined;
}

/** What a campaign's list shows of a character before its file is read in full. */
export const CharacterHeader = z.object({ id: Identifier, name: DisplayName, system: Identifier });
export type CharacterHeader = z.infer<typeof CharacterHeader>;

/**
 * A character file's id, name and game, checked, and nothing else of it: opening a campaign of hundreds of
 * characters lists them at the cost of parsing alone. Every file is still read and validated in full before it
 * is shown, checked or edited (readCharacter), where a problem deeper in it is reported. A file of an older
 * format is loaded in full, as its migration may move these fields.
 */
export function loadCharacterHeader(text: string, ctx: MigrationContext): Loaded<CharacterHeader> {
  const read = readVersioned(text, ctx.file);
  if (!read.ok) return read;
  const { raw, version } = read.value;
  if (version < FORMAT_VERSION) {
    const full = validated('character', raw, version, ctx);
    return full.ok
      ? {
          ok: true,
          value: { id: full.value.id, name: full.value.name, system: full.value.system },
          migratedFrom: version,
        }
      : full;
  }
  const header = CharacterHeader.safeParse(raw);
  if (!header.success) return refused(ctx.file, header.error);
  return { ok: true, value: { id: header.data.id, name: header.data.name, system: header.data.system } };
}

/** The file's JSON, checked to be an object of a format this version reads, with its format version. */
function readVersioned(text: string, file: string): Loaded<{ raw: Record<string, unknown>; version: number }> {
  // The store reads no larger file from a campaign folder; this stops one imported or given by path.
  const oversize = bytesOverFileLimit(text);
  if (oversize !== undefined) {
    return fail({
      code: 'invalid',
      file,
      message: `${tooLargeToOpen(file, oversize)}, so it was not read. Restore it from the campaign's .backups folder.`,
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return fail({
      code: 'corrupt-json',
      file,
      message: `${file} is not valid JSON (${detail}). Restore it from the campaign's .backups folder or fix it in a text editor.`,
    });
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail({
      code: 'invalid',
      file,
      message: `${file} does not hold a JSON object. Restore it from the campaign's .backups folder.`,
    });
  }
  const version = formatVersionOf(raw as Record<string, unknown>);
  if (version === undefined) {
    return fail({
      code: 'bad-version',
      file,
      field: 'formatVersion',
      message: `${file} has an unreadable formatVersion. It should be a whole number; restore the file from the campaign's .backups folder.`,
    });
  }
  if (version > FORMAT_VERSION) {
    return fail({
      code: 'newer-version',
      file,
      field: 'formatVersion',
      message: `${file} was saved by a newer version of this app (file format ${version}; this version reads up to ${FORMAT_VERSION}). Update the app to open it. The file has not been changed.`,
    });
  }
  return { ok: true, value: { raw: raw as Record<string, unknown>, version } };
}

/** The file migrated to this version's format and validated against its schema. */
function validated<K extends FileKind>(
  kind: K,
  raw: Record<string, unknown>,
  version: number,
  ctx: MigrationContext,
): Loaded<FileOf<K>> {
  const { file } = ctx;
  // Before anything walks the data: migrations and the schema recurse, and a refused field name would vanish on saving.
  const shape = checkJsonShape(raw);
  if (!shape.ok) {
    return fail({
      code: 'invalid',
      file,
      field: shape.path || undefined,
      message: `${file}: ${shape.reason}. Restore the file from the campaign's .backups folder or fix it in a text editor.`,
    });
  }
  const migrated = version < FORMAT_VERSION ? migrate(raw, kind, ctx) : raw;
  const schema = fileSchemas[kind] as unknown as z.ZodType<FileOf<K>>;
  const parsed = schema.safeParse(migrated);
  if (!parsed.success) return refused(ctx.file, parsed.error);
  return version < FORMAT_VERSION
    ? { ok: true, value: parsed.data, migratedFrom: version }
    : { ok: true, value: parsed.data };
}

/** The problem for a file its schema refuses, naming the first field at fault. */
function refused(file: string, error: z.ZodError): Loaded<never> {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.');
  return fail({
    code: 'invalid',
    file,
    field: field || undefined,
    message: `${file}: ${field ? `field "${field}" ` : ''}${issue.message}. Fix the field in a text editor or restore the file from the campaign's .backups folder.`,
  });
}

function fail<T>(problem: FileProblem): Loaded<T> {
  if (problem.field === undefined) delete problem.field;
  return { ok: false, problem };
}
