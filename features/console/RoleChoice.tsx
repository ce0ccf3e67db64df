import { staffRoles, type StaffRole } from '../../contract';
import { Radio, RadioGroup } from '../../ui';
import { staffRoleLabels } from './consoleNav';
import { staffRoleSummaries } from './staffRoles';

export interface RoleChoiceProps {
  value: StaffRole | null;
  onChange: (role: StaffRole) => void;
  validationError?: string;
}

/** The three roles, each with what it may do. */
export function RoleChoice({ value, onChange, validationError }: RoleChoiceProps) {
  return (
    <RadioGroup
      label="Role"
      value={value}
      onChange={(role) => onChange(role as StaffRole)}
      validationError={validationError}
      isRequired
    >
      {staffRoles.map((role) => (
        <Radio key={role} value={role} description={staffRoleSummaries[role]}>
          {staffRoleLabels[role]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
