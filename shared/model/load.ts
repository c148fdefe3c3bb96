import type { z } from 'zod';
import { FORMAT_VERSION, fileSchemas, type CampaignFile, type CharacterFile, type FileKind } from './schemas';
import { formatVersionOf, migrate, type MigrationContext } from './migrations';
import { checkJsonShape } from './json-shape';

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
  const { file } = ctx;
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
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail({ code: 'invalid', file, message: `${file} does not hold a JSON object. Restore it from the campaign's .backups folder.` });
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
  const migrated = version < FORMAT_VERSION ? migrate(raw as Record<string, unknown>, kind, ctx) : raw;
  const schema = fileSchemas[kind] as unknown as z.ZodType<FileOf<K>>;
  const parsed = schema.safeParse(migrated);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join('.');
    return fail({
      code: 'invalid',
      file,
      field: field || undefined,
      message: `${file}: ${field ? `field "${field}" ` : ''}${issue.message}. Fix the field in a text editor or restore the file from the campaign's .backups folder.`,
    });
  }
  return version < FORMAT_VERSION ? { ok: true, value: parsed.data, migratedFrom: version } : { ok: true, value: parsed.data };
}

function fail<T>(problem: FileProblem): Loaded<T> {
  if (problem.field === undefined) delete problem.field;
  return { ok: false, problem };
}
