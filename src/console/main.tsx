import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleRoot } from './ConsoleRoot';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleRoot />
  </StrictMode>,
);
