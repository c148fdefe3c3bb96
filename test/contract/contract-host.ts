import type { CampaignApi, CampaignChange } from '../../shared/api';
import { FORMAT_VERSION, stableStringify, type CampaignFile, type CharacterFile } from '../../shared/model';

/**
 * One implementation of the CampaignApi under the contract, with what a test
 * needs around it: a way to put a campaign folder in place as another program
 * would, to change files of an open campaign from outside the app, and to look
 * into its .backups. The real store and the renderer's test double each
 * provide one, so the same cases hold both to the same behaviour.
 */
export interface ContractHost {
  /** The CampaignApi as a page of the renderer sees it. */
  readonly api: CampaignApi;
  /**
   * Puts a campaign folder where the host finds it, holding these files (relative name → text), as a copy
   * or a sync tool would; resolves to the key that opens it.
   */
  placeCampaign(folderName: string, files: Record<string, string>): Promise<string>;
  /** Another program (an editor, a sync tool) changes a file of an open campaign. */
  writeOutside(handle: string, file: string, text: string): Promise<void>;
  /** Another program deletes a file of an open campaign. */
  removeOutside(handle: string, file: string): Promise<void>;
  /** A file of an open campaign as it is on disk now, or undefined when there is none. */
  readOnDisk(handle: string, file: string): Promise<string | undefined>;
  /** The earlier versions of a file kept in the campaign's .backups, oldest first. */
  backups(handle: string, file: string): Promise<string[]>;
  /** Stops the host and removes whatever it put on disk. */
  dispose(): Promise<void>;
}

export const TODAY = '2026-11-21';

/** A character file as the app writes it. */
export function characterFile(id: string, name: string, extra: Partial<CharacterFile> = {}): CharacterFile {
  return {
    formatVersion: FORMAT_VERSION,
    id,
    name,
    system: 'mls',
    createdAt: TODAY,
    creation: {},
    events: [],
    ...extra,
  };
}

/** A campaign file as the app writes it. */
export function campaignFile(name: string, extra: Partial<CampaignFile> = {}): CampaignFile {
  return {
    formatVersion: FORMAT_VERSION,
    id: 'border-watch',
    name,
    system: 'mls',
    settings: {},
    sessions: [],
    createdAt: TODAY,
    ...extra,
  };
}

/** The text of a file as the app writes it. */
export const textOf = (data: unknown): string => stableStringify(data);

/** Every change the host reports to the page, in order, and a way to wait for one. */
export class ChangeLog {
  readonly changes: CampaignChange[] = [];
  private readonly waiting = new Set<() => void>();
  private readonly stop: () => void;

  constructor(api: CampaignApi) {
    this.stop = api.onCampaignChange((change) => {
      this.changes.push(change);
      for (const wake of [...this.waiting]) wake();
    });
  }

  /** Resolves to the first change reported (from `from` on) that `matches`; fails after `timeoutMs`. */
  next(matches: (change: CampaignChange) => boolean, from = 0, timeoutMs = 20_000): Promise<CampaignChange> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.changes.slice(from).find(matches);
        if (!found) return false;
        finish();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(
            `No such change was reported within ${timeoutMs} ms; reported: ${JSON.stringify(this.changes.slice(from))}`,
          ),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
      };
      const wake = () => void look();
      this.waiting.add(wake);
      look();
    });
  }

  close(): void {
    this.stop();
  }
}
