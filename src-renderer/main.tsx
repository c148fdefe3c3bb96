import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpApi, keepTokenFromAddress } from './host/http-api';
import { App } from './screens/app';
import { AppStore } from './state/app-store';
import { windowAddressBar } from './state/navigation';
import { Theme, windowThemeHost } from './state/theme';
import './styles/app.css';
import './styles/print.css';

// Electron's preload provides window.api; without it the page is in browser mode and talks to the local server,
// with the token of the address it was opened at, taken out of the address bar before anything renders.
// The rest of the address (campaign, character, section, step) is left for the navigation, which starts after.
const api = window.api ?? createHttpApi({ token: keepTokenFromAddress(window) });
// The saved theme is already on <html> (public/theme-boot.js, before the first paint); this keeps it and the switch in step.
const theme = new Theme(windowThemeHost(window));
theme.start();
const store = new AppStore(api, { address: windowAddressBar(window), theme, ...windowUndoStorage() });
store.start();

/** The window's sessionStorage, which outlasts a reload of this window only, for undo; none where the page may not use it. */
function windowUndoStorage(): { undoStorage?: Storage } {
  try {
    return { undoStorage: window.sessionStorage };
  } catch {
    return {};
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in.');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
