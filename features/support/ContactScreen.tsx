import { PageBlock, Stack } from '../../ui';
import { ContactForm } from './SupportForm';
import { SupportFaq } from './SupportFaq';
import { FormBesideContactDetails, SupportIntro } from './SupportLayout';

/** /contact-us: the public contact form, where else to reach support, and the FAQ. */
export function ContactScreen() {
  return (
    <PageBlock>
      <Stack space="8">
        <SupportIntro
          title="Contact us"
          lead="A question, a problem or an idea? Send it here and a person on the Kampus team will answer you by e-mail."
        />
        <FormBesideContactDetails titleId="contact-form-title" title="Send us a message" form={<ContactForm />} />
        <SupportFaq />
      </Stack>
    </PageBlock>
  );
}
