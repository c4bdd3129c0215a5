/** The router, the query cache, i18next and zod: the start-up's second part, evaluated in a task of its own (src/main.tsx). */
export { createRouter, RouterProvider } from '@tanstack/react-router';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { object } from 'zod/mini';
