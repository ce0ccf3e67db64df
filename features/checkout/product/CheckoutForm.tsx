import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, useForm, useMutation } from '../../../client';
import type { CreateOrderResponse, CurrentUser, OrderDeliveryMethod, ProductDetail, University } from '../../../contract';
import { Button, useHydrated } from '../../../ui';
import { usePayFromWallet, usePlaceOrder } from '../api';
import {
  campusOptions,
  defaultMethod,
  deliveryFields,
  deliveryFormSchema,
  initialDeliveryValues,
  maxQuantity,
  priceBreakdown,
  quantityFromParam,
  splitOrderFieldErrors,
} from '../checkout';
import * as styles from '../checkout.css';
import { initialPurchase, isBusy, purchaseReducer } from '../purchase/phase';
import { PurchaseProblem } from '../purchase/PurchaseProblem';
import { readRefusal } from '../purchase/refusal';
import { DeliverySection } from './DeliverySection';
import { ItemSection } from './ItemSection';
import { PaymentChoice, type PaymentMethod } from './PaymentChoice';
import { PaySection } from './PaySection';

export const WALLET_NOT_ENOUGH = 'Your wallet balance no longer covers this order. Pay by card instead.';

type Placed = CreateOrderResponse['data'];

export interface CheckoutFormProps {
  product: ProductDetail;
  user: CurrentUser;
  universities: { data?: University[]; error?: Error };
  quantityParam: string | null;
  onQuantityChange: (quantity: number) => void;
  /** The product changed on the server (units sold): fetch it again. */
  refreshProduct: () => void;
  goToPayment: (url: string) => void;
  /** The buyer's available wallet balance, undefined while it loads or when it could not be read. */
  walletAvailableKobo: number | undefined;
  /** The balance could not be read. */
  walletFailed: boolean;
}

/**
 * The order form. Pay places the order (which reserves the units), then either leaves for the
 * payment page or, paying from the wallet, pays it there and goes to the return page. A placed
 * order the wallet could not pay stays payable: again from the wallet, or by card.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { product, user, universities, refreshProduct, goToPayment, walletAvailableKobo } = props;
  // Rendered by the server, the form waits for its handlers: nothing typed or tapped is lost.
  const inert = !useHydrated();
  const max = maxQuantity(product.unitsAvailable);
  const [chosenQuantity, setQuantity] = useState(() => quantityFromParam(props.quantityParam, max));
  // Fewer units may be left after the product is fetched again.
  const quantity = Math.min(chosenQuantity, max);
  const campuses = campusOptions(universities.data ?? [], product);
  const [agreed, setAgreed] = useState(false);
  const [purchase, dispatch] = useReducer(purchaseReducer<Placed>, initialPurchase);
  const formRef = useRef<HTMLFormElement>(null);
  const placeOrder = useMutation(usePlaceOrder());
  const payFromWallet = useMutation(usePayFromWallet());
  const navigate = useNavigate();
  const [chosenPayment, setPayment] = useState<PaymentMethod>('card');

  const form = useForm({
    schema: deliveryFormSchema,
    fields: deliveryFields,
    initialValues: initialDeliveryValues(user, defaultMethod(product.delivery), campuses),
    onValid: async (delivery, signal) => {
      // Pay is disabled until then, and a form whose submit button is disabled is not sent by Enter either.
      if (!agreed) return;
      dispatch({ type: 'place' });
      const placed = await placeOrder.trigger({ productId: product.id, quantity, delivery, escrowAgreement: true });
      if (signal.aborted || (!placed.ok && placed.aborted)) return;
      if (!placed.ok) {
        const refusal = readRefusal(placed.error, splitOrderFieldErrors);
        if (Object.keys(refusal.fields).length > 0) form.showErrors(refusal.fields);
        // Sold out or fewer units left (409), gone (404): show what is left now.
        if (refusal.stale) refreshProduct();
        const { message, canRetry } = refusal;
        dispatch(message === null ? { type: 'settle' } : { type: 'fail', problem: { message, canRetry } });
      } else if (payment === 'wallet') {
        await payPlacedFromWallet(placed.value, signal);
      } else {
        leaveToPay(placed.value);
      }
    },
  });

  /** The page leaves for the payment page: Pay stays busy until it has gone. */
  function leaveToPay(placed: Placed) {
    dispatch({ type: 'leave' });
    goToPayment(placed.payment.authorizationUrl);
  }

  /** Pays the placed order from the wallet, then waits for it on the return page as a card payment would. */
  async function payPlacedFromWallet(placed: Placed, signal?: AbortSignal) {
    dispatch({ type: 'pay' });
    const paid = await payFromWallet.trigger(placed.order.id);
    if (signal?.aborted || (!paid.ok && paid.aborted)) return;
    if (paid.ok) {
      dispatch({ type: 'leave' });
      void navigate(paths.checkoutReturn(placed.order.paymentReference));
      return;
    }
    const { status } = paid.error;
    // The balance went down meanwhile (422): the order waits for a card payment instead.
    if (status === 422) setPayment('card');
    dispatch({
      type: 'fail',
      problem: {
        message: status === 422 ? WALLET_NOT_ENOUGH : paid.error.message,
        canRetry: status === 0 || status >= 500,
        unpaid: status === 409 ? undefined : placed,
      },
    });
  }

  const method: OrderDeliveryMethod = form.values.method === 'door' ? 'door' : 'pickup';
  const price = priceBreakdown(product, quantity, method);
  // The wallet is offered only while its available balance covers the total; card otherwise.
  const walletCovers = walletAvailableKobo !== undefined && walletAvailableKobo >= price.totalKobo;
  const payment: PaymentMethod = walletCovers ? chosenPayment : 'card';
  const { problem } = purchase;
  const unpaid = problem?.unpaid;
  const busy = isBusy(purchase);

  return (
    <form ref={formRef} {...form.formProps} className={styles.layout} aria-label="Checkout">
      <ItemSection
        product={product}
        user={user}
        quantity={quantity}
        maxQuantity={max}
        inert={inert}
        onQuantityChange={(next) => {
          setQuantity(next);
          props.onQuantityChange(next);
        }}
      />
      <DeliverySection
        product={product}
        field={form.field}
        method={method}
        onMethodChange={(value) => form.setValue('method', value)}
        methodError={form.errors.method}
        campuses={campuses}
        campusesError={universities.error}
        inert={inert}
      />
      <PaySection
        price={price}
        quantity={quantity}
        unitPriceKobo={product.priceKobo}
        agreed={agreed}
        onAgreedChange={setAgreed}
        paysFromWallet={payment === 'wallet'}
        busy={busy}
        inert={inert}
        problem={
          problem && (
            <PurchaseProblem
              message={problem.message}
              actions={
                (problem.canRetry || unpaid) && (
                  <>
                    {problem.canRetry && (
                      <Button
                        variant="outline"
                        size="sm"
                        isDisabled={!agreed || busy}
                        onPress={() => (unpaid ? void payPlacedFromWallet(unpaid) : formRef.current?.requestSubmit())}
                      >
                        Try again
                      </Button>
                    )}
                    {unpaid && (
                      <Button variant="outline" size="sm" isDisabled={busy} onPress={() => leaveToPay(unpaid)}>
                        Pay by card
                      </Button>
                    )}
                  </>
                )
              }
            />
          )
        }
        paymentChoice={
          <PaymentChoice
            value={payment}
            onChange={setPayment}
            walletAvailableKobo={walletAvailableKobo}
            walletFailed={props.walletFailed}
            walletCovers={walletCovers}
            isDisabled={inert}
          />
        }
      />
    </form>
  );
}
