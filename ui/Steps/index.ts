export { Steps, type StepsProps } from './Steps';
export { stepProgress, type StepProgress } from './stepProgress';
