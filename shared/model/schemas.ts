import { z } from 'zod';

/**
 * The on-disk file format, version 1. A campaign is a folder:
 *   campaign.json            CampaignFile
 *   characters/<id>.json     CharacterFile
 *   .backups/                earlier versions (see docs/file-format.md)
 */
export const FORMAT_VERSION = 1 as const;

/** Identifiers become file names, so they are restricted to a safe alphabet. */
export const Identifier = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be 1 to 64 lowercase letters, digits or dashes');
export type Identifier = z.infer<typeof Identifier>;

/** A calendar date, YYYY-MM-DD, or a full ISO timestamp. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'must be an ISO date such as 2026-11-21');

export const DisplayName = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');

/** A character at a session, with the name of the player who played it there (absent for the game master's characters). */
export const SessionAttendee = z.strictObject({
  character: Identifier,
  player: z.string().trim().max(120, 'must be at most 120 characters').optional(),
});
export type SessionAttendee = z.infer<typeof SessionAttendee>;

export const Session = z.strictObject({
  id: Identifier,
  /** The session's title: "The Barrow". */
  name: DisplayName,
  date: IsoDate,
  /** What happened, in the game master's words. */
  notes: z.string().max(20_000, 'must be at most 20,000 characters').optional(),
  /** Who was there, in the order the game master listed them; absent until someone is named. */
  present: z.array(SessionAttendee).optional(),
});
export type Session = z.infer<typeof Session>;

/** A share of an award taken back on its character's own page, while the award stands for everyone else. */
export const TakenBackShare = z.strictObject({
  character: Identifier,
  /** The day it was taken back. */
  date: IsoDate,
  /** The share as it was, so the award still says what it gave. */
  points: z.number().int().min(0).max(1_000_000),
});
export type TakenBackShare = z.infer<typeof TakenBackShare>;

/** An award as the campaign keeps it (campaign.json `awards`); see shared/rules/core/awards.ts. */
export const PartyAward = z.strictObject({
  id: Identifier,
  date: IsoDate,
  session: Identifier.optional(),
  note: z.string().max(2000).optional(),
  /** The award as made, before any remainder carried in from the award before (0 for an adventure that earned nothing). */
  points: z.number().int().min(0).max(1_000_000),
  /** What the award before left over and this one shared out (0 for a game that does not carry remainders). */
  carriedIn: z.number().int().min(0).max(1_000_000),
  /**
   * The award whose remainder `carriedIn` is, or the awards (two or more) whose remainders it is, when two versions of
   * the campaign merged left more than one: absent when nothing was carried in, and in awards made before it was written.
   */
  carriedFrom: z.union([Identifier, z.array(Identifier).min(2).max(1000)]).optional(),
  /** Each character's share, by character id: every character present, in the order chosen. */
  shares: z.record(Identifier, z.number().int().min(0).max(1_000_000)),
  /** What is left for the next award (0 when nothing is carried). */
  remainder: z.number().int().min(0).max(1_000_000),
  /** Shares taken back on their characters' own pages, oldest first; absent until the first. */
  takenBack: z.array(TakenBackShare).optional(),
});
export type PartyAward = z.infer<typeof PartyAward>;

/**
 * The party aged together (the Nutshell MLS "Age the party"): one `age` entry in each member's ledger names it
 * (`aging` in the envelope), so the whole step can be taken back at once.
 */
export const PartyAging = z.strictObject({
  id: Identifier,
  date: IsoDate,
  session: Identifier.optional(),
  /** The characters that aged, by id, in the order chosen. */
  members: z.array(Identifier).min(1),
  /** Members whose own increment was taken back on their own pages, while the aging stands for the rest. */
  takenBack: z.array(z.strictObject({ character: Identifier, date: IsoDate })).optional(),
});
export type PartyAging = z.infer<typeof PartyAging>;

/** One field of the campaign as one change found it and left it (absent: the field was not there). */
export const SettingChange = z.strictObject({
  /** The field's place in the campaign file, key by key: ["settings", "houseRules", "startingXp"], or ["name"]. */
  path: z.array(z.string().min(1).max(200)).min(1).max(16),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type SettingChange = z.infer<typeof SettingChange>;

/**
 * A saving of the campaign's settings (or name) as an entry of its own, so that two versions of the campaign can tell
 * which of them changed a field since they parted: a field only one side changed takes that side's value, a field
 * both changed differently is the user's choice.
 */
export const SettingsChange = z.strictObject({
  id: Identifier,
  date: IsoDate,
  changes: z.array(SettingChange).min(1),
  /** Set when the change settles a field two versions changed differently, naming the changes it settles. */
  settles: z.array(Identifier).optional(),
});
export type SettingsChange = z.infer<typeof SettingsChange>;

export const CampaignFile = z.strictObject({
  formatVersion: z.literal(FORMAT_VERSION),
  id: Identifier,
  name: DisplayName,
  /** Id of a game in the rules registry, e.g. "mls". */
  system: Identifier,
  /** The game's campaign settings; each rule system validates its own shape. */
  settings: z.record(z.string(), z.unknown()),
  sessions: z.array(Session),
  createdAt: IsoDate,
  /** Awards made to several characters at once, oldest first; absent until the first. */
  awards: z.array(PartyAward).optional(),
  /** The party's agings, oldest first; absent until the first. */
  agings: z.array(PartyAging).optional(),
  /** Every saving of the settings or the name since this was written, oldest first; absent until the first. */
  settingsChanges: z.array(SettingsChange).optional(),
});
export type CampaignFile = z.infer<typeof CampaignFile>;

/**
 * One entry in a character's ledger. The envelope is fixed here; the rest of
 * the fields belong to the rule system, which validates them when folding.
 */
export const LedgerEvent = z.looseObject({
  id: Identifier,
  type: z.string().min(1),
  date: IsoDate,
  session: Identifier.optional(),
});
export type LedgerEvent = z.infer<typeof LedgerEvent>;

export const CharacterFile = z.strictObject({
  formatVersion: z.literal(FORMAT_VERSION),
  id: Identifier,
  name: DisplayName,
  system: Identifier,
  createdAt: IsoDate,
  /** The version of the game's own data (creation and events) that wrote the file; absent for 1. */
  dataVersion: z.number().int().min(1).max(1_000_000).optional(),
  /** A non-player character, kept by the game master (absent for a player's character). */
  npc: z.literal(true).optional(),
  /** Choices made while building the character; shape defined by the rule system. */
  creation: z.record(z.string(), z.unknown()),
  /** Everything that happened since, in order. The sheet is a fold over these. */
  events: z.array(LedgerEvent),
});
export type CharacterFile = z.infer<typeof CharacterFile>;

/**
 * A game's campaign settings kept apart from any campaign, to start new campaigns from or load into one: a group's
 * house rules. Not part of a campaign folder; the settings are the game's own, checked by its rule system on load.
 */
export const HouseRulesFile = z.strictObject({
  formatVersion: z.literal(FORMAT_VERSION),
  kind: z.literal('house-rules'),
  /** What the group calls them, e.g. the campaign they were saved from: "Uruk house rules". */
  name: DisplayName,
  system: Identifier,
  settings: z.record(z.string(), z.unknown()),
});
export type HouseRulesFile = z.infer<typeof HouseRulesFile>;

/** The two file kinds a campaign folder holds. */
export type FileKind = 'campaign' | 'character';
export const fileSchemas = { campaign: CampaignFile, character: CharacterFile } as const;
