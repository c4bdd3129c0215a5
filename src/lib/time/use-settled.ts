/** A value that has stopped changing for `delay` ms (what a preview asks the server about while the user types). */
import { useEffect, useState } from 'react';

export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
