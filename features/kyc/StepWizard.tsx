import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button, PageTitle, Spinner, Stack, Steps, Text, textClassName, visuallyHidden } from '../../ui';
import * as page from './KycPage.css';
import * as styles from './StepWizard.css';

const stepTitle = `${textClassName({ size: 'xl', weight: 'semibold' })} ${styles.stepTitle}`;

export interface WizardStep {
  id: string;
  title: string;
  description: string;
  /** Whether Proceed (or Submit, on the last step) may be pressed. */
  isValid: boolean;
  content: ReactNode;
}

export interface StepWizardProps {
  /** The page's heading. */
  title: string;
  /** A line above the heading saying which flow this is. */
  eyebrow: string;
  /** Shown under the heading on every step (e.g. why an earlier submission was refused). */
  notice?: ReactNode;
  steps: readonly WizardStep[];
  /** The step index; `steps.length` shows `done`. */
  current: number;
  isSubmitting: boolean;
  /** Back: the previous step, or out of the flow from the first one. */
  onBack: () => void;
  onProceed: () => void;
  /** Proceed on the last step. */
  onSubmit: () => void;
  /** The done screen: its heading, then what it says and where to go next. */
  doneTitle: string;
  done: ReactNode;
}

/**
 * A multi-step form: 'Step N of M' with its percentage, one step at a time with Back and
 * Proceed (Submit on the last), then a done screen. Proceed stays disabled until the step is
 * valid and while submitting (with a spinner; screen readers hear 'Submitting your information').
 * Enter in a field proceeds too. When the step changes, focus moves to its heading so keyboard
 * and screen-reader users start at the top of it.
 */
export function StepWizard({
  title,
  eyebrow,
  notice,
  steps,
  current,
  isSubmitting,
  onBack,
  onProceed,
  onSubmit,
  doneTitle,
  done,
}: StepWizardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    headingRef.current?.focus();
  }, [current]);

  const step = steps[current];
  const isLast = current === steps.length - 1;
  const canProceed = Boolean(step?.isValid) && !isSubmitting;

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canProceed) return;
    if (isLast) onSubmit();
    else onProceed();
  };

  return (
    <div className={page.page}>
      <div className={page.card}>
        <Stack as="header" space="2">
          <p className={`${textClassName({ size: 'sm', weight: 'semibold', tone: 'brand' })} ${page.eyebrow}`}>{eyebrow}</p>
          <PageTitle>{title}</PageTitle>
        </Stack>
        <Steps step={Math.min(current + 1, steps.length)} totalSteps={steps.length} />
        {notice}
        {step ? (
          <form onSubmit={onFormSubmit} aria-labelledby={`step-${step.id}`} noValidate>
            <Stack space="6">
              <Stack space="1">
                <h2 id={`step-${step.id}`} ref={headingRef} tabIndex={-1} className={stepTitle}>
                  {step.title}
                </h2>
                <Text size="sm" tone="muted">
                  {step.description}
                </Text>
              </Stack>
              <Stack space="5">{step.content}</Stack>
              <span role="status" className={visuallyHidden}>
                {isSubmitting ? 'Submitting your information' : ''}
              </span>
              <div className={page.actions}>
                <Button variant="outline" onPress={onBack} isDisabled={isSubmitting}>
                  Back
                </Button>
                {/* Disabled, not `isPending`: RAC's pending announcement outlives a button that unmounts on success. */}
                <Button type="submit" isDisabled={!canProceed} iconStart={isSubmitting ? <Spinner size="sm" /> : undefined}>
                  {isLast ? 'Submit' : 'Proceed'}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <section className={styles.done} aria-labelledby="step-done">
            <CircleCheck aria-hidden="true" size={48} className={styles.doneIcon} />
            <h2 id="step-done" ref={headingRef} tabIndex={-1} className={stepTitle}>
              {doneTitle}
            </h2>
            {done}
          </section>
        )}
      </div>
    </div>
  );
}
