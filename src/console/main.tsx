import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleRoot } from './ConsoleRoot';

// The first render is a transition: React renders it in slices and yields to the browser between
// them, so a slow phone paints and answers input instead of running one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <ConsoleRoot />
    </StrictMode>,
  );
});
