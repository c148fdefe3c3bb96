import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src-renderer/screens/app';
import { AppStore } from '../../src-renderer/state/app-store';
import { FakeApi, TODAY } from './fake-api';

/** Renders the whole app against a fake host, as main.tsx does against the real one. */
export function renderApp(api: FakeApi = new FakeApi()) {
  const store = new AppStore(api, { today: () => TODAY });
  const stop = store.start();
  const user = userEvent.setup();
  const view = render(<App store={store} />);
  return {
    api,
    store,
    user,
    ...view,
    unmount() {
      view.unmount();
      stop();
    },
  };
}

/** Renders the app and opens the named campaign from the home screen's list. */
export async function renderCampaign(api: FakeApi, name: string) {
  const app = renderApp(api);
  await app.user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  await screen.findByRole('heading', { level: 1, name });
  return app;
}
