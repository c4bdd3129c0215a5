/** The layout every page is drawn in (the header, the footer, the toaster): the start-up's sixth part, in a task of its own (src/main.tsx). */
export { AppShell } from '../../features/shell/app-shell';
