import { Info } from 'lucide-react';
import { formatKobo, type OrderDeliveryMethod, type ProductDetail, type University } from '../../../contract';
import { Radio, RadioGroup } from '../../../ui';
import { offeredMethods } from '../checkout';
import * as styles from '../checkout.css';
import { ContactFields, type ContactFieldsProps } from '../purchase/ContactFields';
import * as shared from '../purchase/purchase.css';
import { CheckoutPanel } from './CheckoutPanel';

export const CAMPUS_PLACEHOLDER = '-- Select your campus --';

const methodNames: Record<OrderDeliveryMethod, string> = { door: 'Door delivery', pickup: 'Item pickup' };

function daysText(minDays: number, maxDays: number): string {
  return minDays === maxDays ? `${minDays} ${minDays === 1 ? 'day' : 'days'}` : `${minDays}–${maxDays} days`;
}

/** What a delivery type means for this product: shown under the choice, and changed as it changes. */
function methodInformation(method: OrderDeliveryMethod, product: ProductDetail): string {
  const door = product.delivery.door;
  if (method === 'door' && door) {
    return (
      `The seller brings the item to your address in the university within ${daysText(door.minDays, door.maxDays)} ` +
      `of accepting your order. Door delivery costs ${formatKobo(door.feeKobo)}.`
    );
  }
  return 'You collect the item from the seller on campus, free of charge. You agree the time and place with the seller once they accept your order.';
}

function methodSummary(method: OrderDeliveryMethod, product: ProductDetail): string {
  const door = product.delivery.door;
  if (method === 'door' && door) return `${formatKobo(door.feeKobo)} · ${daysText(door.minDays, door.maxDays)}`;
  return 'Free · on campus';
}

interface DeliverySectionProps {
  product: ProductDetail;
  field: ContactFieldsProps['field'];
  method: OrderDeliveryMethod;
  onMethodChange: (method: string) => void;
  methodError: string | undefined;
  campuses: readonly University[];
  /** The campuses could not be loaded. */
  campusesError: Error | undefined;
  inert: boolean;
}

/** Who receives the item and where: the contact fields, the delivery type, and the address for door delivery. */
export function DeliverySection(props: DeliverySectionProps) {
  const { product, field, method, onMethodChange, methodError, campuses, campusesError, inert } = props;
  const methods = offeredMethods(product.delivery);
  const sellerCampus = product.seller.university ?? "the seller's university";
  return (
    <CheckoutPanel className={styles.deliveryArea} id="checkout-delivery" title="Delivery details">
      <ContactFields
        field={field}
        inert={inert}
        email={{ description: 'Order updates go here.' }}
        place={{
          label: 'Campus',
          placeholder: CAMPUS_PLACEHOLDER,
          items: campuses,
          description: campusesError
            ? `The list of campuses could not be loaded: ${campusesError.message}`
            : product.campusOnly
              ? `Only ${sellerCampus}: this product is sold to its students only.`
              : undefined,
        }}
        address={
          method === 'door' && product.delivery.door
            ? { label: 'Specific address in the university', landmarkLabel: 'Closest landmark' }
            : null
        }
      >
        <div className={shared.wide}>
          <RadioGroup
            label="Delivery type"
            name="method"
            variant="card"
            value={method}
            onChange={onMethodChange}
            validationError={methodError}
            isDisabled={inert}
            description={
              methods.length === 1 ? `This seller offers ${methodNames[methods[0] ?? 'pickup'].toLowerCase()} only.` : undefined
            }
          >
            {methods.map((option) => (
              <Radio key={option} value={option} description={methodSummary(option, product)}>
                {methodNames[option]}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <p className={`${shared.info} ${shared.wide}`} aria-live="polite">
          <Info size={18} aria-hidden="true" className={shared.boxIcon} />
          <span>{methodInformation(method, product)}</span>
        </p>
      </ContactFields>
    </CheckoutPanel>
  );
}
