// `/open2i/result?orderNo=` (PAGES.md §2.8, ResultPage): the 2I order as the server says it stands: waiting for
// the device's payment (pay, with the window), accepted, cancelled, or failed with the server's reason.
import { useSearchParams } from 'react-router';
import { useLang } from '../../locales/useLang';
import payOrder from '../../models/payOrder';
import payment from '../../models/payment';
import { NoOrder } from '../shared/NoOrder';
import { messages } from './messages';
import { Paid } from './Success';

export { messages };
export const models = [payOrder, payment];

export default function Open2iResult() {
  useLang();
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? query.get('orderId') ?? '';
  if (!/^[\w-]{6,40}$/.test(orderNo)) return <NoOrder />;
  return (
    <Paid
      orderNo={orderNo}
      payResult={query.get('payResult') ?? undefined}
      kind="wireless"
      returnPath={`/open2i/result?orderNo=${encodeURIComponent(orderNo)}`}
    />
  );
}
