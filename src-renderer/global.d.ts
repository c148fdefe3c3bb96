import type { CampaignApi } from '../shared/api';

declare global {
  interface Window {
    /** Provided by the Electron preload; undefined in browser mode. */
    api?: CampaignApi;
  }
}

export {};
