import { join } from 'node:path';
import type { z } from 'zod';
import {
  API_CHANNELS,
  PUSH_CHANNELS,
  err,
  ipcChannel,
  ok,
  type ApiChannel,
  type ApiResult,
  type PrintInput,
} from '../../shared/api';
import { checkJsonShape } from '../../shared/model';
import type { CampaignService } from '../store/campaign-service';
import { checkRequest, type Checked, type RequestInput } from '../store/requests';
import { isTrustedSender, type SenderEvent } from './check-sender';
import { safeFolderName } from '../store/folder-name';
import { refuseUnknownGame } from '../store/game-checks';

/** The part of ipcMain the handlers are registered with. */
export interface IpcHandlerRegistry<Event extends SenderEvent = SenderEvent> {
  handle(channel: string, listener: (event: Event, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/** Native dialogs, bound to the app's window by the caller. */
export interface CampaignDialogs {
  /** Asks for an existing campaign folder; undefined when the user cancels. */
  chooseFolder(): Promise<string | undefined>;
  /** Asks for the folder to create a new campaign in; undefined when the user cancels. */
  chooseNewCampaignFolder(suggestedName: string): Promise<string | undefined>;
}

export interface CampaignIpcDeps<Event extends SenderEvent = SenderEvent> {
  ipcMain: IpcHandlerRegistry<Event>;
  service: CampaignService;
  dialogs: CampaignDialogs;
  /** Prints the page of the window that asked. */
  print(input: PrintInput, event: Event): Promise<ApiResult<{ savedTo?: string }>>;
  /**
   * Sends a push message to the app's windows, if one is open, except to the
   * window whose origin (see originOf) is `except`: a window is not told of its own writes.
   */
  push(channel: string, payload: unknown, except?: string): void;
  /** Called after a campaign was opened or created, so the Open Recent menu can follow. */
  recentChanged?(): void;
  appUrl: string;
  appVersion: string;
}

type Handlers<Event> = {
  [C in ApiChannel]: (input: Checked<RequestInput<C>>, event: Event) => Promise<ApiResult<unknown>>;
};

/**
 * Registers one ipcMain handler per entry of API_CHANNELS and forwards the
 * service's change reports to the window. Every handler first checks that
 * the message comes from the app's own page, then validates its argument
 * with the channel's schema (checkRequest: the only parse of the request),
 * and only then touches the service, through its checked requests.
 * Returns a function that removes the handlers and the change forwarding.
 */
export function registerCampaignIpc<Event extends SenderEvent>(deps: CampaignIpcDeps<Event>): () => void {
  const handlers = campaignHandlers(deps);
  const channels = Object.keys(API_CHANNELS) as ApiChannel[];
  for (const method of channels) {
    const handler = handlers[method] as (input: unknown, event: Event) => Promise<ApiResult<unknown>>;
    deps.ipcMain.handle(ipcChannel(method), async (event, ...args) => {
      if (!isTrustedSender(event, deps.appUrl)) {
        return err(
          'not-allowed',
          'This request did not come from the app’s own page, so it was refused and nothing was changed.',
        );
      }
      if (args.length > 1) return invalidArgument(method, 'it was sent more than one argument');
      // Structured clone carries any depth, shared objects and "__proto__" fields; the schema must never walk those.
      const shape = checkJsonShape(args[0]);
      if (!shape.ok) return invalidArgument(method, shape.reason);
      const parsed = checkRequest(method, args[0]);
      if (!parsed.success) return invalidArgument(method, describeIssue(parsed.error.issues[0]));
      try {
        return await handler(parsed.data, event);
      } catch (cause) {
        const detail = cause instanceof Error ? cause.message : String(cause);
        return err(
          'io',
          `The app could not finish its ${method} request (${detail}). Try again; if it keeps happening, restart the app.`,
        );
      }
    });
  }
  const stopForwarding = deps.service.onChange((change, origin) =>
    deps.push(PUSH_CHANNELS.campaignChange, change, origin),
  );
  return () => {
    stopForwarding();
    for (const method of channels) deps.ipcMain.removeHandler(ipcChannel(method));
  };
}

function campaignHandlers<Event extends SenderEvent>(deps: CampaignIpcDeps<Event>): Handlers<Event> {
  const { dialogs, service } = deps;
  const { checked } = service;
  const afterOpen = <T>(result: ApiResult<T>): ApiResult<T> => {
    if (result.ok) deps.recentChanged?.();
    return result;
  };
  return {
    hostInfo: async () => ok({ kind: 'electron', canChooseFolders: true, appVersion: deps.appVersion }),
    listCampaigns: async () => ok(await service.listRecent()),
    chooseCampaignFolder: async () => {
      const folder = await dialogs.chooseFolder();
      if (folder === undefined) return err('cancelled', 'No campaign folder was chosen, so nothing was opened.');
      return afterOpen(await service.openFolder(folder));
    },
    // Only keys from the recent list: the renderer can never name a path.
    openCampaign: async ({ key }) => afterOpen(await service.openRecent(key)),
    createCampaign: async (input) => {
      // A game this version does not know is refused before the user is asked where to put the campaign.
      const refused = refuseUnknownGame(input.system, 'The campaign could not be created');
      if (refused) return refused;
      const parent = await dialogs.chooseNewCampaignFolder(input.name);
      if (parent === undefined) return err('cancelled', 'No folder was chosen, so the campaign was not created.');
      return afterOpen(await checked.createCampaign(join(parent, safeFolderName(input.name)), input));
    },
    readCampaign: (ref) => checked.readCampaign(ref),
    writeCampaign: (input, event) => checked.writeCampaign(input, originOf(event)),
    closeCampaign: ({ handle }) => service.closeCampaign(handle),
    readCharacter: (ref) => checked.readCharacter(ref),
    writeCharacter: (input, event) => checked.writeCharacter(input, originOf(event)),
    writeCharacters: (input, event) => checked.writeCharacters(input, originOf(event)),
    deleteCharacter: (ref, event) => checked.deleteCharacter(ref, originOf(event)),
    readConflictCopy: (ref) => checked.readConflictCopy(ref),
    resolveConflictCopy: (input, event) => checked.resolveConflictCopy(input, originOf(event)),
    print: (input, event) => deps.print(input, event),
  };
}

/** The origin a window's writes are reported with, from its WebContents id. */
export function windowOrigin(webContentsId: number): string {
  return `window-${webContentsId}`;
}

function originOf(event: SenderEvent): string | undefined {
  return event.sender.id === undefined ? undefined : windowOrigin(event.sender.id);
}

function invalidArgument(method: ApiChannel, reason: string): ApiResult<never> {
  return err(
    'invalid-argument',
    `The app's ${method} request was refused because ${reason}. Nothing was changed; restart the app if this keeps happening.`,
  );
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'its argument is not valid';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${field ? `${field}.` : ''}${key}"`).join(', ');
    return `it has unexpected field${issue.keys.length > 1 ? 's' : ''} ${keys}`;
  }
  const subject = field ? `field "${field}"` : 'its argument';
  // The project's own schemas phrase messages to follow a subject ("must be ...", "is not ...");
  // zod's built-in ones are stand-alone ("Invalid input: expected string, received number").
  if (/^(must|is|should)\b/.test(issue.message)) return `${subject} ${issue.message}`;
  return `${subject} is not valid (${issue.message.replace(/^invalid (input|option|type):\s*/i, '')})`;
}
