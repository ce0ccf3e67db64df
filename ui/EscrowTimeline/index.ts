export { EscrowTimeline, type EscrowTimelineProps } from './EscrowTimeline';
export { stepStatus, type TimelineStep, type TimelineStepStatus } from './stepStatus';
