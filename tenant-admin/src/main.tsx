import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import './index.css';
import { App } from './app/App';
import { router } from './app/router';
import { setUnauthenticatedHandler } from './lib/api';

// 401 from any call: the token is already cleared; go back to sign-in.
setUnauthenticatedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
