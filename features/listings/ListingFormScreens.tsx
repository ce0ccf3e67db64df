import { useParams, useSearchParams } from 'react-router';
import { Heading, LoadError, Skeleton, SkeletonRegion, Stack } from '../../ui';
import { useEventDetail, useProductDetail } from './api';
import { listingTypeOf } from './listingType';
import { ProductForm } from './ProductForm';
import { TicketForm } from './TicketForm';

/** /seller/dashboard/listings/create?type=products|tickets: the product form or the ticket form. */
export function CreateListingScreen() {
  const [search] = useSearchParams();
  const type = listingTypeOf(search);
  return (
    <Stack space="5">
      <Heading level={1} size="xl">
        {type === 'products' ? 'Create New product Listing' : 'Create New ticket Listing'}
      </Heading>
      {type === 'products' ? <ProductForm /> : <TicketForm />}
    </Stack>
  );
}

function FormSkeleton() {
  return (
    <SkeletonRegion label="Loading your listing">
      <Stack space="5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} lines={2} />
        ))}
      </Stack>
    </SkeletonRegion>
  );
}

function EditProduct({ slug }: { slug: string }) {
  const { data, error, mutate } = useProductDetail(slug);
  if (data) return <ProductForm key={data.id} product={data} />;
  if (error) return <LoadError title="Your listing could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <FormSkeleton />;
}

function EditEvent({ slug }: { slug: string }) {
  const { data, error, mutate } = useEventDetail(slug);
  if (data) return <TicketForm key={data.id} event={data} />;
  if (error) return <LoadError title="Your listing could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <FormSkeleton />;
}

/** /seller/dashboard/listings/{slug}/edit?type=…: the same form, filled from the listing. */
export function EditListingScreen() {
  const [search] = useSearchParams();
  const { slug = '' } = useParams();
  const type = listingTypeOf(search);
  return (
    <Stack space="5">
      <Heading level={1} size="xl">
        {type === 'products' ? 'Edit product listing' : 'Edit ticket listing'}
      </Heading>
      {type === 'products' ? <EditProduct slug={slug} /> : <EditEvent slug={slug} />}
    </Stack>
  );
}
