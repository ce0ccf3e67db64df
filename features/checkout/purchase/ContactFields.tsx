import type { ReactNode } from 'react';
import type { University } from '../../../contract';
import { DeferredSearchableSelect, TextField } from '../../../ui';
import type { ContactField } from './contact';
import * as styles from './purchase.css';

interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  validationError: string | undefined;
}

export interface ContactFieldsProps {
  /** The form's props for a field (client's `useForm().field`). */
  field: (name: ContactField) => FieldProps;
  /** Waiting for its handlers (a page the server rendered, not yet hydrated). */
  inert: boolean;
  email: { isRequired?: boolean; description?: string };
  /** The university (or campus) choice. */
  place: { label: string; placeholder: string; items: readonly University[]; description?: string };
  /** The address fields' labels, or null to leave them out (pickup needs none). */
  address: { label: string; landmarkLabel: string } | null;
  /** Shown between the university and the address (the delivery type). */
  children?: ReactNode;
}

/** Where on campus the item goes: the address and a landmark near it. */
function addressFields(address: NonNullable<ContactFieldsProps['address']>) {
  return [
    { name: 'address', label: address.label, placeholder: 'Hall, block and room, or department' },
    { name: 'landmark', label: address.landmarkLabel, placeholder: 'e.g. Opposite the Faculty of Science gate' },
  ] as const;
}

/** The buyer's details both purchases ask for: who they are, how to reach them, and where on which campus. */
export function ContactFields({ field, inert, email, place, address, children }: ContactFieldsProps) {
  const university = field('universityId');
  return (
    <div className={styles.fields}>
      <TextField {...field('firstname')} isDisabled={inert} label="First Name" autoComplete="given-name" isRequired />
      <TextField {...field('lastname')} isDisabled={inert} label="Last Name" autoComplete="family-name" isRequired />
      <TextField
        {...field('email')}
        isDisabled={inert}
        label="Email Address"
        type="email"
        autoComplete="email"
        description={email.description}
        isRequired={email.isRequired}
      />
      <TextField
        {...field('phone')}
        isDisabled={inert}
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08012345678"
        isRequired
      />
      <div className={styles.wide}>
        <DeferredSearchableSelect
          label={place.label}
          name="universityId"
          placeholder={place.placeholder}
          items={place.items}
          selectedKey={university.value === '' ? null : Number(university.value)}
          onSelectionChange={(key) => university.onChange(key === null ? '' : String(key))}
          description={place.description}
          validationError={university.validationError}
          isRequired
          isDisabled={inert}
        />
      </div>
      {children}
      {address &&
        addressFields(address).map(({ name, label, placeholder }) => (
          <div key={name} className={styles.wide}>
            <TextField
              {...field(name)}
              isDisabled={inert}
              label={label}
              placeholder={placeholder}
              autoComplete="off"
              isRequired
            />
          </div>
        ))}
    </div>
  );
}
