/**
 * Channel names of the CampaignApi, free of any dependency so that Electron's
 * preload can import them without bundling the validation library.
 * shared/api.ts pairs each request channel with its argument schema, and
 * shared/request-methods.ts builds a host's client from them.
 */
export const API_METHODS = [
  'hostInfo',
  'listCampaigns',
  'chooseCampaignFolder',
  'openCampaign',
  'createCampaign',
  'readCampaign',
  'writeCampaign',
  'closeCampaign',
  'readCharacter',
  'writeCharacter',
  'writeCharacters',
  'deleteCharacter',
  'readConflictCopy',
  'resolveConflictCopy',
  'print',
] as const;

export type ApiChannel = (typeof API_METHODS)[number];

/**
 * Browser mode: the header a page sends with every request and with its event
 * stream, a random id of that page, so that a change it made is reported to
 * every other page but not back to itself.
 */
export const CLIENT_HEADER = 'X-Ledger-Client';

/** Push channels from host to renderer. */
export const PUSH_CHANNELS = { campaignChange: 'push:campaign-change', menuCommand: 'push:menu-command' } as const;

/** The IPC channel name for a request method. */
export const ipcChannel = (method: ApiChannel): string => `api:${method}`;
