/** msw/node with the mock backend's handlers: component tests and Node tools use it. */
import { setupServer } from 'msw/node';
import { createMockExchange } from './create-exchange';
import { memoryStore } from './exchange/storage';
import { generatedHandlers } from './generated-handlers';

export const mockExchange = createMockExchange(memoryStore());
export const mockServer = setupServer(...generatedHandlers());
