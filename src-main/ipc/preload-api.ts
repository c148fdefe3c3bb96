import type { ApiResult, CampaignApi, CampaignChange, MenuCommand } from '../../shared/api';
import { PUSH_CHANNELS, ipcChannel, type ApiChannel } from '../../shared/api-channels';
import { requestMethods } from '../../shared/request-methods';

/** The part of ipcRenderer the preload uses; Electron's IpcRenderer fits. */
export interface PreloadIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * The CampaignApi the renderer sees as `window.api`: one method per request
 * channel and two subscriptions. The IPC event object never reaches the
 * page, so the page cannot get at ipcRenderer through it.
 */
export function createPreloadApi(ipc: PreloadIpc): CampaignApi {
  const call = (method: ApiChannel, ...arg: [] | [unknown]) =>
    ipc.invoke(ipcChannel(method), ...arg) as Promise<ApiResult<unknown>>;
  const subscribe = <T>(channel: string, listener: (payload: T) => void): (() => void) => {
    const forward = (_event: unknown, payload: unknown) => listener(payload as T);
    ipc.on(channel, forward);
    return () => {
      ipc.removeListener(channel, forward);
    };
  };

  const api = {
    ...requestMethods(call),
    onCampaignChange: (listener) => subscribe<CampaignChange>(PUSH_CHANNELS.campaignChange, listener),
    onMenuCommand: (listener) => subscribe<MenuCommand>(PUSH_CHANNELS.menuCommand, listener),
  } satisfies CampaignApi;
  return api;
}
