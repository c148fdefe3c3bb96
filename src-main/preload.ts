import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './ipc/preload-api';

// Only the CampaignApi methods cross into the page; ipcRenderer itself never does.
contextBridge.exposeInMainWorld('api', createPreloadApi(ipcRenderer));
