import { addressOf, HOME, placeOf, type Place } from '../../../src-renderer/state/address';
import { keepTokenFromAddress } from '../../../src-renderer/host/http-api';
import { MemoryAddressBar, Navigation, windowAddressBar } from '../../../src-renderer/state/navigation';

const WOLVES = 'root:Wolves of the North';
const aria = (section?: string, step?: string): Place => ({
  screen: 'character',
  campaign: WOLVES,
  character: 'aria-aaaaaa',
  ...(section === undefined ? {} : { section }),
  ...(step === undefined ? {} : { step }),
});

describe('the address of a place', () => {
  it.each<[string, Place, string]>([
    ['the start screen', HOME, '#/'],
    ['a campaign', { screen: 'campaign', campaign: WOLVES }, '#/campaign/root:Wolves%20of%20the%20North'],
    ['a character', aria(), '#/campaign/root:Wolves%20of%20the%20North/character/aria-aaaaaa'],
    ['a section', aria('history'), '#/campaign/root:Wolves%20of%20the%20North/character/aria-aaaaaa/history'],
    [
      'a builder step',
      aria('build', 'primaries'),
      '#/campaign/root:Wolves%20of%20the%20North/character/aria-aaaaaa/build/primaries',
    ],
    [
      'a session',
      { screen: 'session', campaign: WOLVES, session: '2026-11-21-the-barrow' },
      '#/campaign/root:Wolves%20of%20the%20North/session/2026-11-21-the-barrow',
    ],
    [
      'an Electron recent key',
      { screen: 'campaign', campaign: 'recent:0123456789abcdef' },
      '#/campaign/recent:0123456789abcdef',
    ],
  ])('reads %s back as it was written', (_what, place, address) => {
    expect(addressOf(place)).toBe(address);
    expect(placeOf(address)).toEqual(place);
  });

  it('keeps a folder name with "&", "/", "#" or "%" in one segment', () => {
    const place: Place = {
      screen: 'character',
      campaign: 'root:Salt & Iron / 50% #2',
      character: 'dara-dddddd',
      section: 'sheet',
    };
    const address = addressOf(place);
    expect(address.slice(1).split('&')).toHaveLength(1);
    expect(address.split('/')).toHaveLength(6);
    expect(placeOf(address)).toEqual(place);
  });

  it('reads the route beside browser mode’s token, on either side of it', () => {
    expect(placeOf('#token=abc123&/campaign/root:Wolves/character/aria-aaaaaa/build/fate')).toEqual({
      screen: 'character',
      campaign: 'root:Wolves',
      character: 'aria-aaaaaa',
      section: 'build',
      step: 'fate',
    });
    expect(placeOf('#/campaign/root:Wolves&token=abc123')).toEqual({ screen: 'campaign', campaign: 'root:Wolves' });
    expect(placeOf('#token=abc123')).toEqual(HOME);
  });

  it('takes no address and a bare "#" for the start screen', () => {
    expect(placeOf('')).toEqual(HOME);
    expect(placeOf('#')).toEqual(HOME);
    expect(placeOf('#/')).toEqual(HOME);
  });

  it.each([
    ['a screen the app has not', '#/settings'],
    ['a campaign without its key', '#/campaign'],
    ['a character id no file can have', '#/campaign/root:Wolves/character/Aria%20Vell'],
    ['a section with capitals', '#/campaign/root:Wolves/character/aria/Build'],
    ['more than a step', '#/campaign/root:Wolves/character/aria/build/fate/extra'],
    ['a session without its id', '#/campaign/root:Wolves/session'],
    ['a session id no campaign can hold', '#/campaign/root:Wolves/session/The%20Barrow'],
    ['a session with a section', '#/campaign/root:Wolves/session/the-barrow/notes'],
    ['broken escapes', '#/campaign/root:%E0%A4%A'],
    ['a key longer than the host takes', `#/campaign/root:${'x'.repeat(200)}`],
  ])('names no place for %s', (_what, address) => {
    expect(placeOf(address)).toBeUndefined();
  });
});

describe('the navigation', () => {
  it('adds a history entry for a new screen and replaces it for a section or a step', () => {
    const bar = new MemoryAddressBar();
    const navigation = new Navigation(bar);
    navigation.start();
    navigation.go({ screen: 'campaign', campaign: WOLVES });
    navigation.go(aria());
    navigation.showSection('build');
    navigation.showStep('primaries');
    navigation.showStep('fate');
    navigation.showSection('sheet');
    expect(bar.entries).toEqual(['', addressOf({ screen: 'campaign', campaign: WOLVES }), addressOf(aria('sheet'))]);
    expect(navigation.place).toEqual(aria('sheet'));
  });

  it('follows Back and Forward, and going where it already is adds nothing', () => {
    const bar = new MemoryAddressBar();
    const navigation = new Navigation(bar);
    navigation.start();
    navigation.go({ screen: 'campaign', campaign: WOLVES });
    navigation.go(aria('build', 'fate'));
    navigation.go(aria('build', 'fate'));
    expect(bar.entries).toHaveLength(3);

    bar.back();
    expect(navigation.place).toEqual({ screen: 'campaign', campaign: WOLVES });
    bar.back();
    expect(navigation.place).toEqual(HOME);
    bar.forward();
    bar.forward();
    expect(navigation.place).toEqual(aria('build', 'fate'));
  });

  it('starts at the place the address names, and puts an address that names none back to the start', () => {
    const named = new Navigation(new MemoryAddressBar(addressOf(aria('advance'))));
    named.start();
    expect(named.place).toEqual(aria('advance'));

    const bar = new MemoryAddressBar('#/nowhere/at/all');
    const lost = new Navigation(bar);
    lost.start();
    expect(lost.place).toEqual(HOME);
    expect(bar.entries).toEqual(['#/']);
  });

  it('changes no step or section off a character’s page', () => {
    const bar = new MemoryAddressBar();
    const navigation = new Navigation(bar);
    navigation.go({ screen: 'campaign', campaign: WOLVES });
    navigation.showSection('sheet');
    navigation.showStep('fate');
    expect(navigation.place).toEqual({ screen: 'campaign', campaign: WOLVES });
    navigation.go(aria());
    navigation.showStep('fate');
    expect(navigation.place).toEqual(aria());
  });
});

describe('the window’s address', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the route when browser mode takes its token out of a fresh address', () => {
    window.history.replaceState(null, '', '/#token=abc123&/campaign/root:Wolves/character/aria-aaaaaa/build/primaries');
    const token = keepTokenFromAddress(window);
    expect(token()).toBe('abc123');
    expect(window.location.hash).toBe('#/campaign/root:Wolves/character/aria-aaaaaa/build/primaries');

    const navigation = new Navigation(windowAddressBar(window));
    const stop = navigation.start();
    expect(navigation.place).toEqual({
      screen: 'character',
      campaign: 'root:Wolves',
      character: 'aria-aaaaaa',
      section: 'build',
      step: 'primaries',
    });
    stop();
  });

  it('keeps the route when the token comes after it', () => {
    window.history.replaceState(null, '', '/#/campaign/root:Wolves&token=abc123');
    keepTokenFromAddress(window);
    expect(window.location.hash).toBe('#/campaign/root:Wolves');
  });

  it('writes the place into the address and follows Back and Forward', async () => {
    const navigation = new Navigation(windowAddressBar(window));
    const stop = navigation.start();
    navigation.go({ screen: 'campaign', campaign: WOLVES });
    navigation.go(aria('build', 'fate'));
    expect(window.location.hash).toBe(addressOf(aria('build', 'fate')));
    expect(window.location.pathname).toBe('/');

    window.history.back();
    await vi.waitFor(() => expect(navigation.place).toEqual({ screen: 'campaign', campaign: WOLVES }));
    window.history.forward();
    await vi.waitFor(() => expect(navigation.place).toEqual(aria('build', 'fate')));
    stop();
  });

  it('follows an address typed by hand', async () => {
    const navigation = new Navigation(windowAddressBar(window));
    const stop = navigation.start();
    window.location.hash = '#/campaign/root:Wolves/character/aria-aaaaaa/history';
    await vi.waitFor(() =>
      expect(navigation.place).toEqual({
        screen: 'character',
        campaign: 'root:Wolves',
        character: 'aria-aaaaaa',
        section: 'history',
      }),
    );
    stop();
  });
});
