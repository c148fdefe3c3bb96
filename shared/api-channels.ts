/**
 * Channel names of the CampaignApi, free of any dependency so that Electron's
 * preload can import them without bundling the validation library.
 * shared/api.ts pairs each request channel with its argument schema.
 */
export const API_METHODS = [
  'hostInfo',
  'listCampaigns',
  'chooseCampaignFolder',
  'openCampaign',
  'createCampaign',
  'writeCampaign',
  'closeCampaign',
  'readCharacter',
  'writeCharacter',
  'deleteCharacter',
  'print',
] as const;

export type ApiChannel = (typeof API_METHODS)[number];

/** Push channels from host to renderer. */
export const PUSH_CHANNELS = { campaignChange: 'push:campaign-change', menuCommand: 'push:menu-command' } as const;

/** The IPC channel name for a request method. */
export const ipcChannel = (method: ApiChannel): string => `api:${method}`;
