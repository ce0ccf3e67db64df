import type { Dispatch } from 'react';
import type { University } from '../../contract';
import { SearchableSelect, Switch, TextArea, TextField, Tiles } from '../../ui';
import { KycImageField } from './KycImageField';
import type { KycDraft, KycDraftAction } from './kycDraft';
import type { KycField } from './schemas';
import * as styles from './KycStepFields.css';

export interface StepFieldsProps {
  draft: KycDraft;
  dispatch: Dispatch<KycDraftAction>;
  /** The message to show under each field (already filtered to what the person should see). */
  errors: Partial<Record<KycField, string>>;
  /** A field was left: from now on its problems are shown. */
  onLeave: (field: KycField) => void;
}

export function DetailsFields({
  draft,
  dispatch,
  errors,
  onLeave,
  universities,
}: StepFieldsProps & { universities: readonly University[] }) {
  return (
    <>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="5">
        <TextField
          label="First name"
          isRequired
          autoComplete="given-name"
          maxLength={50}
          value={draft.firstName}
          onChange={(value) => dispatch({ type: 'edit', field: 'firstName', value })}
          onBlur={() => onLeave('firstName')}
          validationError={errors.firstName}
        />
        <TextField
          label="Last name"
          isRequired
          autoComplete="family-name"
          maxLength={50}
          value={draft.lastName}
          onChange={(value) => dispatch({ type: 'edit', field: 'lastName', value })}
          onBlur={() => onLeave('lastName')}
          validationError={errors.lastName}
        />
      </Tiles>
      <SearchableSelect
        label="University"
        isRequired
        placeholder="Search for your university"
        items={universities}
        selectedKey={draft.universityId}
        onSelectionChange={(key) => dispatch({ type: 'edit', field: 'universityId', value: key === null ? null : Number(key) })}
        validationError={errors.universityId}
      />
      <TextField
        label="NIN"
        description="Your 11-digit National Identification Number"
        isRequired
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={draft.nin}
        onChange={(value) => dispatch({ type: 'edit', field: 'nin', value: value.replace(/\D/g, '') })}
        onBlur={() => onLeave('nin')}
        validationError={errors.nin}
      />
    </>
  );
}

export function StudentIdFields({ draft, dispatch, errors }: StepFieldsProps) {
  return (
    <KycImageField
      label="Student ID"
      description="A clear photo of the front of your student identity card."
      value={draft.studentId}
      onChange={(value) => dispatch({ type: 'edit', field: 'studentId', value })}
      validationError={errors.studentId}
    />
  );
}

export function BrandFields({ draft, dispatch, errors, onLeave }: StepFieldsProps) {
  return (
    <>
      <TextField
        label="Brand name"
        isRequired
        autoComplete="organization"
        maxLength={60}
        value={draft.brandName}
        onChange={(value) => dispatch({ type: 'edit', field: 'brandName', value })}
        onBlur={() => onLeave('brandName')}
        validationError={errors.brandName}
      />
      <TextArea
        label="Brand description"
        description="What you sell and who it is for."
        isRequired
        rows={5}
        maxLength={1000}
        value={draft.brandDescription}
        onChange={(value) => dispatch({ type: 'edit', field: 'brandDescription', value })}
        onBlur={() => onLeave('brandDescription')}
        validationError={errors.brandDescription}
      />
    </>
  );
}

export function LogoFields({ draft, dispatch, errors }: StepFieldsProps) {
  return (
    <KycImageField
      label="Brand logo"
      description="A square image works best."
      value={draft.brandLogo}
      onChange={(value) => dispatch({ type: 'edit', field: 'brandLogo', value })}
      validationError={errors.brandLogo}
    />
  );
}

export const ATTESTATION_TEXT = 'I attest that all information provided are mine an accurate';

export function AttestationFields({ draft, dispatch, universities }: StepFieldsProps & { universities: readonly University[] }) {
  const university = universities.find((entry) => entry.id === draft.universityId)?.name;
  const rows: [string, string | undefined][] = [
    ['Name', `${draft.firstName} ${draft.lastName}`.trim()],
    ['University', university],
    ['NIN', draft.nin ? `${'•'.repeat(Math.max(0, draft.nin.length - 4))}${draft.nin.slice(-4)}` : undefined],
    ['Student ID', draft.studentId?.name],
  ];
  if (draft.accountType === 'brand') rows.push(['Brand name', draft.brandName], ['Brand logo', draft.brandLogo?.name]);
  return (
    <>
      <dl className={styles.summary}>
        {rows.map(([term, detail]) => (
          <div key={term} className={styles.summaryRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail || '—'}</dd>
          </div>
        ))}
      </dl>
      <Switch isSelected={draft.attestation} onChange={(value) => dispatch({ type: 'edit', field: 'attestation', value })}>
        {ATTESTATION_TEXT}
      </Switch>
    </>
  );
}
