/**
 * The convert area: /convert, /convert/:giveTicker and /convert/:giveTicker/:receiveTicker all show the
 * convert screen; the route's tickers (when present) choose the pair it opens with.
 */
import { useParams } from '@tanstack/react-router';
import { ConvertScreen } from './convert-screen';

export default function ConvertPage() {
  const { giveTicker, receiveTicker } = useParams({ strict: false }) as { giveTicker?: string; receiveTicker?: string };
  return <ConvertScreen giveParam={giveTicker} receiveParam={receiveTicker} />;
}
