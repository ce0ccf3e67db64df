import type { Meta } from '@storybook/react-vite';
import { http } from 'msw';
import { withApp } from '../../stories/decorators/withApp';
import { ok, sampleUniversities, sampleUser } from '../../stories/msw/respond';
import { ProfileScreen } from './ProfileScreen';
import { cleanUpAfterStory } from './storyCleanup';

/** The meta of the profile's stories (the screen's and its photo dialog's): Ada signed in on /dashboard/profile. */
export const onProfile = {
  component: ProfileScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/profile', url: '/dashboard/profile' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/user', () => ok(sampleUser)),
      http.get('/v1/university', () => ok(sampleUniversities)),
    );
    return cleanUpAfterStory;
  },
} satisfies Partial<Meta<typeof ProfileScreen>>;
