import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../client';
import {
  campusOptions,
  defaultMethod,
  deliveryFields,
  deliveryFormSchema,
  initialDeliveryValues,
  maxQuantity,
  offeredMethods,
  priceBreakdown,
  quantityFromParam,
  returnState,
  splitOrderFieldErrors,
  type DeliveryFormValues,
} from './checkout';
import { campusOnlyProduct, checkoutBuyer, checkoutProduct, checkoutUniversities, placedOrder, unpaidOrder } from './fixtures';

const filled: DeliveryFormValues = {
  method: 'door',
  firstname: ' Ada ',
  lastname: 'Obi',
  email: '',
  phone: '+2348031234567',
  universityId: '1',
  address: 'Room 214, Moremi Hall',
  landmark: 'Opposite the Faculty of Science gate',
};

describe('quantities', () => {
  it('bounds the maximum by the units left and the order limit of 100', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(250)).toBe(100);
    expect(maxQuantity(0)).toBe(1);
  });

  it('reads ?quantity= as a whole number within 1 and the maximum', () => {
    expect(quantityFromParam('2', 5)).toBe(2);
    expect(quantityFromParam('9', 5)).toBe(5);
    expect(quantityFromParam('0', 5)).toBe(1);
    expect(quantityFromParam(null, 5)).toBe(1);
    expect(quantityFromParam('two', 5)).toBe(1);
    expect(quantityFromParam('-3', 5)).toBe(1);
    expect(quantityFromParam('1.5', 5)).toBe(1);
  });
});

describe('delivery types and campuses', () => {
  it('offers what the product offers, door first, and starts with free pickup when there is one', () => {
    expect(offeredMethods({ pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } })).toEqual(['door', 'pickup']);
    expect(offeredMethods({ pickup: false, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } })).toEqual(['door']);
    expect(offeredMethods({ pickup: true, door: null })).toEqual(['pickup']);
    expect(defaultMethod({ pickup: true, door: { feeKobo: 1, minDays: 1, maxDays: 2 } })).toBe('pickup');
    expect(defaultMethod({ pickup: false, door: { feeKobo: 1, minDays: 1, maxDays: 2 } })).toBe('door');
  });

  it("limits a campus-only product to the seller's university", () => {
    expect(campusOptions(checkoutUniversities, checkoutProduct)).toHaveLength(checkoutUniversities.length);
    expect(campusOptions(checkoutUniversities, campusOnlyProduct)).toEqual([{ id: 1, name: 'University of Lagos' }]);
  });
});

describe('the price', () => {
  it('adds door delivery to unit price × quantity, in whole kobo; pickup is free', () => {
    expect(priceBreakdown(checkoutProduct, 2, 'door')).toEqual({
      subtotalKobo: 90_000_000,
      deliveryKobo: 250_000,
      totalKobo: 90_250_000,
    });
    expect(priceBreakdown(checkoutProduct, 2, 'pickup')).toEqual({
      subtotalKobo: 90_000_000,
      deliveryKobo: 0,
      totalKobo: 90_000_000,
    });
  });
});

describe('the delivery form', () => {
  it("starts from the buyer's profile, on their campus when it is offered", () => {
    expect(initialDeliveryValues(checkoutBuyer, 'pickup', checkoutUniversities)).toMatchObject({
      method: 'pickup',
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada.obi@unilag.edu.ng',
      phone: '+2348031234567',
      universityId: '1',
    });
    const elsewhere = { ...checkoutBuyer, universityId: 2 };
    expect(initialDeliveryValues(elsewhere, 'door', campusOptions(checkoutUniversities, campusOnlyProduct)).universityId).toBe(
      '1',
    );
    expect(initialDeliveryValues(undefined, 'door', checkoutUniversities).universityId).toBe('');
  });

  it('sends door delivery with its address, trimmed, and leaves a blank e-mail out', () => {
    const check = checkForm(deliveryFormSchema, filled);
    expect(check).toEqual({
      success: true,
      output: {
        method: 'door',
        firstname: 'Ada',
        lastname: 'Obi',
        phone: '+2348031234567',
        universityId: 1,
        address: 'Room 214, Moremi Hall',
        landmark: 'Opposite the Faculty of Science gate',
      },
    });
  });

  it('sends pickup without the address fields', () => {
    const check = checkForm(deliveryFormSchema, { ...filled, method: 'pickup', address: '', landmark: '', email: 'A@B.ng' });
    expect(check.success && check.output).toEqual({
      method: 'pickup',
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'a@b.ng',
      phone: '+2348031234567',
      universityId: 1,
    });
  });

  it("names each invalid field with the order's own messages", () => {
    const check = checkForm(deliveryFormSchema, {
      ...filled,
      firstname: '',
      email: 'ada@',
      phone: '12',
      universityId: '',
      address: ' ',
      landmark: '',
    });
    expect(check.success).toBe(false);
    expect(!check.success && check.errors).toEqual({
      firstname: 'First Name is a required field',
      email: 'Email Address must be a valid email',
      phone: 'Phone Number must be a valid phone number',
      universityId: 'Campus is a required field',
      address: 'Specific address in the university is a required field',
      landmark: 'Closest landmark is a required field',
    });
  });

  it("puts the server's delivery messages on their fields and keeps the rest for the form", () => {
    expect(
      splitOrderFieldErrors({
        'delivery.phone': 'Phone Number must be a valid phone number',
        'delivery.universityId': 'Campus must be chosen from the list',
        delivery: 'This product is not offered for pickup; choose door delivery',
        quantity: 'Quantity must be at most 100',
      }),
    ).toEqual({
      fields: {
        phone: 'Phone Number must be a valid phone number',
        universityId: 'Campus must be chosen from the list',
        method: 'This product is not offered for pickup; choose door delivery',
      },
      other: ['Quantity must be at most 100'],
    });
    expect(deliveryFields).toContain('method');
  });

  it('every field of the order body has a place in the form', () => {
    const doorKeys = Object.keys(v.parse(deliveryFormSchema, { ...filled, email: 'a@b.ng' }));
    for (const key of doorKeys) expect(deliveryFields).toContain(key);
  });
});

describe('the payment return page', () => {
  it('waits while the payment is pending, then says so; placed once the order moved on', () => {
    expect(returnState(undefined, false)).toBe('loading');
    expect(returnState(null, false)).toBe('unknown');
    expect(returnState(unpaidOrder, false)).toBe('waiting');
    expect(returnState(unpaidOrder, true)).toBe('still_pending');
    expect(returnState({ ...unpaidOrder, status: 'expired' }, false)).toBe('expired');
    expect(returnState(placedOrder, false)).toBe('placed');
    expect(returnState({ ...placedOrder, status: 'cancelled' }, true)).toBe('placed');
  });
});
