import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpApi, keepTokenFromAddress } from './host/http-api';
import { App } from './screens/app';
import { AppStore } from './state/app-store';
import { windowAddressBar } from './state/navigation';
import './styles/app.css';
import './styles/print.css';

// Electron's preload provides window.api; without it the page is in browser mode and talks to the local server,
// with the token of the address it was opened at, taken out of the address bar before anything renders.
// The rest of the address (campaign, character, section, step) is left for the navigation, which starts after.
const api = window.api ?? createHttpApi({ token: keepTokenFromAddress(window) });
const store = new AppStore(api, { address: windowAddressBar(window) });
store.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in.');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
