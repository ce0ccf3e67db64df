import { paths } from '../../client';
import { LinkButton } from '../../ui';
import { StatusPage } from './StatusPage';

/** A route whose screen a later issue builds: says so plainly, inside the site shell. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <StatusPage title={title}>
      <p>This part of Kampus is coming soon. Everything else keeps working in the meantime.</p>
      <LinkButton href={paths.home} variant="outline">
        Go Back Home
      </LinkButton>
    </StatusPage>
  );
}
