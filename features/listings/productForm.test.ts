import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../client';
import { createProductBodySchema } from '../../contract';
import { sampleProductDetail } from './fixtures';
import {
  changedFields,
  emptyProductValues,
  productFieldOf,
  productFields,
  productFormSchema,
  productValues,
  type ProductFormValues,
} from './productForm';

const filled: ProductFormValues = {
  ...emptyProductValues(),
  title: ' iPhone 12 ',
  category: 'Gadgets',
  imageKeys: 'a.webp,b.webp,c.webp',
  descriptionHtml: '<p>Clean</p>',
  unitsAvailable: '2',
  condition: 'like_new',
  price: '245,000.50',
  brand: '',
  campusOnly: 'yes',
};

describe('productFormSchema', () => {
  it('reports every empty required field at once', () => {
    const check = checkForm(productFormSchema, { ...emptyProductValues(), unitsAvailable: '' });
    expect(check).toEqual({
      success: false,
      errors: {
        title: 'Product name is a required field',
        category: 'Category is a required field',
        imageKeys: 'Add at least 3 photos',
        descriptionHtml: 'Description is a required field',
        unitsAvailable: 'Number of units available is a required field',
        condition: 'Condition is a required field',
        price: 'Price is a required field',
      },
    });
  });

  it('turns naira into kobo and builds a body the contract accepts', () => {
    const check = checkForm(productFormSchema, filled);
    expect(check.success).toBe(true);
    if (!check.success) return;
    expect(check.output).toEqual({
      title: 'iPhone 12',
      category: 'Gadgets',
      imageKeys: ['a.webp', 'b.webp', 'c.webp'],
      descriptionHtml: '<p>Clean</p>',
      unitsAvailable: 2,
      condition: 'like_new',
      priceKobo: 24_500_050,
      brand: null,
      campusOnly: true,
      delivery: { pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } },
    });
    expect(v.safeParse(createProductBodySchema, check.output).success).toBe(true);
  });

  it('refuses a zero price, too many decimals, units below 1 and six photos', () => {
    const check = checkForm(productFormSchema, {
      ...filled,
      price: '0',
      unitsAvailable: '0',
      imageKeys: 'a.png,b.png,c.png,d.png,e.png,f.png',
    });
    expect(check).toMatchObject({
      errors: {
        price: 'Price must be more than zero',
        unitsAvailable: 'Number of units available must be at least 1',
        imageKeys: 'Add at most 5 photos',
      },
    });
    expect(checkForm(productFormSchema, { ...filled, price: '1.005' })).toMatchObject({
      errors: { price: 'Price must be an amount in naira, e.g. 24500' },
    });
  });

  it('needs pickup or door delivery, and checks the door delivery it offers', () => {
    expect(checkForm(productFormSchema, { ...filled, pickup: 'false', door: 'false' })).toMatchObject({
      errors: { pickup: 'Offer pickup, door delivery or both' },
    });
    expect(checkForm(productFormSchema, { ...filled, doorMinDays: '7', doorMaxDays: '3' })).toMatchObject({
      errors: { doorMaxDays: 'The longest delivery time must not be shorter than the shortest' },
    });
    const pickupOnly = checkForm(productFormSchema, { ...filled, door: 'false', doorFee: 'nonsense' });
    expect(pickupOnly.success && pickupOnly.output.delivery).toEqual({ pickup: true, door: null });
  });
});

describe('editing', () => {
  it('fills the form from a product and, unchanged, has nothing to send', () => {
    const values = productValues(sampleProductDetail);
    const before = checkForm(productFormSchema, values);
    const after = checkForm(productFormSchema, { ...values, price: '300000', brand: '' });
    expect(before.success && after.success).toBe(true);
    if (!before.success || !after.success) return;
    expect(changedFields(before.output, before.output)).toEqual({});
    expect(changedFields(before.output, after.output)).toEqual({ priceKobo: 30_000_000, brand: null });
  });

  it('puts the server’s messages on the fields they belong to', () => {
    expect(productFieldOf('priceKobo')).toBe('price');
    expect(productFieldOf('delivery.door.feeKobo')).toBe('doorFee');
    expect(productFieldOf('imageKeys.2')).toBe('imageKeys');
    expect(productFieldOf('nonsense')).toBeUndefined();
    expect(productFields).toContain('price');
  });
});
