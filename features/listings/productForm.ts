/**
 * The product form's rules: what each field holds as text, how it becomes the request body
 * (naira typed, kobo sent), and which fields an edit changed.
 */
import * as v from 'valibot';
import {
  DEFAULT_DOOR_DELIVERY,
  KOBO_PER_NAIRA,
  koboFromNaira,
  optionalText,
  PRODUCT_MAX_PHOTOS,
  PRODUCT_MIN_PHOTOS,
  productCategories,
  productConditions,
  requiredText,
  richTextField,
  type CreateProductBody,
  type ProductDetail,
} from '../../contract';

export const productFields = [
  'title',
  'category',
  'imageKeys',
  'descriptionHtml',
  'unitsAvailable',
  'condition',
  'price',
  'brand',
  'campusOnly',
  'pickup',
  'door',
  'doorFee',
  'doorMinDays',
  'doorMaxDays',
] as const;
export type ProductField = (typeof productFields)[number];
export type ProductFormValues = Record<ProductField, string>;

/** Photo keys travel through the form as one comma-separated text (keys never hold commas). */
export function joinKeys(keys: readonly string[]): string {
  return keys.join(',');
}
export function splitKeys(joined: string): string[] {
  return joined ? joined.split(',') : [];
}

/** Naira as typed ('24,500' or '24500.50'), or the message saying what is wrong. */
export function nairaAmount(label: string, { allowZero }: { allowZero: boolean }) {
  const notAmount = `${label} must be an amount in naira, e.g. 24500`;
  return v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[,\s₦]/g, '')),
    v.nonEmpty(`${label} is a required field`),
    v.regex(/^\d{1,13}(\.\d{1,2})?$/, notAmount),
    v.transform((text) => koboFromNaira(Number(text)) as number),
    v.check((kobo) => allowZero || kobo > 0, `${label} must be more than zero`),
  );
}

/** A whole number typed as text, between `min` and `max`. */
export function wholeNumber(label: string, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${label} is a required field`),
    v.regex(/^\d{1,9}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );
}

const yes = (text: string) => text === 'true' || text === 'yes';

/** The form's text values checked and turned into POST /v1/products' body. */
export const productFormSchema = v.pipe(
  v.object({
    title: requiredText('Product name', 120),
    category: v.picklist(productCategories, 'Category is a required field'),
    imageKeys: v.pipe(
      v.string(),
      v.transform(splitKeys),
      v.minLength(PRODUCT_MIN_PHOTOS, `Add at least ${PRODUCT_MIN_PHOTOS} photos`),
      v.maxLength(PRODUCT_MAX_PHOTOS, `Add at most ${PRODUCT_MAX_PHOTOS} photos`),
    ),
    descriptionHtml: richTextField('Description'),
    unitsAvailable: wholeNumber('Number of units available', 1, 100_000),
    condition: v.picklist(productConditions, 'Condition is a required field'),
    price: nairaAmount('Price', { allowZero: false }),
    brand: optionalText('Brand', 60),
    campusOnly: v.picklist(['yes', 'no'], 'Choose yes or no'),
    pickup: v.string(),
    door: v.string(),
    doorFee: v.string(),
    doorMinDays: v.string(),
    doorMaxDays: v.string(),
  }),
  v.forward(
    v.partialCheck([['pickup'], ['door']], (d) => yes(d.pickup) || yes(d.door), 'Offer pickup, door delivery or both'),
    ['pickup'],
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value;
    let door: NonNullable<CreateProductBody['delivery']>['door'] = null;
    if (yes(values.door)) {
      const fee = v.safeParse(nairaAmount('Delivery fee', { allowZero: true }), values.doorFee);
      const min = v.safeParse(wholeNumber('Delivery days', 0, 60), values.doorMinDays);
      const max = v.safeParse(wholeNumber('Delivery days', 0, 60), values.doorMaxDays);
      if (!fee.success) addIssue({ message: fee.issues[0].message, path: [pathItem(values, 'doorFee')] });
      if (!min.success) addIssue({ message: min.issues[0].message, path: [pathItem(values, 'doorMinDays')] });
      if (!max.success) addIssue({ message: max.issues[0].message, path: [pathItem(values, 'doorMaxDays')] });
      if (!fee.success || !min.success || !max.success) return NEVER;
      if (max.output < min.output) {
        addIssue({
          message: 'The longest delivery time must not be shorter than the shortest',
          path: [pathItem(values, 'doorMaxDays')],
        });
        return NEVER;
      }
      door = { feeKobo: fee.output, minDays: min.output, maxDays: max.output };
    }
    const body: CreateProductBody = {
      title: values.title,
      category: values.category,
      imageKeys: values.imageKeys,
      descriptionHtml: values.descriptionHtml,
      unitsAvailable: values.unitsAvailable,
      condition: values.condition,
      priceKobo: values.price,
      brand: values.brand ?? null,
      campusOnly: values.campusOnly === 'yes',
      delivery: { pickup: yes(values.pickup), door },
    };
    return body;
  }),
);

/** A path item valibot's issues accept, pointing at one key of the form's values. */
function pathItem(values: object, key: string): v.ObjectPathItem {
  return {
    type: 'object',
    origin: 'value',
    input: values as Record<string, unknown>,
    key,
    value: (values as Record<string, unknown>)[key],
  };
}

/** Kobo as the form shows it: 2450000 -> '24500', 2450050 -> '24500.5'. */
export function nairaText(kobo: number): string {
  return String(kobo / KOBO_PER_NAIRA);
}

/** An empty form: door delivery offered at the default fee and times, pickup offered too. */
export function emptyProductValues(): ProductFormValues {
  return {
    title: '',
    category: '',
    imageKeys: '',
    descriptionHtml: '',
    unitsAvailable: '1',
    condition: '',
    price: '',
    brand: '',
    campusOnly: 'no',
    pickup: 'true',
    door: 'true',
    doorFee: nairaText(DEFAULT_DOOR_DELIVERY.feeKobo),
    doorMinDays: String(DEFAULT_DOOR_DELIVERY.minDays),
    doorMaxDays: String(DEFAULT_DOOR_DELIVERY.maxDays),
  };
}

/** The form filled from a product, for editing it. */
export function productValues(product: ProductDetail): ProductFormValues {
  const door = product.delivery.door ?? DEFAULT_DOOR_DELIVERY;
  return {
    title: product.title,
    category: product.category,
    imageKeys: joinKeys(product.images.map((image) => image.key)),
    descriptionHtml: product.descriptionHtml,
    unitsAvailable: String(product.unitsAvailable),
    condition: product.condition,
    price: nairaText(product.priceKobo),
    brand: product.brand ?? '',
    campusOnly: product.campusOnly ? 'yes' : 'no',
    pickup: String(product.delivery.pickup),
    door: String(product.delivery.door !== null),
    doorFee: nairaText(door.feeKobo),
    doorMinDays: String(door.minDays),
    doorMaxDays: String(door.maxDays),
  };
}

/** The top-level keys of `after` whose value differs from `before`'s: what a PATCH sends. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changes[key] = after[key];
  }
  return changes;
}

/** Where the server's field messages (keyed by body path) belong on this form. */
export function productFieldOf(serverKey: string): ProductField | undefined {
  const direct: Record<string, ProductField> = {
    title: 'title',
    category: 'category',
    imageKeys: 'imageKeys',
    descriptionHtml: 'descriptionHtml',
    unitsAvailable: 'unitsAvailable',
    condition: 'condition',
    priceKobo: 'price',
    brand: 'brand',
    campusOnly: 'campusOnly',
    delivery: 'pickup',
    'delivery.pickup': 'pickup',
    'delivery.door': 'door',
    'delivery.door.feeKobo': 'doorFee',
    'delivery.door.minDays': 'doorMinDays',
    'delivery.door.maxDays': 'doorMaxDays',
  };
  return direct[serverKey] ?? (serverKey.startsWith('imageKeys.') ? 'imageKeys' : undefined);
}
