import { Select } from '../../ui';
import { historyMonths } from './wallet';
import * as styles from './wallet.css';

export interface MonthPickerProps {
  /** The current month, 'YYYY-MM': the newest the history has. */
  currentMonth: string;
  /** The month shown. */
  month: string;
  onChange: (month: string) => void;
}

/** 'Month': which month of a wallet's history to show, from the current one back to January 2025. */
export function MonthPicker({ currentMonth, month, onChange }: MonthPickerProps) {
  return (
    <div className={styles.monthPicker}>
      <Select
        label="Month"
        items={historyMonths(currentMonth)}
        selectedKey={month}
        onSelectionChange={(key) => key !== null && onChange(String(key))}
      />
    </div>
  );
}
