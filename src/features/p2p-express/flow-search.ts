/**
 * The P2P Express flow's place in the URL: a started flow carries its draft order (`?order=`) into the card step and
 * the card chosen (`&card=`) into the confirmation (the route rules send a step without them back: path-rules.ts).
 */
import { useSearch } from '@tanstack/react-router';
import { p2pFlowId } from '../../lib/routing/route-rules';

export type Direction = 'deposit' | 'withdraw';
export const FLOW_STEPS = ['amount', 'add-card', 'confirmation'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export const positiveId = p2pFlowId;

export function useFlowSearch(): { order: number | undefined; card: number | undefined } {
  const search = useSearch({ strict: false }) as { order?: unknown; card?: unknown };
  return { order: p2pFlowId(search.order), card: p2pFlowId(search.card) };
}

export const stepPath = (direction: Direction, step: FlowStep, query: { order?: number; card?: number } = {}): `/${string}` => {
  const params = new URLSearchParams();
  if (query.order !== undefined) params.set('order', String(query.order));
  if (query.card !== undefined) params.set('card', String(query.card));
  const text = params.toString();
  return `/p2p-express/${direction}/${step}${text ? `?${text}` : ''}`;
};
