import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleRoot } from './ConsoleRoot';
import { prefetchOpeningPage } from './routing/prefetchOpeningPage';

// A chat list's or the chat manager's first rows are asked for at once, while the shell's scripts
// load and render: in a task of its own, as the first request through the http client costs a
// phone ~40 ms that would otherwise lengthen the long task that runs the entry's modules.
setTimeout(() => prefetchOpeningPage(window.location.pathname), 0);

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
