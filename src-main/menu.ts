import type { MenuItemConstructorOptions } from 'electron';
import type { CampaignListing, MenuCommand } from '../shared/api';
import { findSystem } from '../shared/rules/registry';

export interface MenuDeps {
  /** Sends a command to the renderer, which decides what it means in context. */
  send(command: MenuCommand): void;
  /** The recent campaigns, newest first, for File › Open Recent. */
  recent: CampaignListing[];
  isMac: boolean;
  /** Development builds get View › Reload and the developer tools. */
  development?: boolean;
  quit(): void;
}

/** Enough entries to find last month's campaigns without a menu taller than the screen. */
const MAX_RECENT_ITEMS = 10;

/**
 * The application menu. Undo and Redo are sent to the renderer rather than
 * given their native roles, because the renderer knows whether a text field
 * or the character's ledger should take them.
 */
export function buildMenuTemplate(deps: MenuDeps): MenuItemConstructorOptions[] {
  const { send, isMac } = deps;
  const template: MenuItemConstructorOptions[] = [];
  if (isMac) template.push(macAppMenu(deps));
  template.push(
    {
      label: '&File',
      submenu: [
        { label: 'New Campaign…', accelerator: 'CmdOrCtrl+N', click: () => send('new-campaign') },
        { label: 'Open Campaign…', accelerator: 'CmdOrCtrl+O', click: () => send('open-campaign') },
        { label: 'Open Recent', submenu: recentItems(deps) },
        { type: 'separator' },
        { label: 'Print…', accelerator: 'CmdOrCtrl+P', click: () => send('print') },
        // On macOS, Quit lives in the application menu.
        ...(isMac
          ? []
          : [{ type: 'separator' } as const, { label: 'Quit', accelerator: 'Ctrl+Q', click: () => deps.quit() }]),
      ],
    },
    {
      label: '&Edit',
      submenu: [
        { label: 'Undo', accelerator: 'CmdOrCtrl+Z', click: () => send('undo') },
        { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', click: () => send('redo') },
        // Windows and Linux users also expect Ctrl+Y; one item can hold only one accelerator.
        ...(isMac ? [] : [{ label: 'Redo', accelerator: 'Ctrl+Y', visible: false, click: () => send('redo') }]),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        ...(deps.development
          ? [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const, { type: 'separator' } as const]
          : []),
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: '&Help', role: 'help', submenu: [{ label: 'About Ledger of Heroes', role: 'about' }] },
  );
  return template;
}

function macAppMenu(deps: MenuDeps): MenuItemConstructorOptions {
  return {
    label: 'Ledger of Heroes',
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { label: 'Quit Ledger of Heroes', accelerator: 'Cmd+Q', click: () => deps.quit() },
    ],
  };
}

function recentItems(deps: MenuDeps): MenuItemConstructorOptions[] {
  if (deps.recent.length === 0) return [{ label: 'No Recent Campaigns', enabled: false }];
  return deps.recent.slice(0, MAX_RECENT_ITEMS).map((listing) => ({
    // "&" would otherwise mark the next letter as a keyboard mnemonic.
    label: `${listing.name} — ${findSystem(listing.system)?.name ?? listing.system}`.replaceAll('&', '&&'),
    toolTip: listing.path,
    click: () => deps.send({ openRecent: listing.key }),
  }));
}
