/** React and ReactDOM: the first of the start-up's parts, evaluated in a task of its own (src/main.tsx). */
export { createRoot } from 'react-dom/client';
export { startTransition, StrictMode } from 'react';
