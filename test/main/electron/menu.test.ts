import type { MenuItemConstructorOptions } from 'electron';
import type { CampaignListing, MenuCommand } from '../../../shared/api';
import { buildMenuTemplate, type MenuDeps } from '../../../src-main/menu';
import { findSystem } from '../../../shared/rules/registry';

const MLS = findSystem('mls')!.name;

const RECENT: CampaignListing[] = [
  { key: 'recent:0', name: 'The Border Watch', system: 'mls', path: '/campaigns/The Border Watch' },
  { key: 'recent:1', name: 'Salt & Iron', system: 'mls', path: '/campaigns/Salt & Iron' },
];

function build(overrides: Partial<MenuDeps> = {}) {
  const sent: MenuCommand[] = [];
  let quits = 0;
  const template = buildMenuTemplate({
    send: (command) => sent.push(command),
    recent: RECENT,
    isMac: false,
    quit: () => (quits += 1),
    ...overrides,
  });
  return { template, sent, quits: () => quits };
}

const stripMnemonic = (label: string | undefined) => label?.replace(/&(?!&)/g, '').replace(/&&/g, '&');

function menu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const found = template.find((item) => stripMnemonic(item.label) === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`No ${label} menu`);
  return found.submenu;
}

function item(items: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions {
  const found = items.find((entry) => entry.label === label && entry.visible !== false);
  if (!found) throw new Error(`No ${label} item`);
  return found;
}

function click(entry: MenuItemConstructorOptions): void {
  (entry.click as () => void)();
}

describe('buildMenuTemplate', () => {
  it('has File, Edit, View and Help menus on Windows and Linux', () => {
    expect(build().template.map((entry) => stripMnemonic(entry.label))).toEqual(['File', 'Edit', 'View', 'Help']);
  });

  it.each<[string, string, MenuCommand]>([
    ['New Campaign…', 'CmdOrCtrl+N', 'new-campaign'],
    ['Open Campaign…', 'CmdOrCtrl+O', 'open-campaign'],
    ['Print…', 'CmdOrCtrl+P', 'print'],
  ])('File › %s has %s and sends %s to the renderer', (label, accelerator, command) => {
    const { template, sent } = build();
    const entry = item(menu(template, 'File'), label);
    expect(entry.accelerator).toBe(accelerator);
    click(entry);
    expect(sent).toEqual([command]);
  });

  it('File › Quit is Ctrl+Q and quits through the app', () => {
    const { template, quits } = build();
    const quit = item(menu(template, 'File'), 'Quit');
    expect(quit.accelerator).toBe('Ctrl+Q');
    click(quit);
    expect(quits()).toBe(1);
  });

  it('File › Open Recent lists the recent campaigns and asks the renderer to open the one picked', () => {
    const { template, sent } = build();
    const recent = item(menu(template, 'File'), 'Open Recent').submenu as MenuItemConstructorOptions[];
    expect(recent.map((entry) => entry.label)).toEqual([`The Border Watch — ${MLS}`, `Salt && Iron — ${MLS}`]);
    click(recent[1]!);
    expect(sent).toEqual([{ openRecent: 'recent:1' }]);
  });

  it('File › Open Recent says so when there are no recent campaigns', () => {
    const recent = item(menu(build({ recent: [] }).template, 'File'), 'Open Recent')
      .submenu as MenuItemConstructorOptions[];
    expect(recent).toEqual([{ label: 'No Recent Campaigns', enabled: false }]);
  });

  it('Edit › Undo is CmdOrCtrl+Z and sends undo to the renderer', () => {
    const { template, sent } = build();
    const undo = item(menu(template, 'Edit'), 'Undo');
    expect(undo.accelerator).toBe('CmdOrCtrl+Z');
    expect(undo.role).toBeUndefined();
    click(undo);
    expect(sent).toEqual(['undo']);
  });

  it('Edit › Redo is CmdOrCtrl+Shift+Z and, off macOS, also Ctrl+Y; both send redo', () => {
    const { template, sent } = build();
    const edit = menu(template, 'Edit');
    const redos = edit.filter((entry) => entry.label === 'Redo');
    expect(redos.map((entry) => entry.accelerator)).toEqual(['CmdOrCtrl+Shift+Z', 'Ctrl+Y']);
    redos.forEach(click);
    expect(sent).toEqual(['redo', 'redo']);
  });

  it('Edit has the clipboard roles', () => {
    const roles = menu(build().template, 'Edit')
      .map((entry) => entry.role)
      .filter(Boolean);
    expect(roles).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('View offers zoom always and reload only in development', () => {
    const release = menu(build().template, 'View').map((entry) => entry.role);
    expect(release).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut']));
    expect(release).not.toContain('reload');
    expect(release).not.toContain('toggleDevTools');
    expect(menu(build({ development: true }).template, 'View').map((entry) => entry.role)).toContain('reload');
  });

  it('Help has About', () => {
    expect(menu(build().template, 'Help').map((entry) => entry.role)).toContain('about');
  });

  describe('on macOS', () => {
    it('starts with the application menu, which holds Quit as Cmd+Q', () => {
      const { template, quits } = build({ isMac: true });
      expect(template[0]!.label).toBe('Ledger of Heroes');
      const quit = item(template[0]!.submenu as MenuItemConstructorOptions[], 'Quit Ledger of Heroes');
      expect(quit.accelerator).toBe('Cmd+Q');
      click(quit);
      expect(quits()).toBe(1);
      expect(menu(template, 'File').map((entry) => entry.label)).not.toContain('Quit');
    });

    it('has no Ctrl+Y redo', () => {
      const edit = menu(build({ isMac: true }).template, 'Edit');
      expect(edit.filter((entry) => entry.label === 'Redo').map((entry) => entry.accelerator)).toEqual([
        'CmdOrCtrl+Shift+Z',
      ]);
    });
  });
});
