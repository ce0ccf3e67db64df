import { Stack } from '../../ui';
import { HelpCenterForm } from './SupportForm';
import { SupportFaq } from './SupportFaq';
import { FormBesideContactDetails, SupportIntro } from './SupportLayout';

/** The dashboards' help-center page: the FAQ first, then a message to support from the account. */
export function HelpCenterScreen() {
  return (
    <Stack space="8">
      <SupportIntro title="Help center" lead="Answers to what students ask most, and a way to reach the Kampus team." />
      <SupportFaq />
      <FormBesideContactDetails titleId="help-form-title" title="Contact support" form={<HelpCenterForm />} />
    </Stack>
  );
}
