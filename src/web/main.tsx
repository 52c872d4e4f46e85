// Starts the web app: theme first (before anything paints), the offline shell, then React.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startFirstScreen } from './app/first-screen';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router, routes } from './app/router';
import { registerOfflineShell } from './lib/offline-shell';
import { applyThemeChoice, readThemeChoice } from './lib/theme';

applyThemeChoice(readThemeChoice());
registerOfflineShell();
startFirstScreen(routes, queryClient, window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
