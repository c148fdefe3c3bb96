import { join } from 'node:path';

/** Where the desktop app keeps things of its own on this computer. */
export interface UserPaths {
  /** The recent-campaigns list, in the per-user application data folder. */
  recentFile: string;
  /** Where the dialogs suggest new campaigns go: "Documents/<productName> Campaigns". */
  defaultCampaignsFolder: string;
}

/**
 * The app's per-user locations, from the folders Electron reports
 * (`app.getPath('userData')` and `app.getPath('documents')`), so this module
 * stays testable without Electron.
 */
export function userPaths(folders: { userData: string; documents: string }, productName: string): UserPaths {
  return {
    recentFile: join(folders.userData, 'recent-campaigns.json'),
    defaultCampaignsFolder: join(folders.documents, `${productName} Campaigns`),
  };
}
