/** msw/node with the mock backend's handlers: component tests and Node tools use it. */
import { setupServer } from 'msw/node';
import { mockHandlers } from './handlers';

export const mockServer = setupServer(...mockHandlers());
