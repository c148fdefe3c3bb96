import type { ComponentType } from 'react';
import type { Session } from '../../shared/model';
import type { AnyCharacterEditor, CharacterEditor } from './character-editor';
import type { HistoryDescriber } from './history-describer';

/*
 * What a game's screens give the app (`GameScreens`: the sections of its character page, its print view, its
 * words for points) and what the app hands them (`SectionProps`, `PrintOptions`, `PartyMembers`, `TurnOrderProps`).
 */

/** Props every game section receives. */
export interface SectionProps<Creation = Record<string, unknown>, Sheet = unknown, Settings = unknown> {
  editor: CharacterEditor<Creation, Sheet, Settings>;
  /** The campaign's play sessions, which ledger entries may name. */
  sessions?: readonly Session[] | undefined;
  /** Switches the character page to another section, e.g. from the builder's Finish to the sheet. */
  showSection?: ((id: string) => void) | undefined;
}

/** What the print view may include. */
export interface PrintOptions {
  pageSize: 'A4' | 'Letter';
  /** A summary of the ledger after the sheet. */
  includeHistory: boolean;
  /** The "pencil" variant: the sheet's layout with no numbers filled in, for play at the table. */
  blank: boolean;
  /** A page of the rules the sheet uses after it, each with its formulas, settings and the book's words; off when absent. */
  includeExplanations?: boolean;
  /** Printed on each page, YYYY-MM-DD. */
  date: string;
}

/** One column of the campaign's printed party summary: a value the sheet already computes, e.g. "Hit points". */
export interface PartySummaryColumn<Sheet> {
  heading: string;
  value(sheet: Sheet): string | number;
  /** Shown in the party view on screen only, not on the printed party summary (where the page has no room). */
  screenOnly?: boolean;
}

/** How a game names the points characters are built and advanced with. */
export interface PointsVocabulary {
  /** A number of points in words, e.g. "3 CPs", "1 CP". */
  format(n: number): string;
  /** Column heading, e.g. "CPs". */
  short: string;
  /** The name in full, e.g. "Character points". */
  long: string;
  /** What an overspent player can do about it. */
  overspentAdvice: string;
}

/**
 * The renderer half of a rule system, in the game's own types: the sections of its character page and its
 * print view. The app holds it as `SystemScreens` (see `gameScreens`).
 */
export interface GameScreens<Creation, Sheet, Settings> {
  /** Id of the rule system in shared/rules/registry.ts. */
  id: string;
  /** The character page's sections in order, e.g. Build, Sheet, Advance. The generic page adds History and Print. */
  sections: readonly {
    id: string;
    label: string;
    Component: ComponentType<SectionProps<Creation, Sheet, Settings>>;
    /**
     * What the section is for, so the page can say what every game needs said: over 'play' (advancement),
     * that the character is not finished or has rule errors, without blocking anything.
     */
    kind?: 'build' | 'sheet' | 'play';
  }[];
  /** Which section opens first: the builder for a character with no choices made, the sheet otherwise. */
  initialSection(editor: CharacterEditor<Creation, Sheet, Settings>): string;
  /** How the budget bar and the history name this game's points. */
  points: PointsVocabulary;
  /**
   * How the budget bar names the points above one section, for a game whose book names them one way while a
   * character is built and another in play (HURSAGMU: character points, then experience points); `points`
   * when absent.
   */
  pointsIn?(section: string): PointsVocabulary;
  /** How the history view puts this game's ledger into words; the generic wording (each entry's type) when absent. */
  history?: HistoryDescriber<Sheet>;
  /** The printable sheet. */
  PrintSheet: ComponentType<{ editor: CharacterEditor<Creation, Sheet, Settings>; options: PrintOptions }>;
  /**
   * The key values the campaign's printed party summary shows for each character, in order, beside the
   * name, the points unspent and whether the character is legal (which every game has).
   */
  partySummary?: readonly PartySummaryColumn<Sheet>[];
  /**
   * What an award of experience to the party might be for, in the game's own words, shown as the example in the
   * award's "For" field ("slaying Humbaba"); a neutral example when absent.
   */
  awardExample?: string;
  /**
   * Actions a game makes for the whole party at once, shown on the campaign's page and on a session's
   * (MLS: the party ages one increment together); absent when the game has none.
   */
  PartyActions?: ComponentType<{ party: PartyMembers }>;
  /**
   * The order of a fight's turns for the characters taking part, shown on the campaign's page (Heimr: initiative
   * rolled; Symbaroum: Quick, then Vigilant): help at the table, nothing recorded. Absent when the game has none.
   */
  PartyTurnOrder?: ComponentType<TurnOrderProps<Sheet>>;
  /**
   * The game's part of the campaign settings panel: fields for the campaign's
   * `settings` object (possibly malformed, as read from disk), each change
   * reported whole through `onChange`. The panel validates with the rule
   * system's `parseSettings` and saves.
   */
  SettingsForm?: ComponentType<{ settings: unknown; onChange(next: Record<string, unknown>): void }>;
  /**
   * The settings a game master should choose before the first character is made, asked for in the
   * new-campaign form beside the name and the game (HURSAGMU: the starting character points and coins).
   * `settings` holds only what was typed so far: the fields show the rule system's defaults for the rest.
   * Each change is reported whole through `onChange`; the form checks the settings with the rule system's
   * `parseSettings` before it creates the campaign. A game without it starts from its defaults.
   */
  NewCampaignFields?: ComponentType<{
    settings: Record<string, unknown>;
    onChange(next: Record<string, unknown>): void;
  }>;
  /**
   * The campaign settings in the game's words, for comparing a campaign's with the book's: one row per setting,
   * labelled as the settings form labels it, its value with names for ids and units (settings as the rules read
   * them, every default filled in). The settings' paths in words when absent.
   */
  settingRows?(settings: Settings): readonly SettingRow[];
}

/** One character taking part in a turn order: its name and its sheet as the rules work it out. */
export interface TurnOrderMember<Sheet> {
  id: string;
  name: string;
  sheet: Sheet;
}

/** What a game's turn order is given: the characters taking part, in the party's order (by name). */
export interface TurnOrderProps<Sheet> {
  characters: readonly TurnOrderMember<Sheet>[];
  /** A fresh seed for each roll the app makes at the table (nothing is recorded). */
  seed(): number;
}

/** One campaign setting in a game's words: `id` pairs it with the same setting of other settings. */
export interface SettingRow {
  id: string;
  label: string;
  value: string;
}

/** A game's screens as the app holds them, for a character of any game. */
export type SystemScreens = GameScreens<unknown, unknown, unknown>;

/**
 * The Build, Sheet and Advance sections of a game's character page, in that order, from the game's builder,
 * sheet and advancement page (the generic page adds History and Print).
 */
export function buildSheetAdvance<Creation, Sheet, Settings>(parts: {
  build: ComponentType<SectionProps<Creation, Sheet, Settings>>;
  sheet: ComponentType<SectionProps<Creation, Sheet, Settings>>;
  advance: ComponentType<SectionProps<Creation, Sheet, Settings>>;
}): GameScreens<Creation, Sheet, Settings>['sections'] {
  return [
    { id: 'build', label: 'Build', kind: 'build', Component: parts.build },
    { id: 'sheet', label: 'Sheet', kind: 'sheet', Component: parts.sheet },
    { id: 'advance', label: 'Advance', kind: 'play', Component: parts.advance },
  ];
}

/**
 * Where a character page opens, for every game: the builder while the creation is unreadable, or nothing is
 * chosen yet (`begun` says whether the player has chosen anything) and nothing has happened; the sheet after.
 */
export function buildUntilBegun<Creation>(
  begun: (creation: Creation) => boolean,
): (editor: CharacterEditor<Creation>) => string {
  return (editor) => {
    const creation = editor.creation;
    if (!creation) return 'build';
    return editor.file.events.length > 0 || begun(creation) ? 'sheet' : 'build';
  };
}

/**
 * A game's screens, as the registry lists them. The app hands a game's components only editors of that
 * game's characters (it finds the screens by the character's `system`): a pairing the types cannot follow,
 * so this is the one place that forgets the game's types.
 */
export function gameScreens<Creation, Sheet, Settings>(screens: GameScreens<Creation, Sheet, Settings>): SystemScreens {
  return screens as unknown as SystemScreens;
}

/** The party as a game's party actions see it: who is in it, and each character's editor. */
export interface PartyMembers {
  /** The campaign's characters, by name, and which the party action is for at first (a session's present, or the players' characters). */
  characters: readonly { id: string; name: string; chosen: boolean }[];
  /** The character's editor, the one its page uses (so its page's Undo takes the entry back), or why it could not be opened. */
  editorOf(id: string): Promise<AnyCharacterEditor | string>;
  /** The session the entries are recorded at, if the action is made on a session's page. */
  session?: { id: string; date: string };
  /** True while a conflict waits for the user's choice: no new entries then. */
  paused: boolean;
  /**
   * Records an award whose shares the game worked out (each character's points and its own entry) as one award of
   * the campaign, which "Undo the last award" takes back for everyone.
   */
  award(
    request: PartyRecordRequest & { note?: string; shares: readonly (PartyEntryPlan & { points: number })[] },
  ): Promise<{ ok: boolean; message: string }>;
  /** Records one increment of age for the characters given as one aging of the campaign ("Undo the last aging"). */
  age(request: PartyRecordRequest & { steps: readonly PartyEntryPlan[] }): Promise<{ ok: boolean; message: string }>;
}

/** One character's entry in a record made for the whole party: what Undo calls it, and the entry's own fields. */
export interface PartyEntryPlan {
  character: string;
  label: string;
  payload: { type: string } & Record<string, unknown>;
}

/** What every party record is asked with: what the outcome says once every character's entry is written. */
export interface PartyRecordRequest {
  done: string;
}
