import { ABOUT_MAX_LENGTH, type CurrentUser } from '../../contract';
import { errorMessage, useCurrentUser, useForm, useUniversities } from '../../client';
import {
  Avatar,
  Button,
  Column,
  Columns,
  Heading,
  Inline,
  LoadError,
  SearchableSelect,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  TextArea,
  TextField,
  toast,
} from '../../ui';
import * as styles from './AccountScreen.css';
import { useSaveProfile } from './api';
import { ChangePhotoDialog } from './ChangePhotoDialog';
import { KycStatusLine } from './KycStatus';
import { profileFormSchema, toLocalPhone, type ProfileFormValues } from './schemas';

export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully';
export const UNIVERSITY_PLACEHOLDER = '-- Select your University --';

const fields = ['firstname', 'lastname', 'university', 'phone', 'about'] as const satisfies readonly (keyof ProfileFormValues)[];

function initialValues(user: CurrentUser): ProfileFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    university: user.universityId === null ? '' : String(user.universityId),
    phone: toLocalPhone(user.phone),
    about: user.about ?? '',
  };
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const universities = useUniversities();
  const saveProfile = useSaveProfile();
  const form = useForm({
    schema: profileFormSchema,
    fields,
    initialValues: initialValues(user),
    // A save still completes after the user left the page; it only says nothing then.
    onValid: async (output, signal) => {
      try {
        await saveProfile(output);
        if (!signal.aborted) toast.success(PROFILE_SAVED_MESSAGE);
      } catch (error) {
        if (!signal.aborted && !form.showServerErrors(error)) toast.error(errorMessage(error));
      }
    },
  });

  return (
    <form {...form.formProps} aria-label="Basic information">
      <Stack space="5">
        <div className={styles.fields}>
          <TextField {...form.field('firstname')} label="First name" autoComplete="given-name" />
          <TextField {...form.field('lastname')} label="Last name" autoComplete="family-name" />
          <SearchableSelect
            label="University"
            name="university"
            placeholder={UNIVERSITY_PLACEHOLDER}
            items={universities.data ?? []}
            selectedKey={form.values.university === '' ? null : Number(form.values.university)}
            onSelectionChange={(key) => form.setValue('university', key === null ? '' : String(key))}
            description={
              universities.error ? `The list of universities could not be loaded: ${universities.error.message}` : undefined
            }
            validationError={form.errors.university}
            isDisabled={!universities.data && !universities.error}
          />
          <TextField
            {...form.field('phone')}
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="08012345678"
          />
        </div>
        <TextArea
          {...form.field('about')}
          label="About me"
          description="Shown as About Me on your public seller profile: what you sell, your course, where on campus to meet."
          maxLength={ABOUT_MAX_LENGTH}
          rows={4}
        />
        <Inline space="3">
          <Button type="submit" isPending={form.isPending}>
            Save details
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function ProfileSkeleton() {
  return (
    <SkeletonRegion label="Loading your profile">
      <div className={styles.card}>
        <Columns collapseBelow="tablet" space="4" alignY="center">
          <Column width="content">
            <Skeleton shape="circle" size="lg" />
          </Column>
          <Skeleton lines={2} />
        </Columns>
        <div className={styles.fields}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} lines={2} />
          ))}
        </div>
      </div>
    </SkeletonRegion>
  );
}

/**
 * The profile (/dashboard/profile and /dashboard/profile/basic-information): who the user
 * is, their KYC status, and the form that saves their details and About Me (shown on their
 * public seller profile) through PATCH /v1/user.
 */
export function ProfileScreen() {
  const { data: user, error, mutate } = useCurrentUser();

  let content;
  if (user) {
    const name = `${user.firstname} ${user.lastname}`.trim();
    content = (
      <section className={styles.card} aria-labelledby="profile-basic-information">
        <Columns collapseBelow="tablet" space="4" alignY="center">
          <Column width="content">
            <Avatar name={name} photo={user.avatar} size="xl" />
          </Column>
          <Stack space="2">
            <Heading level={2} size="xl" id="profile-basic-information">
              {name}
            </Heading>
            <Text as="div" size="sm" tone="muted">
              <Inline space="2">
                <KycStatusLine status={user.kycStatus} />
              </Inline>
            </Text>
          </Stack>
          <Column width="content">
            <div className={styles.photo}>
              <ChangePhotoDialog user={user} />
            </div>
          </Column>
        </Columns>
        <ProfileForm key={user.id} user={user} />
      </section>
    );
  } else if (error) {
    content = <LoadError title="Your profile could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <ProfileSkeleton />;
  }

  return <Stack space="6">{content}</Stack>;
}
