import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { installChunkReload } from './app/chunk-reload';
import { queryClient } from './app/query-client';
import { createRouter } from './app/router';
import { captureTracking } from './features/signup/tracking-store';
import { initI18n } from './i18n/i18n';
import { loadSettings } from './lib/settings';
import './themes/index.css';

async function start(): Promise<void> {
  installChunkReload();
  captureTracking();
  const settings = await loadSettings();
  document.documentElement.classList.add(settings.template);
  const i18n = await initI18n(settings);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createRouter()} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
