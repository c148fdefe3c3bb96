import { err, type ApiResult, type CampaignApi } from '../../shared/api';

type RequestMethod = Exclude<keyof CampaignApi, 'onCampaignChange' | 'onMenuCommand'>;

/**
 * The host answers every request with an ApiResult, but a lost connection
 * or a crashed handler can still reject the promise. This wrapper turns such
 * a rejection into an `io` error with a sentence for the user, so the stores
 * handle one kind of failure only.
 */
export function guardApi(api: CampaignApi): CampaignApi {
  const guard =
    <A extends unknown[], T>(method: RequestMethod, call: (...args: A) => Promise<ApiResult<T>>) =>
    async (...args: A): Promise<ApiResult<T>> => {
      try {
        return await call(...args);
      } catch (cause) {
        const detail = cause instanceof Error ? cause.message : String(cause);
        return err(
          'io',
          `The app could not reach its storage while trying to ${describe[method]} (${detail}). Try again; if it keeps failing, restart the app.`,
        );
      }
    };
  return {
    hostInfo: guard('hostInfo', () => api.hostInfo()),
    listCampaigns: guard('listCampaigns', () => api.listCampaigns()),
    chooseCampaignFolder: guard('chooseCampaignFolder', () => api.chooseCampaignFolder()),
    openCampaign: guard('openCampaign', (input) => api.openCampaign(input)),
    createCampaign: guard('createCampaign', (input) => api.createCampaign(input)),
    readCampaign: guard('readCampaign', (input) => api.readCampaign(input)),
    writeCampaign: guard('writeCampaign', (input) => api.writeCampaign(input)),
    closeCampaign: guard('closeCampaign', (input) => api.closeCampaign(input)),
    readCharacter: guard('readCharacter', (input) => api.readCharacter(input)),
    writeCharacter: guard('writeCharacter', (input) => api.writeCharacter(input)),
    writeCharacters: guard('writeCharacters', (input) => api.writeCharacters(input)),
    deleteCharacter: guard('deleteCharacter', (input) => api.deleteCharacter(input)),
    readConflictCopy: guard('readConflictCopy', (input) => api.readConflictCopy(input)),
    resolveConflictCopy: guard('resolveConflictCopy', (input) => api.resolveConflictCopy(input)),
    print: guard('print', (input) => api.print(input)),
    onCampaignChange: (listener) => api.onCampaignChange(listener),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
  };
}

const describe: Record<RequestMethod, string> = {
  hostInfo: 'start',
  listCampaigns: 'list the campaigns',
  chooseCampaignFolder: 'open a campaign folder',
  openCampaign: 'open the campaign',
  createCampaign: 'create the campaign',
  readCampaign: 'read the campaign',
  writeCampaign: 'save the campaign',
  closeCampaign: 'close the campaign',
  readCharacter: 'read a character',
  writeCharacter: 'save a character',
  writeCharacters: 'save characters',
  deleteCharacter: 'delete a character',
  readConflictCopy: 'open another version of a file',
  resolveConflictCopy: 'keep one version of a file',
  print: 'print',
};
