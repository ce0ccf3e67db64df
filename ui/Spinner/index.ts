export { Spinner, type SpinnerProps } from './Spinner';
export { visuallyHidden } from './Spinner.css';
