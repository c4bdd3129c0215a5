/** An amount and its ticker as Quick Send writes it: the language's number format, up to 8 decimals. */
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../lib/format/number-format';

export function useAmountText(): (value: string, ticker: string) => string {
  const { i18n } = useTranslation();
  return (value, ticker) => `${formatDecimal(value, i18n.language, { max: 8 })} ${ticker}`;
}
