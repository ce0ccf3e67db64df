export { EscrowTimeline, type EscrowTimelineProps } from './EscrowTimeline';
export {
  escrowSteps,
  escrowTimeline,
  nextStepIndex,
  stepStatus,
  type EscrowProgress,
  type EscrowStep,
  type EscrowStepKey,
  type EscrowStepStatus,
} from './escrowSteps';
