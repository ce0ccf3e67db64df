import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  PRODUCT_MAX_PHOTOS,
  productCategories,
  productConditionLabels,
  productConditions,
  type ProductDetail,
  type UpdateProductBody,
} from '../../contract';
import { checkForm, errorMessage, paths, useForm } from '../../client';
import {
  Button,
  Checkbox,
  clearDraft,
  Inline,
  LinkButton,
  Radio,
  RadioGroup,
  RichTextEditor,
  Select,
  Text,
  TextField,
  Tiles,
  toast,
} from '../../ui';
import { createProduct, updateProduct } from './api';
import { FormError, onFormFields, PhotoField } from './formParts';
import * as styles from './listings.css';
import {
  changedFields,
  emptyProductValues,
  joinKeys,
  productFieldOf,
  productFields,
  productFormSchema,
  productValues,
  splitKeys,
} from './productForm';

export const PRODUCT_LISTED_MESSAGE = 'Your product is listed';
export const CHANGES_SAVED_MESSAGE = 'Your changes are saved';
export const NOTHING_CHANGED_MESSAGE = 'Nothing has changed';

const categoryItems = productCategories.map((category) => ({ id: category, name: category }));
const conditionItems = productConditions.map((condition) => ({ id: condition, name: productConditionLabels[condition] }));

/** Where Ctrl+S keeps the description's draft: one per product, one for a new product. */
export function productDraftKey(product?: ProductDetail): string {
  return `kampus:draft:product:${product?.id ?? 'new'}`;
}

export interface ProductFormProps {
  /** The product to edit; a new one when absent. */
  product?: ProductDetail;
}

/**
 * The product form: creates a listing (POST /v1/products) or edits one (PATCH with only what
 * changed). Checked on submit by the same rules as the server; the server's field messages
 * land on their fields, any other refusal (403 for a seller not yet approved) above the button.
 */
export function ProductForm({ product }: ProductFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const draftKey = productDraftKey(product);
  const [before] = useState(() => {
    if (!product) return null;
    const check = checkForm(productFormSchema, productValues(product));
    return check.success ? check.output : null;
  });
  const listings = paths.sellerDashboard.listings;

  const form = useForm({
    schema: productFormSchema,
    fields: productFields,
    initialValues: product ? productValues(product) : emptyProductValues(),
    onValid: async (body, signal) => {
      setFormError(null);
      try {
        if (product) {
          const changes: UpdateProductBody = before ? changedFields(before, body) : body;
          if (Object.keys(changes).length === 0) {
            toast.info(NOTHING_CHANGED_MESSAGE);
            return;
          }
          await updateProduct(product.id, changes);
        } else {
          await createProduct(body);
        }
        clearDraft(draftKey);
        void mutate((key) => Array.isArray(key) && key[0] === 'me/listings');
        if (signal.aborted) return;
        toast.success(product ? CHANGES_SAVED_MESSAGE : PRODUCT_LISTED_MESSAGE);
        navigate(`${listings}?type=products`);
      } catch (error) {
        if (signal.aborted) return;
        const onFields = onFormFields(error, productFieldOf);
        if (onFields && form.showServerErrors(onFields)) return;
        setFormError(errorMessage(error));
        toast.error(errorMessage(error));
      }
    },
  });

  const knownUrls = Object.fromEntries((product?.images ?? []).map((image) => [image.key, image.url]));
  const doorOffered = form.values.door === 'true';

  return (
    <form {...form.formProps} className={styles.form} aria-label={product ? 'Edit product' : 'Create product'}>
      <TextField {...form.field('title')} label="Product Name" isRequired />
      <Select
        label="Category"
        name="category"
        items={categoryItems}
        placeholder="Choose a category"
        selectedKey={form.values.category || null}
        onSelectionChange={(key) => form.setValue('category', key === null ? '' : String(key))}
        validationError={form.errors.category}
        isRequired
      />
      <PhotoField
        label="Photos"
        description="Add at least 3 photos"
        maxFiles={PRODUCT_MAX_PHOTOS}
        keys={splitKeys(form.values.imageKeys)}
        onChange={(keys) => form.setValue('imageKeys', joinKeys(keys))}
        knownUrls={knownUrls}
        validationError={form.errors.imageKeys}
      />
      <RichTextEditor
        label="Description"
        isRequired
        defaultValue={product?.descriptionHtml}
        storageKey={draftKey}
        onChange={(html) => form.setValue('descriptionHtml', html)}
        validationError={form.errors.descriptionHtml}
      />
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
        <TextField {...form.field('unitsAvailable')} label="Number of units available" inputMode="numeric" isRequired />
        <Select
          label="Condition"
          name="condition"
          items={conditionItems}
          placeholder="Choose the condition"
          selectedKey={form.values.condition || null}
          onSelectionChange={(key) => form.setValue('condition', key === null ? '' : String(key))}
          validationError={form.errors.condition}
          isRequired
        />
        <TextField {...form.field('price')} label="Price (₦)" inputMode="decimal" placeholder="24500" isRequired />
        <TextField {...form.field('brand')} label="Brand" description="Optional" />
      </Tiles>
      <RadioGroup
        label="Available to your campus students only?"
        name="campusOnly"
        orientation="horizontal"
        value={form.values.campusOnly}
        onChange={(value) => form.setValue('campusOnly', value)}
        validationError={form.errors.campusOnly}
      >
        <Radio value="yes">Yes</Radio>
        <Radio value="no">No</Radio>
      </RadioGroup>
      <div className={styles.group} role="group" aria-labelledby="product-delivery-title">
        <Text as="span" size="md" weight="semibold" id="product-delivery-title">
          Delivery options
        </Text>
        <Checkbox
          name="pickup"
          isSelected={form.values.pickup === 'true'}
          onChange={(selected) => form.setValue('pickup', String(selected))}
          validationError={form.errors.pickup}
        >
          Pickup on campus (free)
        </Checkbox>
        <Checkbox name="door" isSelected={doorOffered} onChange={(selected) => form.setValue('door', String(selected))}>
          Door delivery
        </Checkbox>
        {doorOffered && (
          <Tiles columns={{ mobile: 1, tablet: 3 }} space="4">
            <TextField {...form.field('doorFee')} label="Delivery fee (₦)" inputMode="decimal" />
            <TextField {...form.field('doorMinDays')} label="Delivery from (days)" inputMode="numeric" />
            <TextField {...form.field('doorMaxDays')} label="Delivery to (days)" inputMode="numeric" />
          </Tiles>
        )}
      </div>
      <FormError message={formError} />
      <Inline space="3" align="right">
        <LinkButton href={`${listings}?type=products`} variant="outline">
          Cancel
        </LinkButton>
        <Button type="submit" isPending={form.isPending}>
          {product ? 'Save changes' : 'List Product'}
        </Button>
      </Inline>
    </form>
  );
}
