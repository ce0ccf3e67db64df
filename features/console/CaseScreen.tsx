import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiError } from '../../client';
import {
  Badge,
  DetailLayoutSkeleton,
  EmptyState,
  Inline,
  LinkButton,
  Notice,
  PageTitle,
  Stack,
  Text,
  type BadgeLook,
} from '../../ui';
import { NotLoaded } from './Loading';

interface Back {
  href: string;
  /** 'Back to disputes' */
  label: string;
}

export interface CaseScreenProps<T> {
  back: Back;
  /** The case's read (`useApi`'s answer). */
  read: { data?: T; error?: ApiError; mutate: () => unknown };
  /** What is said when the address names no case. */
  notFound: { title: string; description: string };
  /** The refusals that mean there is no such case (a 404 unless said). */
  isNotFound?: (error: ApiError) => boolean;
  errorTitle: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** The way back to the queue above whatever follows (a case, or that it is not found). */
export function CasePage({ back, children }: { back: Back; children: ReactNode }) {
  return (
    <Stack space="5">
      <div>
        <LinkButton href={back.href} variant="transparent" size="sm">
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </LinkButton>
      </div>
      {children}
    </Stack>
  );
}

/** That the address names no case, with the way back. */
export function CaseNotFound({ back, title, description }: { back: Back; title: string; description: string }) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title={title}
      description={description}
      action={<LinkButton href={back.href}>{back.label}</LinkButton>}
    />
  );
}

/**
 * One case of a desk (a dispute, a KYC submission, a person): the way back to the queue, then
 * the case once read, or that there is no such case, that the role may not see it, that it
 * could not be read, or its skeleton.
 */
export function CaseScreen<T>({ back, read, notFound, isNotFound, errorTitle, loadingLabel, children }: CaseScreenProps<T>) {
  const { data, error, mutate } = read;
  let content;
  if (data) content = children(data);
  else if (error && (isNotFound ?? ((refusal) => refusal.status === 404))(error))
    content = <CaseNotFound back={back} {...notFound} />;
  else
    content = (
      <NotLoaded error={error} retry={mutate} errorTitle={errorTitle} skeleton={<DetailLayoutSkeleton label={loadingLabel} />} />
    );
  return <CasePage back={back}>{content}</CasePage>;
}

/** A case's title, its state as badges, and an action beside the title where there is one. */
export function CaseHeader({ title, badges, action }: { title: string; badges: (BadgeLook | false)[]; action?: ReactNode }) {
  const heading = <PageTitle>{title}</PageTitle>;
  return (
    <Stack space="2">
      {action ? (
        <Inline space="3" align="spaceBetween">
          {heading}
          {action}
        </Inline>
      ) : (
        heading
      )}
      <Inline space="2">
        {badges.map(
          (badge) =>
            badge && (
              <Badge key={badge.label} tone={badge.tone} size="md">
                {badge.label}
              </Badge>
            ),
        )}
      </Inline>
    </Stack>
  );
}

/**
 * Someone (or a rule) decided the case while this staff member was working on it. The form they
 * were in goes away once the case is read again: the keyboard continues from the news, after the
 * closing dialog has handed the focus back (`focusKey` changes when that happens).
 */
export function DecidedFirstNotice({ heading, text, focusKey }: { heading: string; text: string; focusKey: unknown }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => notice.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusKey]);
  return (
    <div ref={notice} tabIndex={-1}>
      <Notice tone="critical" role="alert">
        <Text weight="semibold">{heading}</Text>
        <Text>{text}</Text>
      </Notice>
    </div>
  );
}
